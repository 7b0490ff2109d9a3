import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DayRange, type Period } from '../../../contract/insight/period';
import { firstEntry } from '../dossiers/progress';
import { startOfDay } from '../workload/calendar';
import { ALL, bucketKey, bucketSql, num, rows, whereOf, type Filter, type InsightContext } from './context';

export const PASSED = 'PASSEREN.GEPASSEERD';
export const OFFER_OUT = 'HYPOTHEEKAANBOD.UITGEBRACHT';

/** The list filter of the dossiers that entered a step within a span of days. */
export const reachedIn = (step: string, range: DayRange): Filter => ({ ...ALL, bereikt: step, bereiktVan: range.van, bereiktTot: addDays(range.tot, -1) });

/**
 * The dossiers that entered `step` in the previous or the current period, per bucket of the day
 * they first entered it in that period, with `select` counted alongside; `extra` narrows them as
 * the list filter of that name does, `join` adds tables to read from. With `perLender` also per
 * money provider (`gv`, `naam`; null without one): one pass gives the chart per period and the one
 * per money provider, where two statements read the same dossiers twice. The two periods are two
 * statements side by side on the pool, each reading half the stretches.
 */
export async function reachedPerBucket<T>(ctx: InsightContext, step: string, select: SQL, options: { extra?: Filter; join?: SQL; perLender?: boolean } = {}) {
  const lender = options.perLender ? { columns: sql`, g.id as gv, g.naam`, join: sql`left join geldverstrekkers g on g.id = dossiers.geldverstrekker_id`, group: sql`, 2, 3` } : { columns: sql``, join: sql``, group: sql`` };
  const inPeriod = (period: Period) =>
    rows<T>(
      ctx.db,
      sql`select ${bucketSql(ctx.period, sql`entered.op`)} as k ${lender.columns}, count(*)::int as n ${select}
          from dossiers ${firstEntry(step, startOfDay(period.van), startOfDay(period.tot))} ${lender.join} ${options.join ?? sql``}
          where entered.op is not null and ${whereOf(ctx, { ...ALL, ...options.extra })} group by 1 ${lender.group}`,
    );
  return (await Promise.all([inPeriod(ctx.previous), inPeriod(ctx.period)])).flat();
}

/** A row of `reachedPerBucket` with `perLender`. */
export type PerLender = { k: string | null; gv: number | null; naam: string | null };

/**
 * Rows of `reachedPerBucket` with `perLender` added up per bucket (for the chart per period) and,
 * over the current period's buckets, per money provider (for the chart per money provider).
 */
export function splitPerLender<T extends PerLender>(ctx: InsightContext, found: readonly T[], fields: readonly (keyof T & string)[]) {
  const add = (into: Map<unknown, T>, key: unknown, r: T) => {
    const sum = into.get(key);
    into.set(key, sum ? { ...sum, ...Object.fromEntries(fields.map((f) => [f, num(sum[f]) + num(r[f])])) } : r);
  };
  const perBucket = new Map<unknown, T>();
  const perLender = new Map<unknown, T>();
  const current = new Set(ctx.buckets.map((b) => bucketKey(ctx.period, b)));
  for (const r of found) {
    add(perBucket, r.k, r);
    if (r.gv !== null && r.k !== null && current.has(r.k)) add(perLender, r.gv, r);
  }
  return { perBucket: [...perBucket.values()] as (T & { k: string })[], lenders: [...perLender.values()] as (T & { gv: number; naam: string })[] };
}

/** The dossiers that entered `step` in the current period, counted per value of `group` (an adviser, a money provider). */
export function reachedPerGroup(ctx: InsightContext, step: string, group: SQL) {
  return rows<{ id: number; n: number }>(
    ctx.db,
    sql`select ${group} as id, count(*)::int as n
        from dossiers ${firstEntry(step, startOfDay(ctx.period.van), startOfDay(ctx.period.tot))}
        where entered.op is not null and ${whereOf(ctx, ALL)} group by 1`,
  );
}
