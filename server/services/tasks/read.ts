import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { personName } from '../../../contract/names';
import type { taskSchema } from '../../../contract/tasks';
import type { Db } from '../../db/client';
import { gebruikers, taakDelegaties, taakGelezen, taakTypes, taken, teams } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { pageOf } from '../../crud/list-query';
import { actorNames } from '../documents/read';
import type { Tx } from '../dossiers/audit';
import { publish } from '../events/publish';
import type { SessionUser } from '../permissions/access';
import { loadCalendar } from '../workload/calendar';
import { businessDaysUntil, taskSla } from './deadlines';
import { taskVisibleTo } from './visibility';

type Reader = Db | Tx;
export type TaskDto = z.output<typeof taskSchema>;

const assignee = alias(gebruikers, 'assignee');
const creator = alias(gebruikers, 'creator');
const finisher = alias(gebruikers, 'finisher');
const nameOf = (person: typeof assignee | typeof creator | typeof finisher) => ({ id: person.id, voorLetters: person.voorLetters, tussenVoegsels: person.tussenVoegsels, achterNaam: person.achterNaam });

const selection = {
  task: taken,
  category: { id: taakTypes.id, displayName: taakTypes.displayName },
  team: { id: teams.id, teamNaam: teams.teamNaam, teamEmail: teams.teamEmail },
  assignee: nameOf(assignee),
  creator: nameOf(creator),
  finisher: nameOf(finisher),
};

/**
 * Whether the caller has not read a task, looked up per row. A scalar subquery, not `not exists`:
 * the planner would turn that into a hash of all the caller's read marks (tens of thousands for
 * someone who has read much) to answer a page of 25 rows.
 */
const unreadColumn = (userId: number) =>
  sql<boolean>`coalesce((select false from ${taakGelezen} where ${taakGelezen.taakId} = ${taken.id} and ${taakGelezen.gebruikerId} = ${userId}), true)`;

/** Rows of tasks with category, team and the names of the people, plus whether the caller has read each: one statement. */
function selectTasks(db: Reader, user: SessionUser) {
  return db
    .select({ ...selection, unread: unreadColumn(user.id) })
    .from(taken)
    .innerJoin(taakTypes, eq(taakTypes.id, taken.typeId))
    .leftJoin(teams, eq(teams.id, taken.teamId))
    .leftJoin(assignee, eq(assignee.id, taken.toegewezenAanId))
    .leftJoin(creator, eq(creator.id, taken.aangemaaktDoorId))
    .leftJoin(finisher, eq(finisher.id, taken.gedaanDoorId));
}

type Selected = Awaited<ReturnType<typeof selectTasks>>[number];
type Person = Selected['assignee'];

const actor = (person: Person) => (person?.id ? { id: person.id, naam: personName(person) } : null);

/** The answer of every task call: names, category, team, unread, and the deadline in business days. */
async function describeTasks(db: Reader, rows: readonly Selected[]): Promise<TaskDto[]> {
  if (!rows.length) return [];
  const now = new Date();
  const calendar = await loadCalendar(db as Db, now);
  return rows.map(({ task: t, category, team, unread, ...people }) => ({
    id: t.id,
    workflowType: 'TAAK' as const,
    onderwerp: t.onderwerp,
    omschrijving: t.omschrijving,
    aanleiding: t.aanleiding,
    priorityId: t.prioriteitId,
    category,
    deadline: t.deadline,
    dossierId: t.dossierId,
    toSelection: t.teamId === null ? (1 as const) : (0 as const),
    assignee: actor(people.assignee),
    team,
    createdBy: actor(people.creator),
    createdAt: t.createdAt,
    templateId: t.templateId,
    done: t.gedaan,
    doneAt: t.gedaanOp,
    doneBy: actor(people.finisher),
    archived: t.gearchiveerd,
    unread,
    overdue: !t.gedaan && t.deadline.getTime() < now.getTime(),
    sla: taskSla(calendar, t.deadline, t.gedaan, now),
    werkdagenTotDeadline: businessDaysUntil(calendar, t.deadline),
    version: t.version,
  }));
}

/** Task ids of a selection the caller may see. */
export async function visibleIds(db: Reader, user: SessionUser, ids: readonly number[]) {
  const rows = await db.select({ id: taken.id }).from(taken).where(and(inArray(taken.id, [...ids]), taskVisibleTo(user)));
  return new Set(rows.map((r) => r.id));
}

/** One task within the caller's sight; anything else answers 404. */
async function readTask(db: Reader, user: SessionUser, id: number) {
  const [row] = await selectTasks(db, user).where(and(eq(taken.id, id), taskVisibleTo(user)));
  if (!row) throw notFound();
  return row;
}

/** A task as just written, also when the change took it out of the writer's sight. */
export async function describeWritten(db: Reader, user: SessionUser, id: number) {
  return (await describeTasks(db, await selectTasks(db, user).where(eq(taken.id, id))))[0];
}

