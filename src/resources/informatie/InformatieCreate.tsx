import { Create } from 'react-admin';
import { InformatieForm } from './InformatieForm';

const InformatieCreate = () => (
  <Create redirect="list">
    <InformatieForm />
  </Create>
);

export default InformatieCreate;
