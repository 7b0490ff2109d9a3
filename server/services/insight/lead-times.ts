import { inArray, sql } from 'drizzle-orm';
import type { InsightQuery, LeadTimeRow, LeadTimesAnswer } from '../../../contract/insight/answers';
import { FASE_STAPPEN, SEGMENTEN, type Segment } from '../../../contract/insight/codes';
import { FASES, type Fase } from '../../../contract/dossier';
import type { Db } from '../../db/client';
import { normInputs, overNorm } from '../dossiers/progress';
import type { SessionUser } from '../permissions/access';
import { visibleTo } from '../dossiers/scope';
import { startOfDay, type BusinessCalendar } from '../workload/calendar';
import { ALL, drillOf, insightContext, num, percentage, rows, whereOf, type Filter, type InsightContext } from './context';
import { loadNorms, normFor, type Norm } from './norms';

/** One count of the histogram: stretches of a phase or step of one money provider that took `wd` business days. */
type Count = { fase: Fase; stap: string | null; gv: number; wd: number; n: number };

/**
 * The smallest value with at least `p`% of the values at or below it (nearest rank), from a
 * histogram of whole business days; null without values.
 */
export function percentileOf(histogram: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...histogram.values()].reduce((s, n) => s + n, 0);
  if (total === 0) return null;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const value of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(value)!;
    if (seen >= rank) return value;
  }
  return null;
}

/**
 * The business days of the stretches of the segment's dossiers that ended in the period (moved on
 * to the next step or phase, or the dossier was finished), per phase, step, money provider and
 * number of days: a few thousand rows at most, whatever the number of dossiers. Read from the
 * stretches themselves, joined with their dossiers for the list's filters.
 */
export const stretchCounts = (ctx: InsightContext, segment: Filter) =>
  rows<Count>(
    ctx.db,
    sql`select v.fase, v.stap, dossiers.geldverstrekker_id as gv, v.werkdagen as wd, count(*)::int as n
        from dossier_stap_periodes v
        join dossiers on dossiers.id = v.dossier_id
        where v.eind_op >= ${startOfDay(ctx.period.van)} and v.eind_op < ${startOfDay(ctx.period.tot)} and v.afloop in ('VOLGENDE', 'AFGEROND')
          and v.werkdagen is not null
          and ${whereOf(ctx, { ...ALL, ...segment })}
        group by 1, 2, 3, 4`,
  );

/**
 * The same counts added up from `doorlooptijd_tellingen` (kept per month): a year is some 50,000
 * rows there against 750,000 stretches at 100,000 dossiers. The table bears the dossier's column
 * names and is read under the dossier's name, so the user's scope (`visibleTo`) is the very
 * condition the list adds; the segment, the CDS scope and the money provider are its own columns.
 */
export const summedCounts = (ctx: InsightContext, segment: Filter) => {
  const lenders = ctx.base.moneyproviders as string[] | undefined;
  return rows<Count>(
    ctx.db,
    sql`select dossiers.fase, dossiers.stap, dossiers.geldverstrekker_id as gv, dossiers.werkdagen as wd, sum(dossiers.aantal)::int as n
        from doorlooptijd_tellingen dossiers
        where dossiers.maand >= ${ctx.period.van}::date and dossiers.maand < ${ctx.period.tot}::date and dossiers.aantal <> 0
          and ${visibleTo(ctx.user)} ${ctx.scope === 'met' ? sql`` : sql`and dossiers.cds = ${ctx.scope === 'alleen'}`}
          ${segment.kantoorType ? sql`and dossiers.kantoor_type = ${segment.kantoorType}` : sql``}
          ${segment.dossierBTL ? sql`and dossiers.btl = ${segment.dossierBTL === 'true'}` : sql``}
          ${lenders ? sql`and ${inArray(sql`dossiers.geldverstrekker_id`, lenders.map(Number))}` : sql``}
        group by 1, 2, 3, 4`,
  );
};

/**
 * Whether the summed counts answer the call: a year or a month (whole months), and no filter on
 * what they are not kept by (an office, a team, an adviser's own office). Otherwise the stretches
 * are read: the few of one office, or of a week.
 */
export const summable = (ctx: InsightContext, segment: Filter) =>
  ctx.period.soort !== 'week' &&
  ctx.user.typeCode !== 'A' &&
  Object.keys(ctx.base).every((k) => k === 'moneyproviders' || k === 'dossierCds') &&
  Object.keys(segment).every((k) => k === 'kantoorType' || k === 'dossierBTL');

const histogram = (ctx: InsightContext, segment: Filter) => (summable(ctx, segment) ? summedCounts(ctx, segment) : stretchCounts(ctx, segment));

