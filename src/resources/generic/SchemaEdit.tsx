import { Edit } from 'react-admin';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from './SchemaForm';

/**
 * Pessimistic: the form stays until the server answers, so a refusal (400 with field messages,
 * 409 stale version) lands on the form the user is still looking at.
 */
export const SchemaEdit = ({ entity }: { entity: EntityDef }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SchemaForm entity={entity} />
  </Edit>
);
