import { sql } from 'drizzle-orm';
import { FASES } from '../../../../contract/dossier';
import { WORKLOAD_STATUSES } from '../../../../contract/workload';
import { categoryChart, countIf, kengetal, stackedPeriodChart, total, type Figures } from '../charts';
import { ALL, bucketSql, byBucket, drillOf, num, receivedIn, rows, whereOf, type InsightContext } from '../context';
import { PASSED, reachedIn, reachedPerBucket } from '../milestones';

const RUNNING = { status: ['LOPEND'] };
const HANDLED = { workloadStatus: ['UITGEZET', 'BEHANDELING'] };
const SLA = { ...HANDLED, dossierMorgenSLASelected: 'SLA' };
const TOMORROW = { ...HANDLED, dossierMorgenSLASelected: 'MORGEN' };
const UNASSIGNED = { ...RUNNING, workloadStatus: ['UITZETTEN'] };
const FLOW = [
  { id: 'instroom', label: 'Instroom' },
  { id: 'gepasseerd', label: 'Gepasseerd' },
];

/** /dashboards/werkvoorraad: the running work now, and what came in and was passed in the period (docs/insight.md). */
export async function werkvoorraad(ctx: InsightContext): Promise<Figures> {
  const span = { van: ctx.previous.van, tot: ctx.period.tot };
  // Independent counts, side by side on the pool (each its own short transaction, `rows`).
  const [[now], perPhase, teams, receivedRows, passedRows] = await Promise.all([
    rows<{ open: number; uit: number; sla: number; morgen: number }>(
      ctx.db,
      sql`select ${countIf(ctx, RUNNING)} as open, ${countIf(ctx, UNASSIGNED)} as uit, ${countIf(ctx, SLA)} as sla, ${countIf(ctx, TOMORROW)} as morgen
          from dossiers where ${whereOf(ctx, {})}`,
    ),
    rows<{ fase: string; w: string; n: number }>(
      ctx.db,
      sql`select dossiers.fase, dossiers.workload_status as w, count(*)::int as n from dossiers where ${whereOf(ctx, RUNNING)} group by 1, 2`,
    ),
    rows<{ id: number; naam: string; n: number }>(
      ctx.db,
      sql`select t.id, t.team_naam as naam, count(*)::int as n
          from dossiers join gebruiker_teams gt on gt.gebruiker_id = dossiers.workload_gebruiker_id join teams t on t.id = gt.team_id
          where ${whereOf(ctx, { ...RUNNING, ...HANDLED })} ${ctx.base.team ? sql`and t.id = ${Number(ctx.base.team)}` : sql``}
          group by t.id, t.team_naam order by n desc, t.team_naam`,
    ),
    rows<{ k: string; n: number }>(
      ctx.db,
      sql`select ${bucketSql(ctx.period, sql`dossiers.ontvangen_op`)} as k, count(*)::int as n from dossiers
          where ${whereOf(ctx, { ...ALL, ...receivedIn(span) })} group by 1`,
    ),
    reachedPerBucket<{ k: string; n: number }>(ctx, PASSED, sql``),
  ]);
  const received = byBucket(ctx, receivedRows);
  const passed = byBucket(ctx, passedRows);
  const flow = ctx.buckets.map((_, i) => ({ instroom: num(received.current[i]?.n), gepasseerd: num(passed.current[i]?.n) }));
  const sum = (found: typeof received) => [total(found.current, (r) => num(r?.n)), total(found.previousAll, (r) => num(r?.n))];
  const [inflow, inflowBefore] = sum(received);
  const [out, outBefore] = sum(passed);

  return {
    kengetallen: [
      kengetal('open', 'aantal', num(now.open), null, drillOf(ctx, RUNNING)),
      kengetal('uitTeZetten', 'aantal', num(now.uit), null, drillOf(ctx, UNASSIGNED)),
      kengetal('sla', 'aantal', num(now.sla), null, drillOf(ctx, SLA)),
      kengetal('morgen', 'aantal', num(now.morgen), null, drillOf(ctx, TOMORROW)),
      kengetal('instroom', 'aantal', inflow, inflowBefore, drillOf(ctx, { ...ALL, ...receivedIn(ctx.period) })),
      kengetal('gepasseerd', 'aantal', out, outBefore, drillOf(ctx, reachedIn(PASSED, ctx.period))),
    ],
    grafieken: [
      categoryChart(
        ctx,
        'perFase',
        'aantal',
        WORKLOAD_STATUSES.map((w) => ({ id: w.id, label: w.name })),
        FASES.map((f) => ({
          id: f.id,
          label: f.name,
          values: WORKLOAD_STATUSES.map((w) => num(perPhase.find((r) => r.fase === f.id && r.w === w.id)?.n)),
          filters: WORKLOAD_STATUSES.map((w) => ({ ...RUNNING, fase: f.id, workloadStatus: [w.id] })),
        })),
        true,
      ),
      categoryChart(
        ctx,
        'perTeam',
        'aantal',
        [{ id: 'lopend', label: 'Uitgezet of in behandeling' }],
        teams.map((t) => ({ id: String(t.id), label: t.naam, values: [num(t.n)], filters: [{ ...RUNNING, ...HANDLED, team: String(t.id) }] })),
      ),
      stackedPeriodChart(
        ctx,
        'instroomUitstroom',
        FLOW,
        flow,
        (r, s) => (s === 'instroom' ? num(r?.instroom) : num(r?.gepasseerd)),
        (b, s) => (s === 'instroom' ? { ...ALL, ...receivedIn(b) } : reachedIn(PASSED, b)),
      ),
    ],
  };
}
