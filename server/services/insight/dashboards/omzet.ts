import { sql } from 'drizzle-orm';
import { categoryChart, kengetal, periodChart, total, type Figures } from '../charts';
import { byBucket, drillOf, num, type InsightContext } from '../context';
import { PASSED, reachedIn, reachedPerBucket, splitPerLender, type PerLender } from '../milestones';

type Counted = { k: string; n: number; volume: number };

const VOLUME = sql`, coalesce(sum(h.hoofdsom), 0)::float8 as volume`;
const MORTGAGE = sql`left join hypotheken h on h.dossier_id = dossiers.id`;

/** /dashboards/omzet: the mortgages passed at the notary and their volume (docs/insight.md). */
export async function omzet(ctx: InsightContext): Promise<Figures> {
  const { perBucket, lenders } = splitPerLender(
    ctx,
    await reachedPerBucket<Counted & PerLender>(ctx, PASSED, VOLUME, { join: MORTGAGE, perLender: true }),
    ['n', 'volume'],
  );
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
        lenders.map((l) => ({ id: String(l.gv), label: l.naam, values: [num(l.volume)], filters: [{ ...period, moneyproviders: [String(l.gv)] }] })),
      ),
    ],
  };
}
