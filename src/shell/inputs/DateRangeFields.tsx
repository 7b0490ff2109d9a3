import { Button } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'ra-core';
import { DateField } from './DateField';

/** A range of days as a screen holds it: year-month-day, either end open. */
export interface DayRangeValue {
  van?: string;
  tot?: string;
}

const DAY = 'YYYY-MM-DD';
/** Room for dd-mm-jjjj beside the clear and calendar buttons. */
const WIDTH = 210;

/** Spec 000 §5: the end of a date range defaults to tomorrow. */
export const defaultRangeEnd = () => dayjs().add(1, 'day').format(DAY);

/**
 * The two days of a date range and the 'Vandaag' button of spec 000 §5, which empties the start
 * and sets the end to today (`onToday` where a screen applies that at once). What the range sends
 * is the caller's (`dateRangeParams`: from T00:00:00Z, to T23:59:59Z); its initial end is
 * `defaultRangeEnd()`.
 */
export const DateRangeFields = ({
  value,
  onChange,
  onToday = onChange,
  labels,
  testId,
}: {
  value: DayRangeValue;
  onChange: (next: DayRangeValue) => void;
  onToday?: (next: DayRangeValue) => void;
  labels: { van: string; tot: string };
  testId: string;
}) => {
  const translate = useTranslate();
  return (
    <>
      <DateField label={labels.van} value={value.van} onChange={(van) => onChange({ ...value, van: van || undefined })} testId={`${testId}-van`} sx={{ width: WIDTH }} />
      <DateField label={labels.tot} value={value.tot} onChange={(tot) => onChange({ ...value, tot: tot || undefined })} testId={`${testId}-tot`} sx={{ width: WIDTH }} />
      <Button size="small" title={translate('app.dates.range.todayHint')} onClick={() => onToday({ van: undefined, tot: dayjs().format(DAY) })} data-testid={`${testId}-today`}>
        {translate('app.dates.range.today')}
      </Button>
    </>
  );
};
