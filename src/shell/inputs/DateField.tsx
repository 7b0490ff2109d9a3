import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { nlNL } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DISPLAY_DATE } from '../../i18n/dates';

const PICKER_TEXTS = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;
const VALUE_FORMAT = 'YYYY-MM-DD';

interface Props {
  label: string;
  /** The date as year-month-day, or undefined when empty. */
  value: string | undefined;
  onChange: (value: string) => void;
  testId?: string;
  sx?: object;
  /** A refusal shown under the field. */
  error?: string;
  /** Marked with an asterisk. */
  required?: boolean;
}

/**
 * A date shown and typed day-month-year in Dutch (spec 000 §5), whatever the browser's language;
 * the value stays year-month-day. An incomplete date is not passed on: while the year is being
 * typed ('0002', '0020', '0202') the picker calls it valid but out of range, so only a date the
 * picker accepts counts.
 */
export const DateField = ({ label, value, onChange, testId, sx, error, required }: Props) => {
  // The picker keeps what is being typed; the caller hears of complete dates only. A value set
  // from outside (a cleared filter, a reset form) replaces it.
  const [shown, setShown] = useState<Dayjs | null>(value ? dayjs(value, VALUE_FORMAT) : null);
  const [outside, setOutside] = useState(value);
  if (outside !== value) {
    setOutside(value);
    setShown(value ? dayjs(value, VALUE_FORMAT) : null);
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={PICKER_TEXTS}>
      <DatePicker
        label={label}
        format={DISPLAY_DATE}
        value={shown}
        onChange={(day, { validationError }) => {
          setShown(day);
          if (day === null) onChange('');
          else if (day.isValid() && validationError === null) onChange(day.format(VALUE_FORMAT));
        }}
        slotProps={{
          // The label stays above the field: a long one ("Stap bereikt tot en met") would run under
          // the calendar button while the field is empty.
          textField: { size: 'small', sx, inputProps: { 'data-testid': testId }, InputLabelProps: { shrink: true }, error: !!error, helperText: error, required },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
};
