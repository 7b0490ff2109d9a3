import { Fragment, type ReactElement } from 'react';
import { useRecordContext } from 'ra-core';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { EntityDef, FieldMeta } from '../../../contract/entity';
import { teamChoicesPath } from '../../../contract/team';
import { useSession } from '../../authProvider/session';
import { FormDateInput } from '../../shell/inputs/FormDateInput';
import { ReferenceListInput, ReferenceListArrayInput } from './ReferenceListInput';
import { isRequiredField } from './zodValidator';

/** Where an input reads its choices: a rule of the reference (teams per role), else its list. */
const choicesPath = (reference: NonNullable<FieldMeta['reference']>, userCode: string | undefined) =>
  reference.choices === 'teamsByRole' ? teamChoicesPath(userCode) : reference.path;

const SchemaInput = ({ source, meta, isRequired }: { source: string; meta: FieldMeta; isRequired: boolean }) => {
  const record = useRecordContext();
  const userCode = useSession()?.userCode;
  // Read-only rather than disabled: a disabled input drops its value from the form, and the schema still wants it.
  const common = { source, helperText: meta.helperText, isRequired, readOnly: !!(meta.createOnly && record?.id) };
  switch (meta.kind) {
    case 'boolean':
      return <BooleanInput source={source} helperText={meta.helperText} />;
    case 'number':
      return <NumberInput {...common} fullWidth />;
    case 'date':
      return <FormDateInput source={source} label={meta.label} helperText={meta.helperText} testId={`input-${source}`} />;
    case 'select':
      return <SelectInput {...common} choices={meta.choices ? [...meta.choices] : []} fullWidth />;
    case 'reference':
      return meta.reference ? <ReferenceListInput {...common} path={choicesPath(meta.reference, userCode)} optionText={meta.reference.optionText} /> : null;
    case 'references':
      return meta.reference ? <ReferenceListArrayInput {...common} path={choicesPath(meta.reference, userCode)} optionText={meta.reference.optionText} /> : null;
    case 'longtext':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" fullWidth />;
    default:
      return <TextInput {...common} fullWidth />;
  }
};

/** The inputs of an entity, in declaration order; one component for create and edit. `inputs` replaces a field's generic input. */
export const SchemaInputs = ({ entity, inputs = {} }: { entity: EntityDef; inputs?: Partial<Record<string, ReactElement>> }) => (
  <>
    {Object.entries(entity.fields as Record<string, FieldMeta>).map(([source, meta]) =>
      inputs[source] ? (
        <Fragment key={source}>{inputs[source]}</Fragment>
      ) : (
        <SchemaInput key={source} source={source} meta={meta} isRequired={isRequiredField(entity.schema, source)} />
      ),
    )}
  </>
);