/**
 * The running dossiers of the segment per phase and step now, and how many of them are over the
 * step's norm: the list's over-norm test (`overNorm`) once per group of dossiers alike in what it
 * reads, rather than once per dossier.
 */
function running(ctx: InsightContext, segment: Filter) {
  const own = normInputs(ctx.calendar.today);
  const grouped = overNorm({ fase: sql`g.fase`, stap: sql`g.stap`, geldverstrekkerId: sql`g.gv`, segment: sql`g.segment`, daysInStep: sql`g.dagen` });
  return rows<{ fase: Fase; stap: string; n: number; boven: number }>(
    ctx.db,
    sql`select g.fase, g.stap, sum(g.n)::int as n, coalesce(sum(g.n) filter (where ${grouped}), 0)::int as boven
        from (select dossiers.fase, dossiers.stap, dossiers.geldverstrekker_id as gv, ${own.segment} as segment, ${own.daysInStep} as dagen, count(*) as n
              from dossiers where ${whereOf(ctx, { ...segment, status: ['LOPEND'] })} group by 1, 2, 3, 4, 5) g
        group by 1, 2`,
  );
}

function row(ctx: InsightContext, segment: Segment, filter: Filter, norms: readonly Norm[], counts: Count[], fase: Fase, stap: string | null, now: { n: number; boven: number }): LeadTimeRow {
  const code = stap ? `${fase}.${stap}` : fase;
  const mine = counts.filter((c) => c.fase === fase && (c.stap ?? null) === stap);
  const days = new Map<number, number>();
  let within = 0;
  for (const c of mine) {
    days.set(num(c.wd), (days.get(num(c.wd)) ?? 0) + num(c.n));
    const norm = normFor(norms, code, segment, num(c.gv));
    if (norm && num(c.wd) <= norm.normWerkdagen) within += num(c.n);
  }
  const aantal = mine.reduce((s, c) => s + num(c.n), 0);
  const general = normFor(norms, code, segment, ctx.base.moneyproviders ? Number(ctx.base.moneyproviders[0]) : null);
  const step: Filter = stap ? { fase, stap } : { fase };
  const label = stap ? FASE_STAPPEN.find((s) => s.id === code)!.name : `${FASES.find((f) => f.id === fase)!.name} (hele fase)`;
  return {
    fase,
    stap,
    label,
    aantal,
    mediaan: percentileOf(days, 50),
    p80: percentileOf(days, 80),
    p95: percentileOf(days, 95),
    norm: general?.normWerkdagen ?? null,
    signaal: general?.signaalWerkdagen ?? null,
    binnenNorm: general ? percentage(within, aantal) : null,
    nuLopend: now.n,
    nuBovenNorm: stap ? now.boven : null,
    filterLopend: drillOf(ctx, { ...filter, status: ['LOPEND'], ...step }),
    filterBovenNorm: stap ? drillOf(ctx, { ...filter, ...step, bovenNorm: 'true' }) : null,
  };
}

/**
 * GET /inzicht/doorlooptijden/{segment}: per phase and step the lead time in business days of what
 * left it in the period (median, P80, P95), the share within the norm, and the running dossiers in
 * it now with those over the norm one click away (docs/insight.md "Doorlooptijden").
 */
export async function leadTimes(db: Db, user: SessionUser, calendar: BusinessCalendar, segment: Segment, q: InsightQuery): Promise<LeadTimesAnswer> {
  const ctx = insightContext(db, user, calendar, q);
  const filter: Filter = { ...SEGMENTEN.find((s) => s.id === segment)!.filter };
  const [counts, now, norms] = await Promise.all([histogram(ctx, filter), running(ctx, filter), loadNorms(db)]);
  const current = (fase: Fase, stap: string | null) => {
    const mine = now.filter((r) => r.fase === fase && (stap === null || r.stap === stap));
    return { n: mine.reduce((s, r) => s + num(r.n), 0), boven: mine.reduce((s, r) => s + num(r.boven), 0) };
  };
  const rijen = FASES.flatMap((f) => [
    row(ctx, segment, filter, norms, counts, f.id, null, current(f.id, null)),
    ...FASE_STAPPEN.filter((s) => s.fase === f.id).map((s) => row(ctx, segment, filter, norms, counts, f.id, s.stap, current(f.id, s.stap))),
  ]);
  return {
    segment,
    periode: { soort: ctx.period.soort, label: ctx.period.label, van: ctx.period.van, tot: ctx.period.tot, vorige: { label: ctx.previous.label, van: ctx.previous.van, tot: ctx.previous.tot } },
    rijen,
  };
}
