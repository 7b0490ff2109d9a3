import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/nl';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';
import { isoWeek } from '../../contract/insight/period';
import { app } from './nl';

dayjs.extend(updateLocale);
dayjs.extend(utc);
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
