import { sql } from 'drizzle-orm';
import { aanleveringValue, firstTimeRight } from '../../dossiers/progress';
import { countIf, kengetal, periodChart, total, type Figures } from '../charts';
import { ALL, bucketSql, byBucket, drillOf, num, percentage, receivedIn, rows, whereOf, type InsightContext } from '../context';
import { OFFER_OUT, PASSED, reachedIn, reachedPerBucket } from '../milestones';

const RUNNING = { status: ['LOPEND'] };
const SLA = { workloadStatus: ['UITGEZET', 'BEHANDELING'], dossierMorgenSLASelected: 'SLA' };

/**
 * /dashboard: the few figures a team lead looks at first, this week and this month (of the chosen
 * day, default today), each opening its list; the dashboards hold the rest.
 */
export async function overview(week: InsightContext, month: InsightContext): Promise<Figures> {
  const span = { van: week.previous.van, tot: week.period.tot };
  // Independent counts, side by side on the pool (each its own short transaction, `rows`).
  const [receivedRows, [now], [arrived], offerRows, passedRows] = await Promise.all([
    rows<{ k: string; n: number }>(
      week.db,
      sql`select ${bucketSql(week.period, sql`dossiers.ontvangen_op`)} as k, count(*)::int as n from dossiers
          where ${whereOf(week, { ...ALL, ...receivedIn(span) })} group by 1`,
    ),
    rows<{ open: number; sla: number }>(
      week.db,
      sql`select ${countIf(week, RUNNING)} as open, ${countIf(week, SLA)} as sla from dossiers where ${whereOf(week, {})}`,
    ),
    rows<{ compleet: number; onvolledig: number }>(
      month.db,
      sql`select count(*) filter (where a = 'COMPLEET')::int as compleet, count(*) filter (where a = 'ONVOLLEDIG')::int as onvolledig
          from (select ${aanleveringValue} as a from dossiers where ${whereOf(month, { ...ALL, ...receivedIn(month.period) })}) x`,
    ),
    reachedPerBucket<{ k: string; n: number; ftr: number }>(month, OFFER_OUT, sql`, count(*) filter (where ${firstTimeRight})::int as ftr`),
    reachedPerBucket<{ k: string; n: number }>(month, PASSED, sql``),
  ]);
  const received = byBucket(week, receivedRows);
  const offers = byBucket(month, offerRows);
  const passed = byBucket(month, passedRows);
  const sum = <T>(list: (T | undefined)[], value: (r: T | undefined) => number) => total(list, value);
  return {
    kengetallen: [
      kengetal('aanvragen', 'aantal', sum(received.current, (r) => num(r?.n)), sum(received.previousAll, (r) => num(r?.n)), drillOf(week, { ...ALL, ...receivedIn(week.period) })),
      kengetal('open', 'aantal', num(now.open), null, drillOf(week, RUNNING)),
      kengetal('sla', 'aantal', num(now.sla), null, drillOf(week, SLA)),
      kengetal('compleet', 'procent', percentage(num(arrived.compleet), num(arrived.compleet) + num(arrived.onvolledig)), null, null),
      kengetal('firstTimeRight', 'procent', percentage(sum(offers.current, (r) => num(r?.ftr)), sum(offers.current, (r) => num(r?.n))), null, null),
      kengetal('gepasseerd', 'aantal', sum(passed.current, (r) => num(r?.n)), sum(passed.previousAll, (r) => num(r?.n)), drillOf(month, reachedIn(PASSED, month.period)), month.previous.label),
    ],
    grafieken: [periodChart(week, 'perDag', 'aantal', received, (r) => num(r?.n), (b) => ({ ...ALL, ...receivedIn(b) }))],
  };
}
