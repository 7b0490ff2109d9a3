import { taskDeadlinePrefill } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { amsterdamDay, isBusinessDay, loadCalendar, shiftDay, type BusinessCalendar } from '../workload/calendar';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** Day 4 since 1970-01-01 is Monday 1970-01-05: weeks counted from there start on a Monday. */
const FIRST_MONDAY = 4;

/** Monday-to-Friday days before day number `n`, counted from FIRST_MONDAY (negative before it). */
function weekdaysBefore(n: number) {
  const days = n - FIRST_MONDAY;
  const weeks = Math.floor(days / 7);
  return weeks * 5 + Math.min(days - weeks * 7, 5);
}

/** The vrije dagen on a weekday, as sorted day numbers: worked out once per calendar read. */
const holidayNumbers = new WeakMap<ReadonlySet<string>, number[]>();
function weekdayHolidays(calendar: BusinessCalendar) {
  let numbers = holidayNumbers.get(calendar.holidays);
  if (!numbers) {
    numbers = [...calendar.holidays]
      .map(dayNumber)
      .filter((n) => weekdaysBefore(n + 1) > weekdaysBefore(n))
      .sort((a, b) => a - b);
    holidayNumbers.set(calendar.holidays, numbers);
  }
  return numbers;
}

/** How many of the sorted numbers are below `n`. */
function countBelow(sorted: readonly number[], n: number) {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < n) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Business days in the days `first` to `last`, both counted: arithmetic on day numbers and a
 * binary search in the vrije dagen, because every task of a page answers it.
 */
function businessDaysIn(calendar: BusinessCalendar, first: string, last: string) {
  const [from, to] = [dayNumber(first), dayNumber(last) + 1];
  if (to <= from) return 0;
  const holidays = weekdayHolidays(calendar);
  return weekdaysBefore(to) - weekdaysBefore(from) - (countBelow(holidays, to) - countBelow(holidays, from));
}

/**
 * Business days (docs/workload.md: Monday to Friday without the vrije dagen) from today to the
 * deadline's day: 0 today, 1 the next business day, -1 one business day late.
 */
export function businessDaysUntil(calendar: BusinessCalendar, deadline: Date) {
  const day = amsterdamDay(deadline);
  if (day >= calendar.today) return businessDaysIn(calendar, shiftDay(calendar.today, 1), day);
  return -businessDaysIn(calendar, day, shiftDay(calendar.today, -1));
}

/**
 * TE_LAAT once the deadline has passed, VANDAAG when it falls today, MORGEN when it falls no later
 * than the next business day (a Saturday deadline seen on Friday too); done work has none.
 */
export function taskSla(calendar: BusinessCalendar, deadline: Date, done: boolean, now: Date) {
  if (done) return null;
  if (deadline.getTime() < now.getTime()) return 'TE_LAAT' as const;
  const day = amsterdamDay(deadline);
  if (day === calendar.today) return 'VANDAAG' as const;
  let next = shiftDay(calendar.today, 1);
  while (!isBusinessDay(calendar, next)) next = shiftDay(next, 1);
  return day <= next ? ('MORGEN' as const) : null;
}

/** The working days of the deadline prefill (contract/tasks.ts): business days, vrije dagen skipped. */
const workingDay = (calendar: BusinessCalendar) => (day: string) => isBusinessDay(calendar, day);

/** GET /taken/standaard-deadline: the prefill of now, with this database's vrije dagen. */
export async function defaultDeadline(db: Db, now = new Date()) {
  return { deadline: taskDeadlinePrefill(now, workingDay(await loadCalendar(db, now))) };
}
