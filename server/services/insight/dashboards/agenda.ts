import { sql } from 'drizzle-orm';
import { BELANGRIJKE_DATUM_SOORTEN } from '../../../../contract/dossier';
import { addDays, type DayRange } from '../../../../contract/insight/period';
import { kengetal, stackedPeriodChart, type Figures } from '../charts';
import { bucketSql, bucketKey, drillOf, num, rows, whereOf, type Filter, type InsightContext } from '../context';

const RUNNING = { status: ['LOPEND'] };
const on = (soort: string, range: DayRange): Filter => ({ ...RUNNING, datumSoort: soort, datumVan: range.van, datumTot: addDays(range.tot, -1) });

/** /dashboards/agenda: the important dates of the running dossiers that fall in the period (docs/insight.md). */
export async function agenda(ctx: InsightContext): Promise<Figures> {
  const found = await rows<{ soort: string; k: string; n: number }>(
    ctx.db,
    sql`select b.soort, ${bucketSql(ctx.period, sql`b.datum`, 'day')} as k, count(*)::int as n
        from belangrijke_datums b join dossiers on dossiers.id = b.dossier_id
        where b.datum >= ${ctx.previous.van}::date and b.datum < ${ctx.period.tot}::date and ${whereOf(ctx, RUNNING)}
        group by 1, 2`,
  );
  const count = (soort: string, keys: ReadonlySet<string>) => found.filter((r) => r.soort === soort && keys.has(r.k)).reduce((s, r) => s + num(r.n), 0);
  const now = new Set(ctx.buckets.map((b) => bucketKey(ctx.period, b)));
  const before = new Set(ctx.previousBuckets.map((b) => bucketKey(ctx.previous, b)));
  const series = BELANGRIJKE_DATUM_SOORTEN.map((s) => ({ id: s.id, label: s.name }));
  const perBucket = ctx.buckets.map((b) => bucketKey(ctx.period, b));
  return {
    kengetallen: BELANGRIJKE_DATUM_SOORTEN.map((s) =>
      kengetal(s.id, 'aantal', count(s.id, now), count(s.id, before), drillOf(ctx, on(s.id, ctx.period))),
    ),
    grafieken: [
      stackedPeriodChart(
        ctx,
        'perPeriode',
        series,
        perBucket,
        (k, soort) => num(found.find((r) => r.k === k && r.soort === soort)?.n),
        (b, soort) => on(soort, b),
        { ahead: true },
      ),
    ],
  };
}
