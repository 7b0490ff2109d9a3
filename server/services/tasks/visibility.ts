import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserCode } from '../../../contract/permissions';
import type { WorkflowScope } from '../../../contract/workflow';
import { rowsOf, type Db } from '../../db/client';
import { dossiers, taken } from '../../db/schema';
import type { Tx } from '../dossiers/audit';
import { visibleTo } from '../dossiers/scope';
import type { TaskEvent } from '../events/publish';
import type { SessionUser } from '../permissions/access';

/**
 * Who sees a task (docs/tasks.md "Who sees a task"). Staff (M, E, B, V) work on the processor's
 * tasks, a lender's people (H) on their money provider's; an adviser, applicant or the system
 * sees none. Within the organisation a task is seen by its assignee, by the members of its team,
 * by the assignee's teammates with WORKFLOW_VIEW_TEAM and by everyone with WORKFLOW_VIEW_ALLE;
 * always only when the caller may see the task's dossier.
 */
const TASK_USER_TYPES: readonly UserCode[] = ['M', 'E', 'B', 'V', 'H'];

const dialect = new PgDialect({ casing: 'snake_case' });

/** The organisation a user's tasks belong to: a lender's money provider, else the processor (null). */
export const organisationOf = (user: { typeCode: string; geldverstrekkerId: number | null }) => (user.typeCode === 'H' ? user.geldverstrekkerId : null);

/** Whether a user of this type can hold tasks at all. */
export const holdsTasks = (user: { typeCode: string; geldverstrekkerId: number | null }) =>
  TASK_USER_TYPES.includes(user.typeCode as UserCode) && !(user.typeCode === 'H' && user.geldverstrekkerId === null);

const myTeams = (user: SessionUser) => sql`(select gt.team_id from gebruiker_teams gt where gt.gebruiker_id = ${user.id})`;
const myTeammates = (user: SessionUser) =>
  sql`(select b.gebruiker_id from gebruiker_teams a join gebruiker_teams b on b.team_id = a.team_id where a.gebruiker_id = ${user.id})`;

/** The columns that say whose a task is: `taken` itself, or the counts of `taak_tellingen`. */
type HolderColumns = { toegewezenAanId: AnyPgColumn; teamId: AnyPgColumn; geldverstrekkerId: AnyPgColumn };

/** Whose tasks a user sees (organisation and holder), before the dossier check. */
export function holderVisibleTo(user: SessionUser, columns: HolderColumns = taken): SQL {
  if (!holdsTasks(user)) return sql`false`;
  const organisation = organisationOf(user);
  const ownOrganisation = organisation === null ? isNull(columns.geldverstrekkerId) : eq(columns.geldverstrekkerId, organisation);
  const holder = user.permissions.has('WORKFLOW_VIEW_ALLE')
    ? undefined
    : or(
        eq(columns.toegewezenAanId, user.id),
        sql`${columns.teamId} in ${myTeams(user)}`,
        user.permissions.has('WORKFLOW_VIEW_TEAM') ? sql`${columns.toegewezenAanId} in ${myTeammates(user)}` : undefined,
      );
  return and(ownOrganisation, holder) as SQL;
}

/** Whether the user may open every dossier, so a task's dossier never hides it from them. */
export const seesEveryDossier = (user: SessionUser) => dialect.sqlToQuery(visibleTo(user)).sql === 'true';

export function taskVisibleTo(user: SessionUser): SQL {
  if (!holdsTasks(user)) return sql`false`;
  // Staff who may open every dossier need no look-up per task: the check would only cost time.
  const dossier = seesEveryDossier(user)
    ? undefined
    : sql`(${taken.dossierId} is null or exists (select 1 from ${dossiers} where ${dossiers.id} = ${taken.dossierId} and ${visibleTo(user)}))`;
  return and(holderVisibleTo(user), dossier) as SQL;
}

/** The workflow's scopes (spec 000 §3): mine, my teams' (the teams' own tasks and my teammates'), all I may see. */
export function scopeCondition(user: SessionUser, scope: WorkflowScope, columns: HolderColumns = taken): SQL | undefined {
  if (scope === 'MIJN') return eq(columns.toegewezenAanId, user.id);
  if (scope === 'TEAM') return or(sql`${columns.teamId} in ${myTeams(user)}`, sql`${columns.toegewezenAanId} in ${myTeammates(user)}`);
  return undefined;
}

/** Open work: not done, not archived (the partial indexes hold exactly these rows). */
export const OPEN_TASK = sql`not ${taken.gedaan} and not ${taken.gearchiveerd}`;

/** Not yet read by the user. */
export const unreadBy = (userId: number) => sql`not exists (select 1 from taak_gelezen g where g.taak_id = ${taken.id} and g.gebruiker_id = ${userId})`;

/** Whether a live task event goes to this user (services/events/hub.ts). */
export async function taskEventReaches(db: Db, user: SessionUser, event: TaskEvent) {
  if (event.onlyUserId !== undefined) return event.onlyUserId === user.id;
  const former = event.former;
  if (former && former.userId === user.id) return true;
  const formerTeam = former?.teamId ? sql`exists (select 1 from gebruiker_teams gt where gt.gebruiker_id = ${user.id} and gt.team_id = ${former.teamId})` : sql`false`;
  const [row] = rowsOf<{ reaches: boolean }>(
    await db.execute(sql`select (${formerTeam}) or exists (select 1 from ${taken} where ${taken.id} = ${event.taskId} and ${taskVisibleTo(user)}) as reaches`),
  );
  return row.reaches;
}

interface UserRow {
  id: number;
  username: string;
  type_code: string;
  kantoor_id: number | null;
  geldverstrekker_id: number | null;
  permissions: string[] | null;
}

/** Users with the rights their roles give them now, as the dossier scope needs them (not signed in). */
export async function usersWithRights(db: Db | Tx, ids: readonly number[]): Promise<SessionUser[]> {
  if (!ids.length) return [];
  const rows = rowsOf<UserRow>(
    await db.execute(sql`
      select g.id, g.username, g.type_code, g.kantoor_id, g.geldverstrekker_id,
        array(select rp.permissie from gebruiker_rollen gr join rol_permissies rp on rp.rol_id = gr.rol_id where gr.gebruiker_id = g.id) as permissions
      from gebruikers g where g.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return rows.map((r) => ({
    id: r.id,
    sessionId: '',
    username: r.username,
    typeCode: r.type_code as UserCode,
    kantoorId: r.kantoor_id,
    geldverstrekkerId: r.geldverstrekker_id,
    permissions: new Set(r.permissions ?? []),
  }));
}

/** Which of these users may see the dossier: one statement, one column per user. */
export async function whoSeesDossier(db: Db | Tx, users: readonly SessionUser[], dossierId: number): Promise<Set<number>> {
  if (!users.length) return new Set();
  const columns = users.map((u, i) => sql`(${visibleTo(u)}) as ${sql.identifier(`u${i}`)}`);
  const [row] = rowsOf<Record<string, boolean>>(await db.execute(sql`select ${sql.join(columns, sql`, `)} from ${dossiers} where ${dossiers.id} = ${dossierId}`));
  return new Set(row ? users.filter((_, i) => row[`u${i}`]).map((u) => u.id) : []);
}
