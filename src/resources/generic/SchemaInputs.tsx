import { useRecordContext } from 'ra-core';
import { BooleanInput, DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { EntityDef, FieldMeta } from '../../schema/entity';
import { ReferenceListInput, ReferenceListArrayInput } from './ReferenceListInput';
import { isRequiredField } from './zodValidator';

const SchemaInput = ({ source, meta, isRequired }: { source: string; meta: FieldMeta; isRequired: boolean }) => {
  const record = useRecordContext();
  const common = { source, helperText: meta.helperText, isRequired, disabled: !!(meta.createOnly && record?.id) };
  switch (meta.kind) {
    case 'boolean':
      return <BooleanInput source={source} helperText={meta.helperText} />;
    case 'number':
      return <NumberInput {...common} fullWidth />;
    case 'date':
      return <DateInput {...common} fullWidth />;
    case 'select':
      return <SelectInput {...common} choices={meta.choices ? [...meta.choices] : []} fullWidth />;
    case 'reference':
      return meta.reference ? <ReferenceListInput {...common} path={meta.reference.path} optionText={meta.reference.optionText} /> : null;
    case 'references':
      return meta.reference ? <ReferenceListArrayInput {...common} path={meta.reference.path} optionText={meta.reference.optionText} /> : null;
    case 'longtext':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" fullWidth />;
    default:
      return <TextInput {...common} fullWidth />;
  }
};

/** The inputs of an entity, in declaration order; one component for create and edit. */
export const SchemaInputs = ({ entity }: { entity: EntityDef }) => (
  <>
    {Object.entries(entity.fields as Record<string, FieldMeta>).map(([source, meta]) => (
      <SchemaInput key={source} source={source} meta={meta} isRequired={isRequiredField(entity.schema, source)} />
    ))}
  </>
);
