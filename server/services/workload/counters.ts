import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { FASE_CODES } from '../../../contract/dossier';
import type { WorkloadCounters, WorkloadCountersResponse } from '../../../contract/workload';
import type { Db } from '../../db/client';
import { BuiltStatements, runPrepared } from '../../db/prepared';
import { dossiers } from '../../db/schema';
import { visibleTo } from '../dossiers/scope';
import { userKey, type SessionUser } from '../permissions/access';
import { remembered, shiftDay, startOfDay, type BusinessCalendar } from './calendar';
import { COUNTED_WORK, FINISHED_WORK, phaseBounds } from './deadlines';

const empty = (): WorkloadCounters => ({ alle: 0, afgerond: 0, morgen: 0, sla: 0, afgerond_RA: 0, morgen_RA: 0, sla_RA: 0 });

/**
 * The sidebar counters (docs/workload.md) for the dossier group (not CDS) and the CDS group, each
 * split into the rate-offer phase (_RA) and the rest. SLA and Morgen count open work by its
 * deadline; Afgerond counts what was finished within the range of days (default today and
 * tomorrow, so: since the start of today); Alle counts every unarchived dossier. Each counter is
 * what its sidebar entry's list shows (the list filter AFGEROND is "finished since the start of
 * today"). SLA, Morgen and Afgerond each read a range of their own partial index
 * (dossiers_open_work_idx, dossiers_finished_idx).
 */
export async function workloadCounters(
  db: Db,
  user: SessionUser,
  calendar: BusinessCalendar,
  range: { from?: string; to?: string } = {},
): Promise<WorkloadCountersResponse> {
  // Built once per user, range and calendar (the bounds are the day's), and prepared: the
  // sidebar asks for the counters with every list. The range is whole days in Amsterdam time, as
  // in the dossier filter (filters.ts); the days as asked for key it, so a request that finds its
  // statement works none of it out.
  const key = JSON.stringify([userKey(user), range.from ?? null, range.to ?? null]);
  const statement = remembered(calendar, 'counter statements', () => new BuiltStatements(64)).get(key, () =>
    countersStatement(user, calendar, startOfDay(range.from ?? calendar.today), startOfDay(shiftDay(range.to ?? shiftDay(calendar.today, 1), 1))),
  );
  const counters: WorkloadCountersResponse = { dossiers: empty(), cds: empty() };
  for (const row of await runPrepared<{ cds: boolean; ra: boolean; alle: number; afgerond: number; sla: number; morgen: number }>(db, statement)) {
    const group = counters[row.cds ? 'cds' : 'dossiers'];
    const suffix = row.ra ? '_RA' : '';
    group.alle += row.alle;
    group[`afgerond${suffix}` as keyof WorkloadCounters] += row.afgerond;
    group[`sla${suffix}` as keyof WorkloadCounters] += row.sla;
    group[`morgen${suffix}` as keyof WorkloadCounters] += row.morgen;
  }
  return counters;
}

function countersStatement(user: SessionUser, calendar: BusinessCalendar, from: Date, until: Date) {
  // One range scan per phase over open work that is due by tomorrow, and one over what was finished.
  const due = FASE_CODES.map((fase) => {
    const { dueToday, dueTomorrow } = phaseBounds(calendar, fase);
    return sql`
      select ${dossiers.cds} as cds, ${sql.raw(fase === 'RENTEAANBOD' ? 'true' : 'false')} as ra, 0 as alle, 0 as afgerond,
        count(*) filter (where ${lt(dossiers.stapSinds, dueToday)})::int as sla,
        count(*) filter (where ${gte(dossiers.stapSinds, dueToday)})::int as morgen
      from ${dossiers}
      where ${and(COUNTED_WORK, eq(dossiers.fase, fase), lt(dossiers.stapSinds, dueTomorrow), visibleTo(user))}
      group by 1`;
  });
  const finished = sql`
    select ${dossiers.cds}, ${dossiers.fase} = 'RENTEAANBOD', 0, count(*)::int, 0, 0
    from ${dossiers}
    where ${and(
      FINISHED_WORK,
      gte(dossiers.workloadGewijzigdOp, from),
      lt(dossiers.workloadGewijzigdOp, until),
      visibleTo(user),
    )}
    group by 1, 2`;
  const all = sql`
    select ${dossiers.cds}, false, count(*)::int, 0, 0, 0
    from ${dossiers}
    where ${and(eq(dossiers.gearchiveerd, false), visibleTo(user))}
    group by 1`;
  return sql.join([...due, finished, all], sql` union all `);
}
