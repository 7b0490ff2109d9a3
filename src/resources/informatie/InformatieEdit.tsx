import { Edit } from 'react-admin';
import { InformatieForm } from './InformatieForm';
import { InformatieTitle } from './InformatieTitle';

/** Pessimistic: a refusal (field messages, 409 stale version, a refused PDF) lands on the form the user still sees. */
const InformatieEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" title={<InformatieTitle />}>
    <InformatieForm />
  </Edit>
);

export default InformatieEdit;
