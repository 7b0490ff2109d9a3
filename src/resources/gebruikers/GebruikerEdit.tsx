import { Edit } from 'react-admin';
import { gebruikerEntity } from '../../../contract/gebruiker';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from '../generic/SchemaForm';
import { KycSwitch } from './KycSwitch';

/** The generic user form with the KYC switch beside it. */
const GebruikerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" aside={<KycSwitch />}>
    <SchemaForm entity={gebruikerEntity as unknown as EntityDef} />
  </Edit>
);

export default GebruikerEdit;
