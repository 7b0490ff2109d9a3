import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { nlNL } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
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
}

/**
 * A date shown and typed day-month-year in Dutch (spec 000 §5), whatever the browser's language;
 * the value stays year-month-day. An incomplete date is not passed on.
 */
export const DateField = ({ label, value, onChange, testId, sx }: Props) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={PICKER_TEXTS}>
    <DatePicker
      label={label}
      format={DISPLAY_DATE}
      value={value ? dayjs(value, VALUE_FORMAT) : null}
      onChange={(day) => {
        if (day === null) onChange('');
        else if (day.isValid()) onChange(day.format(VALUE_FORMAT));
      }}
      slotProps={{ textField: { size: 'small', sx, inputProps: { 'data-testid': testId } }, field: { clearable: true } }}
    />
  </LocalizationProvider>
);
