import { sql } from 'drizzle-orm';
import { categoryChart, kengetal, periodChart, total, type Figures } from '../charts';
import { byBucket, drillOf, num, type InsightContext } from '../context';
import { PASSED, reachedIn, reachedPerBucket, reachedPerGroup } from '../milestones';

type Counted = { k: string; n: number; volume: number };

const VOLUME = sql`, coalesce(sum(h.hoofdsom), 0)::float8 as volume`;
const MORTGAGE = sql`left join hypotheken h on h.dossier_id = dossiers.id`;

/** /dashboards/omzet: the mortgages passed at the notary and their volume (docs/insight.md). */
export async function omzet(ctx: InsightContext): Promise<Figures> {
  const [perBucket, lenders] = await Promise.all([
    reachedPerBucket<Counted>(ctx, PASSED, VOLUME, { join: MORTGAGE }),
    reachedPerGroup<{ id: number; naam: string; n: number; volume: number }>(
      ctx,
      PASSED,
      sql`g.id, g.naam`,
      VOLUME,
      sql`join geldverstrekkers g on g.id = dossiers.geldverstrekker_id ${MORTGAGE}`,
    ),
  ]);
  const found = byBucket(ctx, perBucket);
  const passed = [total(found.current, (r) => num(r?.n)), total(found.previousAll, (r) => num(r?.n))];
  const volume = [total(found.current, (r) => num(r?.volume)), total(found.previousAll, (r) => num(r?.volume))];
  const average = (i: number) => (passed[i] > 0 ? Math.round(volume[i] / passed[i]) : null);
  const period = reachedIn(PASSED, ctx.period);
  lenders.sort((a, b) => num(b.volume) - num(a.volume) || a.naam.localeCompare(b.naam, 'nl'));
  const inBucket = (b: { van: string; tot: string }) => reachedIn(PASSED, b);
  return {
    kengetallen: [
      kengetal('gepasseerd', 'aantal', passed[0], passed[1], drillOf(ctx, period)),
      kengetal('volume', 'euro', volume[0], volume[1], drillOf(ctx, period)),
      kengetal('gemiddeld', 'euro', average(0), average(1), null),
    ],
    grafieken: [
      periodChart(ctx, 'aantalPerPeriode', 'aantal', found, (r) => num(r?.n), inBucket),
      periodChart(ctx, 'volumePerPeriode', 'euro', found, (r) => num(r?.volume), inBucket),
      categoryChart(
        ctx,
        'volumePerGeldverstrekker',
        'euro',
        [{ id: 'volume', label: 'Volume' }],
        lenders.map((l) => ({ id: String(l.id), label: l.naam, values: [num(l.volume)], filters: [{ ...period, moneyproviders: [String(l.id)] }] })),
      ),
    ],
  };
}
