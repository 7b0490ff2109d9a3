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
  let start = dayStarts.get(date);
  if (start === undefined) {
    if (dayStarts.size >= 4096) dayStarts.clear();
    start = computeStartOfDay(date);
    dayStarts.set(date, start);
  }
  return new Date(start);
}

/** The start of each day asked for, in ms: working it out asks Intl for the offset, which is slow. */
const dayStarts = new Map<string, number>();

function computeStartOfDay(date: string) {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const name = amsterdamOffset.formatToParts(new Date(utcMidnight - 2 * 3600_000)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  return utcMidnight - offset;
}

/** The date `days` calendar days after (or before, when negative) a date. */
export function shiftDay(date: string, days: number) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * How long an API server keeps the days off before reading them again. A change made through
 * this server counts at once (forgetHolidays, called by Beheer › Vrije dagen); one made through
 * another API server on the same database within this time.
 */
const HOLIDAYS_TTL_MS = 60_000;

interface Cached {
  holidays: ReadonlySet<string>;
  readAt: number;
  /** The calendar of each day asked for: one object a day, which the sums below remember their answers on. */
  days: Map<string, BusinessCalendar>;
}

const cache = new WeakMap<Db, Cached | Promise<Cached>>();

const sameDays = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((day) => b.has(day));

async function readHolidays(db: Db, before: Cached | undefined): Promise<Cached> {
  const rows = await db.select({ datum: vrijeDagen.datum }).from(vrijeDagen);
  const holidays = new Set(rows.map((r) => r.datum));
  // The same days off as before keep their calendars, with all that was worked out on them.
  return before && sameDays(before.holidays, holidays)
    ? { ...before, readAt: Date.now() }
    : { holidays, readAt: Date.now(), days: new Map() };
}

/**
 * The calendar of a day (today by default): one object per day and set of days off, so the
 * business-day sums done on it (deadlines, the counters' bounds) are worked out once a day
 * rather than on every request. The days off (about ten a year) are read at most once a minute
 * per database, and again at once after this server changed them.
 */
export async function loadCalendar(db: Db, now = new Date()): Promise<BusinessCalendar> {
  let entry = cache.get(db);
  if (!entry || (!(entry instanceof Promise) && Date.now() - entry.readAt > HOLIDAYS_TTL_MS)) {
    // One read for all the requests that find the days off out of date at the same moment.
    const reading = readHolidays(db, entry);
    cache.set(db, reading);
    reading.then(
      (read) => cache.get(db) === reading && cache.set(db, read),
      () => cache.get(db) === reading && cache.delete(db),
    );
    entry = reading;
  }
  const cached = await entry;
  const today = dayOf(now);
  let calendar = cached.days.get(today);
  if (!calendar) {
    // Today and a day asked for by a test or a range; never more than a few.
    if (cached.days.size >= 8) cached.days.clear();
    calendar = { today, holidays: cached.holidays };
    cached.days.set(today, calendar);
  }
  return calendar;
}

/** Reads the days off again at the next request: Beheer › Vrije dagen changed them. */
export const forgetHolidays = (db: Db) => cache.delete(db);

/**
 * The Amsterdam day of `now`, from the day last asked for while `now` falls within it: formatting
 * an instant in a time zone cost more than the rest of loadCalendar, which every list, counter
 * and detail request calls.
 */
function dayOf(now: Date) {
  const at = now.getTime();
  if (lastDay && at >= lastDay.from && at < lastDay.until) return lastDay.day;
  const day = amsterdamDay(now);
  lastDay = { day, from: startOfDay(day).getTime(), until: startOfDay(shiftDay(day, 1)).getTime() };
  return day;
}

let lastDay: { day: string; from: number; until: number } | undefined;

/** An answer worked out once per calendar (and so once per day) under `key`. */
export function remembered<T>(calendar: BusinessCalendar, key: string, work: () => T): T {
  let answers = memory.get(calendar);
  if (!answers) memory.set(calendar, (answers = new Map()));
  let answer = answers.get(key) as T | undefined;
  if (answer === undefined && !answers.has(key)) answers.set(key, (answer = work()));
  return answer as T;
}

const memory = new WeakMap<BusinessCalendar, Map<string, unknown>>();

export function isBusinessDay(calendar: BusinessCalendar, date: string) {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.holidays.has(date);
}

/** The n-th business day after a date (the date itself not counted). */
export const addBusinessDays = (calendar: BusinessCalendar, date: string, n: number): string =>
  remembered(calendar, `+${date}+${n}`, () => countForward(calendar, date, n));

function countForward(calendar: BusinessCalendar, date: string, n: number) {
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
