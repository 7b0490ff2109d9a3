import { taskDeadlinePrefill } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { amsterdamDay, isBusinessDay, loadCalendar, shiftDay, type BusinessCalendar } from '../workload/calendar';

/** How far ahead the business-day count looks; a deadline further away only reads "far". */
const HORIZON_DAYS = 400;

/**
 * Business days (docs/workload.md: Monday to Friday without the vrije dagen) from today to the
 * deadline's day: 0 today, 1 the next business day, -1 one business day late.
 */
export function businessDaysUntil(calendar: BusinessCalendar, deadline: Date) {
  const day = amsterdamDay(deadline);
  const step = day >= calendar.today ? 1 : -1;
  let count = 0;
  for (let d = calendar.today, n = 0; d !== day && n < HORIZON_DAYS; n++) {
    d = shiftDay(d, step);
    if (isBusinessDay(calendar, d)) count += step;
  }
  return count;
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
