import { and, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { FASE_CODES, type Fase } from '../../../contract/dossier';
import { HANDLER_WORKLOAD_STATUSES, type ListDeadlineFilter, type SlaFilter } from '../../../contract/workload';
import { dossiers } from '../../db/schema';
import { oneOf } from '../../db/schema/checks';
import { addBusinessDays, businessDayBack, remembered, startOfDay, type BusinessCalendar } from './calendar';

/**
 * The SLA term of each phase in business days, counted from the day a dossier entered its step
 * (docs/workload.md). A rate offer is wanted quickly; an application takes a closer look.
 */
const SLA_TERM_DAYS: Record<Fase, number> = {
  AANVRAAG: 3,
  RENTEAANBOD: 1,
  HYPOTHEEKAANBOD: 2,
  PASSEREN: 2,
};

/** The deadline of a step entered on `stepDay`: the term's last business day. */
export const deadlineOf = (calendar: BusinessCalendar, fase: Fase, stepDay: string) =>
  addBusinessDays(calendar, stepDay, SLA_TERM_DAYS[fase]);

/** SLA when the deadline is today or has passed, MORGEN when it is the next business day. */
export function deadlineFlag(calendar: BusinessCalendar, deadline: string): SlaFilter | null {
  if (deadline <= calendar.today) return 'SLA';
  return deadline === addBusinessDays(calendar, calendar.today, 1) ? 'MORGEN' : null;
}

/**
 * The deadline is on or before day D exactly when the step began before the term's n-th business
 * day counted back from D. So per phase: SLA is `stap_sinds < dueToday`, MORGEN is
 * `dueToday <= stap_sinds < dueTomorrow` — ranges an index on (fase, stap_sinds) serves.
 */
export function phaseBounds(calendar: BusinessCalendar, fase: Fase): { readonly dueToday: Date; readonly dueTomorrow: Date } {
  const term = SLA_TERM_DAYS[fase];
  return remembered(calendar, `bounds ${fase}`, () => ({
    dueToday: startOfDay(businessDayBack(calendar, calendar.today, term)),
    dueTomorrow: startOfDay(businessDayBack(calendar, addBusinessDays(calendar, calendar.today, 1), term)),
  }));
}

/** The deadline of the step is today or past (SLA) or exactly the next business day (MORGEN). */
function deadlineTerms(calendar: BusinessCalendar, filter: SlaFilter): SQL {
  const perPhase = FASE_CODES.map((fase) => {
    const { dueToday, dueTomorrow } = phaseBounds(calendar, fase);
    return filter === 'SLA'
      ? and(eq(dossiers.fase, fase), lt(dossiers.stapSinds, dueToday))
      : and(eq(dossiers.fase, fase), gte(dossiers.stapSinds, dueToday), lt(dossiers.stapSinds, dueTomorrow));
  });
  return or(...perPhase) as SQL;
}

/** Work that still runs against its term: a running dossier whose workload is not finished. */
const OPEN_WORK = and(
  eq(dossiers.status, 'LOPEND'),
  eq(dossiers.gearchiveerd, false),
  ne(dossiers.workloadStatus, 'AFGEROND'),
) as SQL;

/**
 * The list filter dossierMorgenSLASelected: open work whose deadline is due (SLA) or due tomorrow
 * (MORGEN), or work finished since the start of today (AFGEROND), as the sidebar counters count.
 */
export const deadlineCondition = (calendar: BusinessCalendar, filter: ListDeadlineFilter) =>
  filter === 'AFGEROND'
    ? (and(FINISHED_WORK, gte(dossiers.workloadGewijzigdOp, startOfDay(calendar.today))) as SQL)
    : (and(OPEN_WORK, deadlineTerms(calendar, filter)) as SQL);

/**
 * What the SLA and Morgen counters count (spec 000 §2: workload UITGEZET and BEHANDELING) of
 * running, unarchived dossiers. The partial index dossiers_open_work_idx holds exactly these rows;
 * the values are written as literals so the planner can see that the index covers the query.
 */
export const COUNTED_WORK = sql`${oneOf(dossiers.workloadStatus, HANDLER_WORKLOAD_STATUSES)} and ${dossiers.status} = 'LOPEND' and not ${dossiers.gearchiveerd}`;

/** What the Afgerond counter counts; the partial index dossiers_finished_idx holds exactly these rows. */
export const FINISHED_WORK = sql`${dossiers.workloadStatus} = 'AFGEROND' and not ${dossiers.gearchiveerd}`;
