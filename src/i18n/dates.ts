import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import 'dayjs/locale/nl';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';
import { isoWeek } from '../../contract/insight/period';
import { app } from './nl';

dayjs.extend(updateLocale);
dayjs.extend(utc);
dayjs.extend(timezone);
// The spec's own abbreviations (000 §9) differ from dayjs' nl defaults.
dayjs.updateLocale('nl', {
  weekdaysShort: ['zo', 'ma', 'di', 'woe', 'do', 'vrij', 'zat'],
  weekdaysMin: ['zo', 'ma', 'di', 'woe', 'do', 'vrij', 'zat'],
  monthsShort: ['jan', 'febr', 'maart', 'april', 'mei', 'juni', 'juli', 'aug', 'sept', 'okt', 'nov', 'dec'],
});
dayjs.locale('nl');

/** How the API carries date-times. */
const API_DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';
/** How dates are shown (day-month-year). */
export const DISPLAY_DATE = 'DD-MM-YYYY';

export const formatDate = (value: ConfigType) => (value ? dayjs(value).format(DISPLAY_DATE) : '');

/** A moment as day-month-year and time ('31-05-2026 14:05'), in the browser's time zone. */
export const formatDateTime = (value: ConfigType) => (value ? dayjs(value).format(`${DISPLAY_DATE} HH:mm`) : '');

export const toApiDateTime = (value: ConfigType) => dayjs(value).format(API_DATE_TIME);

/**
 * Dutch time, whatever the browser's zone: the server reads a picker's 'JJJJ-MM-DDTuu:mm:ss' as
 * Amsterdam time, so what is entered and shown as such (mail deadlines, docs/mail.md) is the same
 * moment for a colleague abroad.
 */
export const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

/** A moment in Dutch time, as the picker shows and edits it. */
export const inDutchTime = (value: ConfigType) => dayjs(value).tz(DUTCH_TIME_ZONE);

/** '31-05-2026 14:05' in Dutch time. */
export const formatDutchDateTime = (value: ConfigType) => (value ? inDutchTime(value).format(`${DISPLAY_DATE} HH:mm`) : '');

/** Tomorrow at `hour`:00 in Dutch time (the start of a new deadline). */
export const dutchTomorrowAt = (hour: number) => dayjs.tz(`${inDutchTime(dayjs()).add(1, 'day').format('YYYY-MM-DD')}T${String(hour).padStart(2, '0')}:00:00`, DUTCH_TIME_ZONE);

/** A picker's moment as the API reads it: its Dutch wall time, to the minute the picker shows. */
export const toDutchApiDateTime = (value: Dayjs) => value.tz(DUTCH_TIME_ZONE).format('YYYY-MM-DDTHH:mm:00');

/**
 * 'Week 7, 2025': the ISO week with its ISO week-year, so 30 December 2024 is 'Week 1, 2025' and
 * 1 January 2027 'Week 53, 2026'; counted by the contract's isoWeek, as the insight periods are.
 */
export const weekLabel = (value: ConfigType) => {
  const { week, year } = isoWeek(dayjs(value).format('YYYY-MM-DD'));
  return app.dates.week.replace('%{week}', String(week)).replace('%{year}', String(year));
};

/** A day range as the API wants it: from the start of `from` to the end of `to`, in UTC. */
export const dateRangeParams = (from: ConfigType, to: ConfigType) => ({
  from: from ? `${dayjs(from).format('YYYY-MM-DD')}T00:00:00Z` : undefined,
  to: to ? `${dayjs(to).format('YYYY-MM-DD')}T23:59:59Z` : undefined,
});
