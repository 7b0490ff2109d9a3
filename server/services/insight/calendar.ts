import type { DayRange } from '../../../contract/insight/period';
import { isBusinessDay, shiftDay, type BusinessCalendar } from '../workload/calendar';

/** The business days in a span of days (Monday to Friday without the vrije dagen). */
export function countWorkingDays(calendar: BusinessCalendar, range: DayRange) {
  let count = 0;
  for (let day = range.van; day < range.tot; day = shiftDay(day, 1)) if (isBusinessDay(calendar, day)) count++;
  return count;
}
