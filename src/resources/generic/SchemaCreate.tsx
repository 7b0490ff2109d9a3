import { Create } from 'react-admin';
import type { EntityDef } from '../../../contract/entity';
import { SchemaForm } from './SchemaForm';
import { schemaDefaults } from './zodValidator';

/** A new record's form starts from the schema's defaults; `defaultValues` adds or overrides (e.g. today's date). */
export const SchemaCreate = ({ entity, defaultValues }: { entity: EntityDef; defaultValues?: Record<string, unknown> }) => (
  <Create redirect="list">
    <SchemaForm entity={entity} defaultValues={{ ...schemaDefaults(entity.schema), ...defaultValues }} />
  </Create>
);
