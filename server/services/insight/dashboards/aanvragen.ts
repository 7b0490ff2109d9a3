import { sql } from 'drizzle-orm';
import { countWorkingDays, daysSoFar } from '../calendar';
import { categoryChart, countIf, kengetal, periodChart, total, type Figures } from '../charts';
import { ALL, byBucket, bucketSql, drillOf, num, receivedIn, rows, whereOf, type InsightContext } from '../context';

type Counted = { k: string; n: number; hdn: number; btl: number };

const HDN = { HDN: '1' };
const BTL = { dossierBTL: 'true' };

/** /dashboards/aanvragen: what came in (docs/insight.md). */
export async function aanvragen(ctx: InsightContext): Promise<Figures> {
  const span = { van: ctx.previous.van, tot: ctx.period.tot };
  const received = { ...ALL, ...receivedIn(ctx.period) };
  const [perBucket, lenders, offices] = await Promise.all([
    rows<Counted>(
      ctx.db,
      sql`select ${bucketSql(ctx.period, sql`dossiers.ontvangen_op`)} as k, count(*)::int as n, ${countIf(ctx, HDN)} as hdn, ${countIf(ctx, BTL)} as btl
          from dossiers where ${whereOf(ctx, { ...ALL, ...receivedIn(span) })} group by 1`,
    ),
    rows<{ id: number; naam: string; n: number }>(
      ctx.db,
      sql`select g.id, g.naam, count(*)::int as n from dossiers join geldverstrekkers g on g.id = dossiers.geldverstrekker_id
          where ${whereOf(ctx, received)} group by g.id, g.naam order by n desc, g.naam`,
    ),
    rows<{ id: number; naam: string; n: number }>(
      ctx.db,
      sql`select k.id, k.bedrijfs_naam || ', ' || k.plaats_naam as naam, count(*)::int as n from dossiers join kantoren k on k.id = dossiers.kantoor_id
          where ${whereOf(ctx, received)} group by k.id, naam order by n desc, naam limit 10`,
    ),
  ]);
  const found = byBucket(ctx, perBucket);
  const sum = (key: keyof Omit<Counted, 'k'>) => [total(found.current, (r) => num(r?.[key])), total(found.previousAll, (r) => num(r?.[key]))];
  const [n, nBefore] = sum('n');
  const [hdn, hdnBefore] = sum('hdn');
  const [btl, btlBefore] = sum('btl');
  const days = countWorkingDays(ctx.calendar, daysSoFar(ctx.calendar, ctx.period));
  const daysBefore = countWorkingDays(ctx.calendar, daysSoFar(ctx.calendar, ctx.previous));
  const perDay = (count: number, d: number) => (d > 0 ? Math.round((count / d) * 10) / 10 : null);
  const aantal = [{ id: 'aanvragen', label: 'Aanvragen' }];
  return {
    kengetallen: [
      kengetal('aanvragen', 'aantal', n, nBefore, drillOf(ctx, received)),
      kengetal('viaHdn', 'aantal', hdn, hdnBefore, drillOf(ctx, { ...received, ...HDN })),
      kengetal('btl', 'aantal', btl, btlBefore, drillOf(ctx, { ...received, ...BTL })),
      kengetal('perWerkdag', 'aantal', perDay(n, days), perDay(nBefore, daysBefore), null),
    ],
    grafieken: [
      periodChart(ctx, 'perPeriode', 'aantal', found, (r) => num(r?.n), (b) => ({ ...ALL, ...receivedIn(b) })),
      categoryChart(
        ctx,
        'perGeldverstrekker',
        'aantal',
        aantal,
        lenders.map((l) => ({ id: String(l.id), label: l.naam, values: [num(l.n)], filters: [{ ...received, moneyproviders: [String(l.id)] }] })),
      ),
      categoryChart(
        ctx,
        'perKantoor',
        'aantal',
        aantal,
        offices.map((o) => ({ id: String(o.id), label: o.naam, values: [num(o.n)], filters: [{ ...received, kantoor: String(o.id) }] })),
      ),
    ],
  };
}
