import { sql } from 'drizzle-orm';
import { AANLEVERINGEN, type Aanlevering } from '../../../../contract/insight/codes';
import { aanleveringValue } from '../../dossiers/progress';
import { categoryChart, kengetal, stackedPeriodChart, total, type Figures } from '../charts';
import { ALL, byBucket, bucketSql, drillOf, num, percentage, receivedIn, rows, whereOf, type InsightContext } from '../context';

type Counted = { k: string } & Record<Aanlevering, number>;

/**
 * The counts per kind, summed from groups of (…, kind): grouping on the kind works it out once per
 * dossier, where counting with a filter per kind worked it out three times.
 */
const kinds = sql`sum(n) filter (where a = 'COMPLEET')::int as "COMPLEET", sum(n) filter (where a = 'ONVOLLEDIG')::int as "ONVOLLEDIG",
  sum(n) filter (where a = 'IN_BEOORDELING')::int as "IN_BEOORDELING"`;

/** /dashboards/compleet-dossier: how the applications of the period arrived (docs/insight.md). */
export async function compleetDossier(ctx: InsightContext): Promise<Figures> {
  const span = { van: ctx.previous.van, tot: ctx.period.tot };
  const received = { ...ALL, ...receivedIn(ctx.period) };
  const [perBucket, offices] = await Promise.all([
    rows<Counted>(
      ctx.db,
      sql`select k, ${kinds} from (
            select ${bucketSql(ctx.period, sql`dossiers.ontvangen_op`)} as k, ${aanleveringValue} as a, count(*) as n
            from dossiers where ${whereOf(ctx, { ...ALL, ...receivedIn(span) })} group by 1, 2) x
          group by k`,
    ),
    rows<Counted & { id: number; naam: string }>(
      ctx.db,
      sql`select k.id, k.bedrijfs_naam || ', ' || k.plaats_naam as naam, ${kinds} from (
            select dossiers.kantoor_id, ${aanleveringValue} as a, count(*) as n
            from dossiers where ${whereOf(ctx, received)} group by 1, 2) x
          join kantoren k on k.id = x.kantoor_id
          group by k.id, naam order by sum(n) desc, naam limit 10`,
    ),
  ]);
  const found = byBucket(ctx, perBucket);
  const sums = (list: (Counted | undefined)[]) => Object.fromEntries(AANLEVERINGEN.map((a) => [a.id, total(list, (r) => num(r?.[a.id]))])) as Record<Aanlevering, number>;
  const now = sums(found.current);
  const before = sums(found.previousAll);
  const share = (c: Record<Aanlevering, number>) => percentage(c.COMPLEET, c.COMPLEET + c.ONVOLLEDIG);
  const series = AANLEVERINGEN.map((a) => ({ id: a.id, label: a.name }));
  return {
    kengetallen: [
      kengetal('compleet', 'aantal', now.COMPLEET, before.COMPLEET, drillOf(ctx, { ...received, aanlevering: 'COMPLEET' })),
      kengetal('onvolledig', 'aantal', now.ONVOLLEDIG, before.ONVOLLEDIG, drillOf(ctx, { ...received, aanlevering: 'ONVOLLEDIG' })),
      kengetal('inBeoordeling', 'aantal', now.IN_BEOORDELING, before.IN_BEOORDELING, drillOf(ctx, { ...received, aanlevering: 'IN_BEOORDELING' })),
      kengetal('percentage', 'procent', share(now), share(before), null),
    ],
    grafieken: [
      stackedPeriodChart(ctx, 'perPeriode', series, found.current, (r, s) => num(r?.[s as Aanlevering]), (b, s) => ({ ...ALL, ...receivedIn(b), aanlevering: s })),
      categoryChart(
        ctx,
        'perKantoor',
        'aantal',
        series,
        offices.map((o) => ({
          id: String(o.id),
          label: o.naam,
          values: AANLEVERINGEN.map((a) => num(o[a.id])),
          filters: AANLEVERINGEN.map((a) => ({ ...received, kantoor: String(o.id), aanlevering: a.id })),
        })),
        true,
      ),
    ],
  };
}
