import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { FASE_CODES } from '../../../contract/dossier';
import type { WorkloadCounters, WorkloadCountersResponse } from '../../../contract/workload';
import { rowsOf, type Db } from '../../db/client';
import { dossiers } from '../../db/schema';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { shiftDay, startOfDay, type BusinessCalendar } from './calendar';
import { COUNTED_WORK, FINISHED_WORK, phaseBounds } from './deadlines';

const empty = (): WorkloadCounters => ({ afgerond: 0, morgen: 0, sla: 0, afgerond_RA: 0, morgen_RA: 0, sla_RA: 0 });

/**
 * The sidebar counters (docs/workload.md) for the dossier group (not CDS) and the CDS group, each
 * split into the rate-offer phase (_RA) and the rest. SLA and Morgen count open work by its
 * deadline; Afgerond counts what was finished within the range of days (default today and
 * tomorrow, so: since the start of today). Each part reads a range of its own partial index
 * (dossiers_open_work_idx, dossiers_finished_idx), so the call stays fast however many dossiers there are.
 */
export async function workloadCounters(
  db: Db,
  user: SessionUser,
  calendar: BusinessCalendar,
  range: { from?: string; to?: string } = {},
): Promise<WorkloadCountersResponse> {
  // Whole days in Amsterdam time, as in the dossier filter (filters.ts).
  const from = startOfDay(range.from ?? calendar.today);
  const until = startOfDay(shiftDay(range.to ?? shiftDay(calendar.today, 1), 1));
  // One range scan per phase over open work that is due by tomorrow, and one over what was finished.
  const due = FASE_CODES.map((fase) => {
    const { dueToday, dueTomorrow } = phaseBounds(calendar, fase);
    return sql`
      select ${dossiers.cds} as cds, ${sql.raw(fase === 'RENTEAANBOD' ? 'true' : 'false')} as ra, 0 as afgerond,
        count(*) filter (where ${lt(dossiers.stapSinds, dueToday)})::int as sla,
        count(*) filter (where ${gte(dossiers.stapSinds, dueToday)})::int as morgen
      from ${dossiers}
      where ${and(COUNTED_WORK, eq(dossiers.fase, fase), lt(dossiers.stapSinds, dueTomorrow), visibleTo(user))}
      group by 1`;
  });
  const finished = sql`
    select ${dossiers.cds}, ${dossiers.fase} = 'RENTEAANBOD', count(*)::int, 0, 0
    from ${dossiers}
    where ${and(
      FINISHED_WORK,
      gte(dossiers.workloadGewijzigdOp, from),
      lt(dossiers.workloadGewijzigdOp, until),
      visibleTo(user),
    )}
    group by 1, 2`;
  const result = await db.execute(sql.join([...due, finished], sql` union all `));
  const counters: WorkloadCountersResponse = { dossiers: empty(), cds: empty() };
  for (const row of rowsOf<{ cds: boolean; ra: boolean; afgerond: number; sla: number; morgen: number }>(result)) {
    const group = counters[row.cds ? 'cds' : 'dossiers'];
    const suffix = row.ra ? '_RA' : '';
    group[`afgerond${suffix}` as keyof WorkloadCounters] += row.afgerond;
    group[`sla${suffix}` as keyof WorkloadCounters] += row.sla;
    group[`morgen${suffix}` as keyof WorkloadCounters] += row.morgen;
  }
  return counters;
}
