import { Create } from 'react-admin';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from './SchemaForm';

export const SchemaCreate = ({ entity, defaultValues }: { entity: EntityDef; defaultValues?: Record<string, unknown> }) => (
  <Create redirect="list">
    <SchemaForm entity={entity} defaultValues={defaultValues} />
  </Create>
);
