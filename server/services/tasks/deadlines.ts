import { taskDeadlinePrefill } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { amsterdamDay, isBusinessDay, loadCalendar, shiftDay, type BusinessCalendar } from '../workload/calendar';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Business days in the days `first` to `last`, both counted: whole weeks at once, then the rest, then the vrije dagen. */
function businessDaysIn(calendar: BusinessCalendar, first: string, last: string) {
  const days = dayNumber(last) - dayNumber(first) + 1;
  if (days <= 0) return 0;
  let count = Math.floor(days / 7) * 5;
  for (let d = shiftDay(first, Math.floor(days / 7) * 7); d <= last; d = shiftDay(d, 1)) {
    const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  for (const holiday of calendar.holidays) {
    const weekday = new Date(`${holiday}T12:00:00Z`).getUTCDay();
    if (holiday >= first && holiday <= last && weekday !== 0 && weekday !== 6) count--;
  }
  return count;
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
