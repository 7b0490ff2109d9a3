import { eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { taken } from '../../db/schema';
import type { Db } from '../../db/client';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';
import { taskPage } from './read';
import { scopeCondition } from './visibility';

interface Paging {
  page: number;
  size: number;
  sort?: string | string[];
}

interface StateFilter {
  gedaan?: boolean;
  gearchiveerd: boolean;
}

export interface TaskSearch extends StateFilter {
  gebruikers?: number[];
  teams?: number[];
  isTeam?: boolean;
  dossierId?: number | null;
}

const stateConditions = (filter: StateFilter): (SQL | undefined)[] => [
  filter.gedaan === undefined ? undefined : eq(taken.gedaan, filter.gedaan),
  eq(taken.gearchiveerd, filter.gearchiveerd),
];

/** The conditions of the spec's task search filter (000 §3): people or teams, isTeam, dossier. */
export function searchConditions(search: TaskSearch, dossierId?: number): (SQL | undefined)[] {
  const dossier = search.dossierId ?? dossierId;
  return [
    ...stateConditions(search),
    dossier ? eq(taken.dossierId, dossier) : undefined,
    search.gebruikers?.length ? inArray(taken.toegewezenAanId, search.gebruikers) : undefined,
    search.teams?.length ? inArray(taken.teamId, search.teams) : undefined,
    search.isTeam === undefined ? undefined : search.isTeam ? isNotNull(taken.teamId) : isNull(taken.teamId),
  ];
}

/** POST /taken/search: paged zero-based, sorted, by person or team, by dossier. */
export const searchTasks = (db: Db, user: SessionUser, paging: Paging & { dossierId?: number }, search: TaskSearch) =>
  taskPage(db, user, searchConditions(search, paging.dossierId), paging);

/** POST /gebruikers/taken: the caller's own tasks. */
export const myTasks = (db: Db, user: SessionUser, paging: Paging, filter: StateFilter) =>
  taskPage(db, user, [eq(taken.toegewezenAanId, user.id), ...stateConditions(filter)], paging);

/** POST /gebruikers/{userId}/taken: one person's tasks, as far as the caller may see them. */
export const userTasks = (db: Db, user: SessionUser, userId: number, paging: Paging, filter: StateFilter) =>
  taskPage(db, user, [eq(taken.toegewezenAanId, userId), ...stateConditions(filter)], paging);

/** POST /gebruikers/current/teammates/taken: my teams' tasks and my teammates', not my own. */
export const teammatesTasks = (db: Db, user: SessionUser, paging: Paging, filter: StateFilter) =>
  taskPage(db, user, [scopeCondition(user, 'TEAM'), sql`${taken.toegewezenAanId} is distinct from ${user.id}`, ...stateConditions(filter)], paging);

/** GET /dossiers/{id}/taken: the dossier's tasks the caller may see, newest first unless asked otherwise. */
export async function dossierTasks(db: Db, user: SessionUser, dossierId: number, query: { page: number; size: number; direction: 'asc' | 'desc' }) {
  await readDossier(db, user, dossierId);
  return taskPage(db, user, [eq(taken.dossierId, dossierId), eq(taken.gearchiveerd, false)], { ...query, sort: `createdAt,${query.direction}` });
}
