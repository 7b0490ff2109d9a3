import type { Db } from '../../db/client';
import { vrijeDagen } from '../../db/schema';

/**
 * Dutch business days: Monday to Friday except the vrije dagen (Beheer › Vrije dagen). Days are
 * calendar dates 'JJJJ-MM-DD' in Europe/Amsterdam, the time zone the office works in.
 */
export interface BusinessCalendar {
  /** Today in Amsterdam. */
  today: string;
  holidays: ReadonlySet<string>;
}

export const TIME_ZONE = 'Europe/Amsterdam';

const amsterdamDate = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const amsterdamOffset = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

export const amsterdamDay = (moment: Date) => amsterdamDate.format(moment);

/**
 * The instant a day starts in Amsterdam (00:00 local, 23:00 or 22:00 UTC the day before). The
 * clocks change at 02:00 or 03:00, never around midnight, so the offset two hours earlier holds.
 */
export function startOfDay(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const name = amsterdamOffset.formatToParts(new Date(utcMidnight - 2 * 3600_000)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  return new Date(utcMidnight - offset);
}

/** The date `days` calendar days after (or before, when negative) a date. */
export function shiftDay(date: string, days: number) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** How long an API server keeps the days off before reading them again. */
const CALENDAR_TTL_MS = 60_000;
const cache = new WeakMap<Db, { holidays: ReadonlySet<string>; readAt: number }>();

/**
 * The calendar of today. The days off (about ten a year) are read at most once a minute per
 * database: nearly every dossier call needs them, and an edit in Beheer › Vrije dagen may take a
 * minute to count on every API server.
 */
export async function loadCalendar(db: Db, now = new Date()): Promise<BusinessCalendar> {
  let cached = cache.get(db);
  if (!cached || Date.now() - cached.readAt > CALENDAR_TTL_MS) {
    const rows = await db.select({ datum: vrijeDagen.datum }).from(vrijeDagen);
    cached = { holidays: new Set(rows.map((r) => r.datum)), readAt: Date.now() };
    cache.set(db, cached);
  }
  return { today: amsterdamDay(now), holidays: cached.holidays };
}

export function isBusinessDay(calendar: BusinessCalendar, date: string) {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.has(date);
}

/** The n-th business day after a date (the date itself not counted). */
export function addBusinessDays(calendar: BusinessCalendar, date: string, n: number) {
  let day = date;
  for (let left = n; left > 0; ) {
    day = shiftDay(day, 1);
    if (isBusinessDay(calendar, day)) left--;
  }
  return day;
}

/** The n-th business day counting back from a date, the date itself counted when it is one. */
export function businessDayBack(calendar: BusinessCalendar, date: string, n: number) {
  let day = date;
  let found = isBusinessDay(calendar, day) ? 1 : 0;
  while (found < n) {
    day = shiftDay(day, -1);
    if (isBusinessDay(calendar, day)) found++;
  }
  return day;
}
