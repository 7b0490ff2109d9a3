import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import type { FieldSpec } from './fields';
import { CountryInput } from '../../../shell/inputs/CountryInput';
import { FormDateInput } from '../../../shell/inputs/FormDateInput';

/** The empty choice of a select is null, as the shared rules expect for "none". */
const noneIsNull = (value: unknown) => (value === '' ? null : value);

/** One input per field spec; test ids are `<prefix>-<source>` so browser tests can find them. */
export const SectionInputs = ({ fields, testIdPrefix }: { fields: readonly FieldSpec[]; testIdPrefix: string }) => (
  <>
    {fields.map((spec) => {
      const testId = `${testIdPrefix}-${spec.source}`;
      const common = { source: spec.source, label: spec.label, size: 'small' as const, sx: { minWidth: 220 }, isRequired: spec.required };
      switch (spec.kind) {
        case 'boolean':
          return <BooleanInput key={spec.source} source={spec.source} label={spec.label} inputProps={{ 'data-testid': testId } as object} />;
        case 'date':
          return <FormDateInput key={spec.source} source={spec.source} label={spec.label} testId={testId} required={spec.required} />;
        case 'country':
          return <CountryInput key={spec.source} source={spec.source} label={spec.label} testId={testId} required={spec.required} />;
        case 'select':
          return <SelectInput key={spec.source} {...common} choices={[...(spec.choices ?? [])]} parse={noneIsNull} inputProps={{ 'data-testid': testId }} />;
        case 'longtext':
          return <TextInput key={spec.source} {...common} multiline minRows={3} fullWidth inputProps={{ 'data-testid': testId }} />;
        case 'amount':
          return <TextInput key={spec.source} {...common} inputProps={{ 'data-testid': testId, inputMode: 'decimal' }} />;
        case 'number':
          return <TextInput key={spec.source} {...common} inputProps={{ 'data-testid': testId, inputMode: 'numeric' }} />;
        default:
          return <TextInput key={spec.source} {...common} inputProps={{ 'data-testid': testId }} />;
      }
    })}
  </>
);
