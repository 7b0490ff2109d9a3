import { sql } from 'drizzle-orm';
import type { Startpagina } from '../../../contract/insight/startpagina';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { dossierSearchSchema } from '../../../contract/dossier-search';
import type { Db } from '../../db/client';
import { listDossiers } from '../dossiers/list';
import { visibleTo } from '../dossiers/scope';
import { readInformation, searchItems } from '../information/items';
import { allows, type SessionUser } from '../permissions/access';
import { myTasks } from '../tasks/lists';
import { holdsTasks } from '../tasks/visibility';
import type { BusinessCalendar } from '../workload/calendar';
import { rows } from './context';

const SHOWN = 5;
const RECENT = 8;

/** The user's own open tasks, the soonest deadline first. */
async function tasks(db: Db, user: SessionUser) {
  if (!holdsTasks(user)) return null;
  const page = await myTasks(db, user, { page: 0, size: SHOWN, sort: 'deadline,asc' }, { gedaan: false, gearchiveerd: false });
  return { totaal: page.totalElements, items: page.content };
}

/** The dossiers the user handles whose SLA term ends today or has passed (the SLA list, narrowed to the user). */
async function overSla(db: Db, user: SessionUser, calendar: BusinessCalendar) {
  if (!DOSSIER_VIEW.some((p) => user.permissions.has(p))) return null;
  const query = { gebruiker: String(user.id), workloadStatus: ['UITGEZET', 'BEHANDELING'], dossierMorgenSLASelected: 'SLA' };
  const page = await listDossiers(db, 'dossiers', dossierSearchSchema.parse({ ...query, size: String(SHOWN), sort: 'stapSinds,asc' }), user, calendar);
  return {
    totaal: page.totalElements,
    items: page.content.map((d) => ({ id: d.id, naamHypotheekGever: d.naamHypotheekGever, fase: d.fase, stap: d.stap, cds: d.cds, btl: d.btl, slaDatum: d.workload.slaDatum })),
    filter: { lijst: 'dossiers' as const, query },
  };
}

async function announcements(db: Db, user: SessionUser) {
  if (!allows(readInformation, user)) return null;
  const page = await searchItems(db, user, { page: 0, size: SHOWN, categorie: 'aankondigingen', active: true }, false);
  return page.content.map((i) => ({ id: i.id, titel: i.titel, samenvatting: i.samenvatting, publicatieDatum: i.publicatieDatum }));
}

/** The dossiers the user changed last (the audit trail), that they may still see. */
async function recent(db: Db, user: SessionUser) {
  if (!DOSSIER_VIEW.some((p) => user.permissions.has(p))) return null;
  const found = await rows<{ id: number; naam_hypotheek_gever: string; fase: string; stap: string; cds: boolean; btl: boolean; op: string }>(
    db,
    sql`with w as (
          select dossier_id, gewijzigd_op from dossier_wijzigingen where gebruiker_id = ${user.id} order by gewijzigd_op desc limit 500
        )
        select dossiers.id, dossiers.naam_hypotheek_gever, dossiers.fase, dossiers.stap, dossiers.cds, dossiers.btl,
               to_char(max(w.gewijzigd_op) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as op
        from w join dossiers on dossiers.id = w.dossier_id
        where ${visibleTo(user)}
        group by dossiers.id order by max(w.gewijzigd_op) desc limit ${RECENT}`,
  );
  return found.map((d) => ({ id: d.id, naamHypotheekGever: d.naam_hypotheek_gever, fase: d.fase, stap: d.stap, cds: d.cds, btl: d.btl, gewijzigdOp: d.op }));
}

/** GET /startpagina: the signed-in user's open tasks, dossiers over their SLA, the latest announcements and their recent dossiers. */
export async function startpagina(db: Db, user: SessionUser, calendar: BusinessCalendar): Promise<Startpagina> {
  const [taken, sla, aankondigingen, recentDossiers] = await Promise.all([tasks(db, user), overSla(db, user, calendar), announcements(db, user), recent(db, user)]);
  return { taken, overSla: sla, aankondigingen, recent: recentDossiers };
}
