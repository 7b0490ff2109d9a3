import type { ReactElement } from 'react';
import { DeleteButton, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { UnsavedChangesGuard } from '../../shell/forms/UnsavedChangesGuard';
import type { EntityDef } from '../../../contract/entity';
import { SchemaInputs } from './SchemaInputs';
import { zodValidator } from './zodValidator';

const SchemaToolbar = ({ deletable }: { deletable: boolean }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton data-testid="save-button" />
    {deletable && <DeleteButton mutationMode="pessimistic" />}
  </Toolbar>
);

interface Props {
  entity: EntityDef;
  defaultValues?: Record<string, unknown>;
  /** Inputs that replace the generic one of a field (e.g. a rich-text body), by field name. */
  inputs?: Partial<Record<string, ReactElement>>;
}

/** The form shared by create and edit, validated with the entity's zod schema. */
export const SchemaForm = ({ entity, defaultValues, inputs }: Props) => (
  <SimpleForm
    validate={zodValidator(entity.schema)}
    noValidate
    defaultValues={defaultValues}
    toolbar={<SchemaToolbar deletable={entity.deletable} />}
    sx={{ maxWidth: 640, '& .ra-input': { mt: 1 } }}
    data-testid={`${entity.name}-form`}
  >
    <SchemaInputs entity={entity} inputs={inputs} />
    <UnsavedChangesGuard />
  </SimpleForm>
);
