import { and, sql } from 'drizzle-orm';
import type { Drill, Grafiek, Kengetal, Unit } from '../../../contract/insight/answers';
import type { Bucket } from '../../../contract/insight/period';
import { dossierSearchSchema } from '../../../contract/dossier-search';
import { searchConditions } from '../dossiers/filters';
import { bucketKey, drillOf, type Filter, type InsightContext } from './context';

/** The parts of a dashboard's answer its figures make. */
export interface Figures {
  kengetallen: Kengetal[];
  grafieken: Grafiek[];
}

/** A figure; `vorigePeriode` names the period of `vorige` where it is not the screen's previous one. */
export const kengetal = (id: string, eenheid: Unit, waarde: number | null, vorige: number | null, filter: Drill | null, vorigePeriode: string | null = null): Kengetal => ({
  id,
  eenheid,
  waarde,
  vorige,
  vorigePeriode,
  filter,
});

/**
 * `count(*)` of the rows that also meet `extra`, a filter of the list: the same conditions the
 * list adds for it, so the count is the total of the list the figure opens.
 */
export const countIf = (ctx: InsightContext, extra: Filter) =>
  sql<number>`count(*) filter (where ${and(...searchConditions(dossierSearchSchema.parse(extra), ctx.user, ctx.calendar)) ?? sql`true`})::int`;

/** A bucket that starts after today has nothing to count yet: no bar rather than a zero. */
const future = (ctx: InsightContext, bucket: Bucket) => bucket.van > ctx.calendar.today;

/**
 * A chart over the period's buckets with the same bucket of the period before beside it. `value`
 * reads a bucket's figure from the counted rows; `filter` is the bucket's drill-down.
 */
export function periodChart<T>(
  ctx: InsightContext,
  id: string,
  eenheid: Unit,
  found: { current: (T | undefined)[]; previous: (T | undefined)[] },
  value: (row: T | undefined) => number,
  filter: (range: Bucket) => Filter,
): Grafiek {
  return {
    id,
    eenheid,
    gestapeld: false,
    reeksen: [
      { id: 'huidig', label: ctx.period.label },
      { id: 'vorige', label: ctx.previous.label },
    ],
    punten: ctx.buckets.map((bucket, i) => {
      const before = ctx.previousBuckets[i];
      return {
        id: bucketKey(ctx.period, bucket),
        label: bucket.label,
        waarden: [future(ctx, bucket) ? null : value(found.current[i]), before ? value(found.previous[i]) : null],
        filters: [future(ctx, bucket) ? null : drillOf(ctx, filter(bucket)), before ? drillOf(ctx, filter(before)) : null],
      };
    }),
  };
}

/** A stacked chart over the period's buckets: one series per kind; `ahead` also counts the days still to come (the agenda). */
export function stackedPeriodChart<T>(
  ctx: InsightContext,
  id: string,
  series: readonly { id: string; label: string }[],
  current: (T | undefined)[],
  value: (row: T | undefined, series: string) => number,
  filter: (range: Bucket, series: string) => Filter,
  options: { ahead?: boolean } = {},
): Grafiek {
  const open = (bucket: Bucket) => options.ahead || !future(ctx, bucket);
  return {
    id,
    eenheid: 'aantal',
    gestapeld: true,
    reeksen: series.map(({ id: s, label }) => ({ id: s, label })),
    punten: ctx.buckets.map((bucket, i) => ({
      id: bucketKey(ctx.period, bucket),
      label: bucket.label,
      waarden: series.map((s) => (open(bucket) ? value(current[i], s.id) : null)),
      filters: series.map((s) => (open(bucket) ? drillOf(ctx, filter(bucket, s.id)) : null)),
    })),
  };
}

/** A chart over categories (money providers, offices, teams, advisers), one or more series. */
export function categoryChart(
  ctx: InsightContext,
  id: string,
  eenheid: Unit,
  series: readonly { id: string; label: string }[],
  points: readonly { id: string; label: string; values: number[]; filters: (Filter | null)[] }[],
  gestapeld = false,
): Grafiek {
  return {
    id,
    eenheid,
    gestapeld,
    reeksen: series.map(({ id: s, label }) => ({ id: s, label })),
    punten: points.map((p) => ({ id: p.id, label: p.label, waarden: p.values, filters: p.filters.map((f) => (f ? drillOf(ctx, f) : null)) })),
  };
}

/** The sum of the figures of the current period's buckets. */
export const total = <T>(rows: (T | undefined)[], value: (row: T | undefined) => number) => rows.reduce((sum, row) => sum + value(row), 0);

