import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { EntityDef } from '../../schema/entity';
import { SchemaInputs } from './SchemaInputs';
import { zodValidator } from './zodValidator';

const SchemaToolbar = ({ deletable }: { deletable: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton data-testid="save-button" />
    {deletable && <DeleteButton mutationMode="pessimistic" />}
  </Toolbar>
);

/** The form shared by create and edit, validated with the entity's zod schema. */
export const SchemaForm = ({ entity, defaultValues }: { entity: EntityDef; defaultValues?: Record<string, unknown> }) => (
  <SimpleForm
    validate={zodValidator(entity.schema)}
    noValidate
    defaultValues={defaultValues}
    toolbar={<SchemaToolbar deletable={entity.deletable} />}
    sx={{ maxWidth: 640, '& .ra-input': { mt: 1 } }}
    data-testid={`${entity.name}-form`}
  >
    <SchemaInputs entity={entity} />
  </SimpleForm>
);
