import { sql, type SQL } from 'drizzle-orm';
import type { Drill, InsightQuery } from '../../../contract/insight/answers';
import { cdsScopeList, DEFAULT_CDS_SCOPE, type CdsScope } from '../../../contract/insight/codes';
import { addDays, bucketsOf, periodOf, shiftPeriod, type Bucket, type Period } from '../../../contract/insight/period';
import { dossierSearchSchema } from '../../../contract/dossier-search';
import { rowsOf, type Db } from '../../db/client';
import { listWhere } from '../dossiers/list';
import type { SessionUser } from '../permissions/access';
import { startOfDay, type BusinessCalendar } from '../workload/calendar';

/** A dossier-list query in the API's names (docs/api-dossiers.md), as a drill-down carries it. */
export type Filter = Record<string, string | string[]>;

/**
 * What every figure of one call shares: who asks, the period and the one before it, and the
 * filters chosen (office, money provider, team, which dossiers as to CDS). Every count runs on the
 * dossier list's own WHERE (`listWhere`) with the filter its drill-down opens, so the two agree.
 */
export interface InsightContext {
  db: Db;
  user: SessionUser;
  calendar: BusinessCalendar;
  period: Period;
  previous: Period;
  buckets: Bucket[];
  previousBuckets: Bucket[];
  /** The filters of the screen, in the list's names (with the CDS scope's own: dossierCds=alle for 'met'). */
  base: Filter;
  scope: CdsScope;
  /** The list that shows the scope's dossiers. */
  list: 'dossiers' | 'cds';
}

export function insightContext(db: Db, user: SessionUser, calendar: BusinessCalendar, q: Pick<InsightQuery, 'periode' | 'datum' | 'kantoor' | 'geldverstrekker' | 'team'> & { cds?: CdsScope }): InsightContext {
  const cds = q.cds ?? DEFAULT_CDS_SCOPE;
  const period = periodOf(q.periode, q.datum ?? calendar.today);
  const previous = shiftPeriod(period, -1);
  const scope = cdsScopeList(cds);
  const base: Filter = { ...scope.query };
  if (q.kantoor) base.kantoor = String(q.kantoor);
  if (q.geldverstrekker) base.moneyproviders = [String(q.geldverstrekker)];
  if (q.team) base.team = String(q.team);
  return { db, user, calendar, period, previous, buckets: bucketsOf(period), previousBuckets: bucketsOf(previous), base, scope: cds, list: scope.lijst };
}

/** The list's WHERE for the screen's filters and `extra`. */
export const whereOf = (ctx: InsightContext, extra: Filter) =>
  listWhere(ctx.list, dossierSearchSchema.parse({ ...ctx.base, ...extra }), ctx.user, ctx.calendar);

/** The drill-down of a figure: the list with the screen's filters and `extra`. */
export const drillOf = (ctx: InsightContext, extra: Filter): Drill => ({ lijst: ctx.list, query: { ...ctx.base, ...extra } });

/** Days as the list's received range: from the first day through the last (`tot` is exclusive). */
export const receivedIn = (range: { van: string; tot: string }): Filter => ({ dateRangeStart: range.van, dateRangeEnd: addDays(range.tot, -1) });

/** Every dossier, archived or not: what came in belongs to the period whatever happened since. */
export const ALL = { archive: 'alle' } as const;

/** The key of a bucket: its month ('2025-03') in a year, else its day. */
export const bucketKey = (period: Period, bucket: Bucket) => (period.soort === 'jaar' ? bucket.van.slice(0, 7) : bucket.van);

/**
 * The bucket key of a moment (timestamptz) or a day (date) column, in Amsterdam days, for the rows
 * of `period` and the period before it (null outside them). The column is placed among the
 * buckets' first instants by `width_bucket` and the key taken from a list: converting every row's
 * moment to Amsterdam time and formatting it cost a year view about 40 ms per 100,000 rows, the
 * lookup a third of that (docs/insight.md "Storage and speed").
 */
export const bucketSql = (period: Period, column: SQL, kind: 'moment' | 'day' = 'moment') => {
  const previous = shiftPeriod(period, -1);
  const buckets = [...bucketsOf(previous).map((b) => ({ b, p: previous })), ...bucketsOf(period).map((b) => ({ b, p: period }))];
  const starts = [...buckets.map(({ b }) => b.van), period.tot];
  const bounds = kind === 'moment' ? sql`${arrayLiteral(starts.map((day) => startOfDay(day).toISOString()))}::timestamptz[]` : sql`${arrayLiteral(starts)}::date[]`;
  return sql<string>`(${arrayLiteral(buckets.map(({ b, p }) => bucketKey(p, b)))}::text[])[width_bucket(${column}, ${bounds})]`;
};

/** A PostgreSQL array literal of plain values (digits, dashes, colons: nothing to quote), sent as one parameter. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * Runs a statement and answers its rows, without parallel workers: each worker built the same
 * hash tables again (the stretches per dossier, the sets of `progress.ts`), and a call already runs
 * its statements side by side, so on two cores a year view took 220 ms with them and 130 ms
 * without (docs/insight.md "Storage and speed"). Only these counts: elsewhere the setting stays.
 */
export const rows = <T>(db: Db, statement: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<T>(await tx.execute(statement));
  });

/** A count that arrives as text from some drivers. */
export const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/** A share in percent with one decimal; null without a basis. */
export const percentage = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * Rows {k, …} counted per bucket key, placed on the current period's buckets, on the previous
 * period's buckets beside them (bucket i next to bucket i), and all of the previous period's.
 */
export function byBucket<T extends { k: string }>(ctx: InsightContext, found: readonly T[]) {
  const index = new Map(found.map((r) => [r.k, r]));
  const previousAll = ctx.previousBuckets.map((b) => index.get(bucketKey(ctx.previous, b)));
  return {
    current: ctx.buckets.map((b) => index.get(bucketKey(ctx.period, b))),
    previous: ctx.buckets.map((_, i) => previousAll[i]),
    previousAll,
  };
}
