import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DayRange } from '../../../contract/insight/period';
import { firstEntry } from '../dossiers/progress';
import { startOfDay } from '../workload/calendar';
import { ALL, bucketSql, rows, whereOf, type Filter, type InsightContext } from './context';

export const PASSED = 'PASSEREN.GEPASSEERD';
export const OFFER_OUT = 'HYPOTHEEKAANBOD.UITGEBRACHT';

/** The list filter of the dossiers that entered a step within a span of days. */
export const reachedIn = (step: string, range: DayRange): Filter => ({ ...ALL, bereikt: step, bereiktVan: range.van, bereiktTot: addDays(range.tot, -1) });

/**
 * The dossiers that entered `step` in the previous or the current period, per bucket of the day
 * they (first) entered it then, with `select` counted alongside; `extra` narrows them as the list
 * filter of that name does, `join` adds tables to read from.
 */
export function reachedPerBucket<T>(ctx: InsightContext, step: string, select: SQL, options: { extra?: Filter; join?: SQL } = {}) {
  const from = startOfDay(ctx.previous.van);
  const to = startOfDay(ctx.period.tot);
  return rows<T>(
    ctx.db,
    sql`select ${bucketSql(ctx.period, sql`entered.op`)} as k, count(*)::int as n ${select}
        from dossiers ${firstEntry(step, from, to)} ${options.join ?? sql``}
        where entered.op is not null and ${whereOf(ctx, { ...ALL, ...options.extra })} group by 1`,
  );
}

/** The same for the current period only, grouped by `group` (a category: a money provider, an adviser). */
export function reachedPerGroup<T>(ctx: InsightContext, step: string, group: SQL, select: SQL, join: SQL) {
  const from = startOfDay(ctx.period.van);
  const to = startOfDay(ctx.period.tot);
  return rows<T>(
    ctx.db,
    sql`select ${group}, count(*)::int as n ${select}
        from dossiers ${firstEntry(step, from, to)} ${join}
        where entered.op is not null and ${whereOf(ctx, ALL)} group by 1, 2`,
  );
}
