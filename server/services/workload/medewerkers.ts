import { and, gte, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { dossiers, gebruikers } from '../../db/schema';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { startOfDay, type BusinessCalendar } from './calendar';
import { COUNTED_WORK, deadlineCondition, FINISHED_WORK } from './deadlines';
import type { HandlerLoad } from '../../../contract/workload';
import { WORKLOAD_USER_TYPES } from './assign';

/**
 * The load per handler for werkverdeling (GET /medewerkers/workload): every active staff member,
 * also those without work, with their open dossiers, how many are due (SLA) or due tomorrow
 * (Morgen), and how many they finished today.
 */
export async function handlerLoads(db: Db, user: SessionUser, calendar: BusinessCalendar): Promise<HandlerLoad[]> {
  const todayStart = startOfDay(calendar.today);
  const finishedToday = and(FINISHED_WORK, gte(dossiers.workloadGewijzigdOp, todayStart));
  const result = await db.execute(sql`
    select g.id, g.voor_letters, g.tussen_voegsels, g.achter_naam,
      count(${dossiers.id}) filter (where ${dossiers.workloadStatus} = 'UITGEZET' and ${COUNTED_WORK})::int as uitgezet,
      count(${dossiers.id}) filter (where ${dossiers.workloadStatus} = 'BEHANDELING' and ${COUNTED_WORK})::int as behandeling,
      count(${dossiers.id}) filter (where ${COUNTED_WORK} and ${deadlineCondition(calendar, 'SLA')})::int as sla,
      count(${dossiers.id}) filter (where ${COUNTED_WORK} and ${deadlineCondition(calendar, 'MORGEN')})::int as morgen,
      count(${dossiers.id}) filter (where ${finishedToday})::int as afgerond_vandaag
    from ${gebruikers} g
    left join ${dossiers} on ${and(
      sql`${dossiers.workloadGebruikerId} = g.id`,
      visibleTo(user),
      or(COUNTED_WORK, finishedToday),
    )}
    where g.active and g.type_code in ${[...WORKLOAD_USER_TYPES]}
    group by g.id
    order by lower(g.achter_naam), g.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: r.id as number,
    voorLetters: r.voor_letters as string,
    tussenVoegsels: r.tussen_voegsels as string | null,
    achterNaam: r.achter_naam as string,
    uitgezet: r.uitgezet as number,
    behandeling: r.behandeling as number,
    totaal: (r.uitgezet as number) + (r.behandeling as number),
    sla: r.sla as number,
    morgen: r.morgen as number,
    afgerondVandaag: r.afgerond_vandaag as number,
  }));
}
