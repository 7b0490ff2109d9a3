import { BooleanField, DateField, EmailField, NumberField, SelectField, TextField } from 'react-admin';
import type { FieldMeta } from '../../../contract/entity';
import { ReferenceListArrayField, ReferenceListField } from './ReferenceListField';

/** Shows one field of a record the way its kind asks for, in lists and on the show page. */
export const SchemaField = ({ source, meta }: { source: string; meta: FieldMeta }) => {
  switch (meta.kind) {
    case 'boolean':
      return <BooleanField source={source} />;
    case 'number':
      return <NumberField source={source} locales="nl-NL" />;
    case 'date':
      return <DateField source={source} locales="nl-NL" />;
    case 'select':
      return <SelectField source={source} choices={meta.choices ? [...meta.choices] : []} />;
    case 'reference':
      return meta.reference ? <ReferenceListField source={source} path={meta.reference.path} optionText={meta.reference.optionText} /> : null;
    case 'references':
      return meta.reference ? <ReferenceListArrayField source={source} path={meta.reference.path} optionText={meta.reference.optionText} /> : null;
    case 'email':
      return <EmailField source={source} />;
    default:
      return <TextField source={source} />;
  }
};
