/**
 * The periods of the insight screens (spec 000 §9: period labels jaar, maand, week; week display
 * 'Week {n}, {year}'): a year, a calendar month or an ISO week, as whole days in the Netherlands.
 * Pure date arithmetic on 'JJJJ-MM-DD' strings, shared by the server (which counts) and the browser
 * (which labels and steps through periods), so the two never disagree about where a week begins.
 */

export const PERIOD_KINDS = ['jaar', 'maand', 'week'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A span of days: `van` is the first day, `tot` the day after the last (exclusive). */
export interface DayRange {
  van: string;
  tot: string;
}

export interface Period extends DayRange {
  soort: PeriodKind;
  label: string;
}

export interface Bucket extends DayRange {
  label: string;
}

/**
 * The days a period may be asked for (docs/insight.md "Periods"): the business-day calendar
 * (werkdag_kalender) holds 2000 through 2060, and every period is compared with the one before it,
 * so a period and its predecessor stay within it. Outside, the server answers 400 and the screens
 * step no further.
 */
const PERIOD_DAYS = { first: '2001-01-01', last: '2059-12-31' } as const;
export const PERIOD_DAY_MESSAGE = 'Kies een datum van 1 januari 2001 tot en met 31 december 2059.';
export const inPeriodDays = (day: string) => day >= PERIOD_DAYS.first && day <= PERIOD_DAYS.last;

/** The months' full names, as a period and a report's tijdvak are labelled ('november 2026'). */
export const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
/** The spec's short month names (000 §9). */
const MONTHS_SHORT = ['jan', 'febr', 'maart', 'april', 'mei', 'juni', 'juli', 'aug', 'sept', 'okt', 'nov', 'dec'];
/** The spec's short weekdays, Monday first (000 §9). */
const WEEKDAYS_SHORT = ['ma', 'di', 'woe', 'do', 'vrij', 'zat', 'zo'];

const DAY_MS = 86_400_000;
const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` calendar days after (before, when negative) `day`. */
export const addDays = (day: string, days: number) => format(parse(day) + days * DAY_MS);

/** Monday 0 … Sunday 6. */
const weekday = (day: string) => (new Date(parse(day)).getUTCDay() + 6) % 7;

/**
 * The ISO week of a day and the ISO week-year it belongs to: the week with the year's first
 * Thursday is week 1, so 30 December 2024 is week 1 of 2025 and 1 January 2027 week 53 of 2026.
 */
export function isoWeek(day: string): { week: number; year: number } {
  const thursday = addDays(day, 3 - weekday(day));
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(`${year}-01-04`, 3 - weekday(`${year}-01-04`));
  return { week: 1 + Math.round((parse(thursday) - parse(firstThursday)) / (7 * DAY_MS)), year };
}

export const weekLabel = (day: string) => {
  const { week, year } = isoWeek(day);
  return `Week ${week}, ${year}`;
};

const monthStart = (year: number, month: number) => format(Date.UTC(year, month, 1));

/** The period of the given kind that holds `day`. */
export function periodOf(kind: PeriodKind, day: string): Period {
  const [year, month] = day.split('-').map(Number);
  if (kind === 'jaar') return { soort: kind, van: `${year}-01-01`, tot: `${year + 1}-01-01`, label: String(year) };
  if (kind === 'maand') return { soort: kind, van: monthStart(year, month - 1), tot: monthStart(year, month), label: `${MONTHS[month - 1]} ${year}` };
  const van = addDays(day, -weekday(day));
  return { soort: kind, van, tot: addDays(van, 7), label: weekLabel(van) };
}

/** The period just before, or after with `step` 1: the year, month or week next to it. */
export const shiftPeriod = (period: Period, step: -1 | 1) => periodOf(period.soort, step === 1 ? period.tot : addDays(period.van, -1));

/** The parts a period's chart is drawn in: a year's months, a month's days, a week's days. */
export function bucketsOf(period: Period): Bucket[] {
  const buckets: Bucket[] = [];
  if (period.soort === 'jaar') {
    const year = Number(period.van.slice(0, 4));
    for (let m = 0; m < 12; m++) buckets.push({ van: monthStart(year, m), tot: monthStart(year, m + 1), label: MONTHS_SHORT[m] });
    return buckets;
  }
  for (let day = period.van; day < period.tot; day = addDays(day, 1)) {
    const [, m, d] = day.split('-').map(Number);
    const label = period.soort === 'week' ? `${WEEKDAYS_SHORT[weekday(day)]} ${d} ${MONTHS_SHORT[m - 1]}` : String(d);
    buckets.push({ van: day, tot: addDays(day, 1), label });
  }
  return buckets;
}

/** A span of days as a user reads it: '1 jan 2025 t/m 31 jan 2025'. */
export function rangeLabel(range: DayRange) {
  const show = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return `${d} ${MONTHS_SHORT[m - 1]} ${y}`;
  };
  return `${show(range.van)} t/m ${show(addDays(range.tot, -1))}`;
}

/** The calendar quarter of a day, 1–4. */
const quarterOf = (day: string) => Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;

/** The quarter `year`-Q`quarter` as days, labelled 'Q1 2025'. */
function quarterRange(year: number, quarter: number): Bucket {
  return { van: monthStart(year, (quarter - 1) * 3), tot: monthStart(year, quarter * 3), label: `Q${quarter} ${year}` };
}

/** The quarter holding `day` and the `count - 1` before it, oldest first. */
export function quartersUpTo(day: string, count: number): (Bucket & { jaar: number; kwartaal: number })[] {
  let year = Number(day.slice(0, 4));
  let quarter = quarterOf(day);
  const quarters: (Bucket & { jaar: number; kwartaal: number })[] = [];
  for (let i = 0; i < count; i++) {
    quarters.unshift({ ...quarterRange(year, quarter), jaar: year, kwartaal: quarter });
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return quarters;
}