/** GET /taken/{id} and /workflow/{id}: the task with its history; opening it marks it read. */
export async function getTaskDetail(db: Db, user: SessionUser, id: number) {
  const row = await readTask(db, user, id);
  if (row.unread) {
    await db.transaction(async (tx) => {
      await tx.insert(taakGelezen).values({ gebruikerId: user.id, taakId: id }).onConflictDoNothing();
      // The caller's other tabs update their unread counters.
      await publish(tx, { type: 'task.read', taskId: id, dossierId: row.task.dossierId, actorId: user.id, onlyUserId: user.id });
    });
  }
  const [task] = await describeTasks(db, [{ ...row, unread: false }]);
  const steps = await db
    .select({ step: taakDelegaties, teamNaam: teams.teamNaam })
    .from(taakDelegaties)
    .leftJoin(teams, eq(teams.id, taakDelegaties.naarTeamId))
    .where(eq(taakDelegaties.taakId, id))
    .orderBy(asc(taakDelegaties.at), asc(taakDelegaties.id));
  const names = await actorNames(db, steps.flatMap((s) => [s.step.doorId, s.step.naarGebruikerId]));
  const actor = (n: number | null) => (n === null ? null : (names.get(n) ?? null));
  return {
    ...task,
    history: steps.map(({ step, teamNaam }) => ({
      at: step.at,
      action: step.actie,
      by: actor(step.doorId),
      assignee: actor(step.naarGebruikerId),
      team: step.naarTeamId === null ? null : { id: step.naarTeamId, teamNaam: teamNaam ?? '' },
    })),
  };
}

/** The columns a task list sorts on (`sort=deadline,asc`); id asc always last. */
const SORTABLE: Record<string, SQL | typeof taken.deadline> = {
  id: sql`${taken.id}`,
  deadline: sql`${taken.deadline}`,
  createdAt: sql`${taken.createdAt}`,
  priorityId: sql`${taken.prioriteitId}`,
  onderwerp: sql`lower(${taken.onderwerp})`,
  dossierId: sql`${taken.dossierId}`,
  category: sql`${taakTypes.displayName}`,
};

function taskOrder(raw: string | string[] | undefined, fallback = 'deadline,asc'): SQL[] {
  const keys: SQL[] = [];
  let hasId = false;
  for (const value of raw === undefined ? [fallback] : [raw].flat()) {
    const [name, dir = 'asc'] = value.split(',').map((s) => s.trim());
    const direction = dir.toLowerCase();
    const column = Object.hasOwn(SORTABLE, name) ? SORTABLE[name] : undefined;
    if (!column || (direction !== 'asc' && direction !== 'desc')) {
      throw validationError({ sort: `Op '${value}' kan niet gesorteerd worden.` }, { sort: 'Sortering' });
    }
    hasId ||= name === 'id';
    keys.push(direction === 'asc' ? asc(column) : desc(column));
  }
  if (!hasId) keys.push(asc(taken.id));
  return keys;
}

type Paging = { page: number; size: number; sort?: string | string[] };

type PageStatements = { rows: (limit: number, offset: number) => Promise<Selected[]>; total: () => Promise<number> };

/** The two statements of a page of tasks the caller may see (the benchmark runs them bare). */
export function taskPageStatements(db: Db, user: SessionUser, conditions: (SQL | undefined)[], paging: Paging, fallbackSort?: string): PageStatements {
  const where = and(taskVisibleTo(user), ...conditions);
  const order = taskOrder(paging.sort, fallbackSort);
  return {
    rows: (limit, offset) => selectTasks(db, user).where(where).orderBy(...order).limit(limit).offset(offset),
    total: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(taken).where(where))[0].total,
  };
}

/** One page answered from its statements. */
export const statementsPage = (db: Db, paging: Paging, statements: PageStatements) =>
  pageOf(paging, async (limit, offset) => describeTasks(db, await statements.rows(limit, offset)), statements.total);

/** One page of the tasks the caller may see that meet `conditions`. */
export const taskPage = (db: Db, user: SessionUser, conditions: (SQL | undefined)[], paging: Paging, fallbackSort?: string) =>
  statementsPage(db, paging, taskPageStatements(db, user, conditions, paging, fallbackSort));

/** Tasks by id as every task call answers them (the workflow's merged list reads its page's tasks so). */
export async function tasksByIds(db: Db, user: SessionUser, ids: readonly number[]) {
  if (!ids.length) return [];
  return describeTasks(db, await selectTasks(db, user).where(inArray(taken.id, [...ids])));
}

/** Every task meeting the conditions, for a report (at most `limit`). */
export async function taskRows(db: Db, user: SessionUser, conditions: (SQL | undefined)[], limit: number) {
  return describeTasks(db, await selectTasks(db, user).where(and(taskVisibleTo(user), ...conditions)).orderBy(...taskOrder(undefined)).limit(limit));
}

/** A team's task, or a person's who is active (the activeUsers filter); on `taken` or on `taak_tellingen`. */
export const activeAssignee = (assignee: AnyPgColumn = taken.toegewezenAanId) =>
  sql`(${assignee} is null or exists (select 1 from ${gebruikers} where ${gebruikers.id} = ${assignee} and ${gebruikers.active}))`;
