import type { DayRange } from '../../../contract/insight/period';
import { isBusinessDay, shiftDay, type BusinessCalendar } from '../workload/calendar';

/** The business days in a span of days (Monday to Friday without the vrije dagen). */
export function countWorkingDays(calendar: BusinessCalendar, range: DayRange) {
  let count = 0;
  for (let day = range.van; day < range.tot; day = shiftDay(day, 1)) if (isBusinessDay(calendar, day)) count++;
  return count;
}

/**
 * The days of a period that count for an average per business day: all of them for a period that
 * is over, up to and including today for the running one (its days ahead have had nothing yet).
 */
export const daysSoFar = (calendar: BusinessCalendar, range: DayRange): DayRange =>
  range.van <= calendar.today && calendar.today < range.tot ? { van: range.van, tot: shiftDay(calendar.today, 1) } : range;
