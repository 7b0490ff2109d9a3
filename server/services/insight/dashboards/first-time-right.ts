import { sql } from 'drizzle-orm';
import { firstTimeRight } from '../../dossiers/progress';
import { categoryChart, kengetal, stackedPeriodChart, total, type Figures } from '../charts';
import { byBucket, drillOf, num, percentage, type InsightContext } from '../context';
import { OFFER_OUT, reachedIn, reachedPerBucket, splitPerLender, type PerLender } from '../milestones';

type Counted = { k: string; n: number; ftr: number };

const SERIES = [
  { id: 'true', label: 'First time right' },
  { id: 'false', label: 'Niet first time right' },
];
const count = (r: Counted | undefined, s: string) => (s === 'true' ? num(r?.ftr) : num(r?.n) - num(r?.ftr));

/** /dashboards/first-time-right: of the offers that went out, the share that needed nothing more (docs/insight.md). */
export async function firstTimeRightDashboard(ctx: InsightContext): Promise<Figures> {
  const { perBucket, lenders } = splitPerLender(
    ctx,
    await reachedPerBucket<Counted & PerLender>(ctx, OFFER_OUT, sql`, count(*) filter (where ${firstTimeRight})::int as ftr`, { perLender: true }),
    ['n', 'ftr'],
  );
  const found = byBucket(ctx, perBucket);
  const offers = [total(found.current, (r) => num(r?.n)), total(found.previousAll, (r) => num(r?.n))];
  const right = [total(found.current, (r) => num(r?.ftr)), total(found.previousAll, (r) => num(r?.ftr))];
  const period = reachedIn(OFFER_OUT, ctx.period);
  lenders.sort((a, b) => num(b.n) - num(a.n) || a.naam.localeCompare(b.naam, 'nl'));
  return {
    kengetallen: [
      kengetal('aanbiedingen', 'aantal', offers[0], offers[1], drillOf(ctx, period)),
      kengetal('firstTimeRight', 'aantal', right[0], right[1], drillOf(ctx, { ...period, firstTimeRight: 'true' })),
      kengetal('percentage', 'procent', percentage(right[0], offers[0]), percentage(right[1], offers[1]), null),
    ],
    grafieken: [
      stackedPeriodChart(ctx, 'perPeriode', SERIES, found.current, (r, s) => count(r as Counted | undefined, s), (b, s) => ({ ...reachedIn(OFFER_OUT, b), firstTimeRight: s })),
      categoryChart(
        ctx,
        'perGeldverstrekker',
        'aantal',
        SERIES,
        lenders.map((l) => ({
          id: String(l.gv),
          label: l.naam,
          values: SERIES.map((s) => count(l, s.id)),
          filters: SERIES.map((s) => ({ ...period, moneyproviders: [String(l.gv)], firstTimeRight: s.id })),
        })),
        true,
      ),
    ],
  };
}
