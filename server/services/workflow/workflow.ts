import { and, asc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { WorkflowScope } from '../../../contract/workflow';
import { personName } from '../../../contract/names';
import { rowsOf, type Db } from '../../db/client';
import { gebruikers, gebruikerTeams, mails, taakTellingen, taken, teams } from '../../db/schema';
import { containing, pageOf } from '../../crud/list-query';
import { validationError } from '../../errors';
import { mailDue, mailWorkCondition, scopeMailboxes, talliedWork, unreadMails, unreadMailsOf, worksWithMail } from '../mail/counts';
import { tally } from '../mail/tallies';
import { describeMails, mailListRows, type MailItem } from '../mail/read';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';
import { activeAssignee, statementsPage, taskPageStatements, tasksByIds, type TaskDto } from '../tasks/read';
import {
  holdsTasks,
  holderVisibleTo,
  OPEN_TASK,
  organisationOf,
  scopeCondition,
  seesEveryDossier,
  taskVisibleTo,
  unreadBy,
  usersWithRights,
  whoSeesDossier,
} from '../tasks/visibility';

/**
 * The workflow (spec 000 §3, §7): the caller's work items, tasks and (for who works with mail)
 * open incoming mail of the scope's mailboxes, merged in one list by deadline (docs/mail.md
 * "Workflow and counters"), and the unread counts of both.
 */

interface WorkflowFilter {
  typeId?: number | null;
  activeUsers?: boolean;
  deadlineFrom?: Date | null;
  deadlineTo?: Date | null;
  done?: boolean;
}

function filterConditions(filter: WorkflowFilter): (SQL | undefined)[] {
  return [
    // "Afgehandelde tonen" adds the finished items to the open ones.
    filter.done ? eq(taken.gearchiveerd, false) : OPEN_TASK,
    filter.typeId ? eq(taken.typeId, filter.typeId) : undefined,
    filter.activeUsers ? activeAssignee() : undefined,
    filter.deadlineFrom ? gte(taken.deadline, filter.deadlineFrom) : undefined,
    filter.deadlineTo ? lte(taken.deadline, filter.deadlineTo) : undefined,
  ];
}

/** A search text: part of the subject or description, or the dossier number. */
function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const number = /^\d{1,9}$/.test(search) ? Number(search) : null;
  return or(ilike(taken.onderwerp, containing(search)), ilike(taken.omschrijving, containing(search)), number === null ? undefined : eq(taken.dossierId, number));
}

/** An item of the workflow list: a task, or a mail marked MAIL. */
type WorkflowItem = TaskDto | (MailItem & { workflowType: 'MAIL' });

type ListQuery = { search?: string; scope: WorkflowScope; page: number; size: number; sort?: string | string[] };

/** The conditions of the workflow list: scope, search text, filter. */
const workflowConditions = (user: SessionUser, query: ListQuery, filter: WorkflowFilter) => [
  scopeCondition(user, query.scope),
  searchCondition(query.search),
  ...filterConditions(filter),
];

/**
 * Whether taak_tellingen answers a count (docs/tasks.md "How the counts are computed"): only for
 * who may open every dossier (a task's dossier hides nothing from them), and for open work with
 * at most a filter on whose it is (activeUsers); a deadline range or category needs the tasks.
 */
const countedByHolder = (user: SessionUser, filter: WorkflowFilter) => seesEveryDossier(user) && !filter.deadlineFrom && !filter.deadlineTo && !filter.typeId && !filter.done;

/**
 * The statements of a workflow page (the benchmark runs them bare). Without a search text or a
 * filter on the tasks themselves the total is the sum of the open counts of taak_tellingen,
 * instead of counting every open task of the organisation again.
 */
export function workflowStatements(db: Db, user: SessionUser, query: ListQuery, filter: WorkflowFilter) {
  const statements = taskPageStatements(db, user, workflowConditions(user, query, filter), query);
  if (query.search || !countedByHolder(user, filter)) return statements;
  const c = taakTellingen;
  const where = and(isNull(c.gebruikerId), holderVisibleTo(user, c), scopeCondition(user, query.scope, c), filter.activeUsers ? activeAssignee(c.toegewezenAanId) : undefined);
  return { ...statements, total: async () => (await db.select({ total: sql<number>`coalesce(sum(${c.aantal}), 0)::int` }).from(c).where(where))[0].total };
}

/** The sort keys of the merged list, per kind: a mail's deadline is its due moment, its creation when it came in. */
const MERGED_SORT: Record<string, { task: SQL; mail: SQL }> = {
  deadline: { task: sql`${taken.deadline}`, mail: mailDue },
  createdAt: { task: sql`${taken.createdAt}`, mail: sql`${mails.ontvangenOp}` },
  priorityId: { task: sql`${taken.prioriteitId}`, mail: sql`${mails.prioriteitId}` },
  onderwerp: { task: sql`coalesce(${taken.onderwerp}, ${taken.omschrijving})`, mail: sql`${mails.onderwerp}` },
  dossierId: { task: sql`${taken.dossierId}`, mail: sql`${mails.dossierId}` },
  id: { task: sql`${taken.id}`, mail: sql`${mails.id}` },
};

function mergedOrder(raw: string | string[] | undefined) {
  const keys = (raw === undefined ? ['deadline,asc'] : [raw].flat()).map((value) => {
    const [name, dir = 'asc'] = value.split(',').map((part) => part.trim());
    if (!Object.hasOwn(MERGED_SORT, name) || !['asc', 'desc'].includes(dir.toLowerCase())) {
      throw validationError({ sort: `Op '${value}' kan niet gesorteerd worden.` }, { sort: 'Sortering' });
    }
    return { ...MERGED_SORT[name], desc: dir.toLowerCase() === 'desc' };
  });
  return keys;
}

/**
 * One page of tasks and mails merged: the keys of both kinds in one UNION ALL ordered and cut to
 * the page, then each kind's rows read as their own calls answer them.
 */
async function mergedPage(db: Db, user: SessionUser, query: ListQuery, filter: WorkflowFilter, mailWhere: SQL, postvakIds: readonly number[]) {
  const order = mergedOrder(query.sort);
  const taskWhere = and(taskVisibleTo(user), ...workflowConditions(user, query, filter));
  const keyColumns = (side: 'task' | 'mail') => sql.join(order.map((k, i) => sql`${k[side]} as ${sql.identifier(`k${i}`)}`), sql`, `);
  const sideOrder = (side: 'task' | 'mail') => sql.join([...order.map((k) => sql`${k[side]} ${sql.raw(k.desc ? 'desc' : 'asc')}`), side === 'task' ? sql`${taken.id}` : sql`${mails.id}`], sql`, `);
  const orderBy = sql.join([...order.map((k, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(k.desc ? 'desc' : 'asc')}`), sql`soort`, sql`id`], sql`, `);
  // Each kind cut to what the page can need first, on its own index; only those rows are merged.
  const needed = (query.page + 1) * query.size;
  const statement = sql`select soort, id from (
      (select 'TAAK' as soort, ${taken.id} as id, ${keyColumns('task')} from ${taken} where ${taskWhere} order by ${sideOrder('task')} limit ${needed})
      union all
      (select 'MAIL' as soort, ${mails.id} as id, ${keyColumns('mail')} from ${mails} where ${mailWhere} order by ${sideOrder('mail')} limit ${needed})
    ) werk order by ${orderBy} limit ${query.size} offset ${query.page * query.size}`;
  const mailTotal = async () =>
    talliedWork(filter, query.search)
      ? (await tally(db, postvakIds, filter.done ? { richting: 'IN' } : { richting: 'IN', gearchiveerd: false })).aantal
      : (await db.select({ n: sql<number>`count(*)::int` }).from(mails).where(mailWhere))[0].n;
  const tasksTotal = workflowStatements(db, user, { ...query, sort: undefined }, filter).total;
  return pageOf(
    query,
    async () => {
      const keys = rowsOf<{ soort: 'TAAK' | 'MAIL'; id: number }>(await db.execute(statement));
      const taskIds = keys.filter((k) => k.soort === 'TAAK').map((k) => k.id);
      const mailIds = keys.filter((k) => k.soort === 'MAIL').map((k) => k.id);
      const [tasks, mailItems] = [await tasksByIds(db, user, taskIds), mailIds.length ? await describeMails(db, await mailListRows(db, mailIds)) : []];
      const byKey = new Map<string, WorkflowItem>([
        ...tasks.map((t) => [`TAAK:${t.id}`, t] as const),
        ...mailItems.map((m) => [`MAIL:${m.id}`, { ...m, workflowType: 'MAIL' as const }] as const),
      ]);
      return keys.map((k) => byKey.get(`${k.soort}:${k.id}`)).filter((item): item is WorkflowItem => item !== undefined);
    },
    async () => (await tasksTotal()) + (await mailTotal()),
  );
}

/** POST /workflow: one page of open items of the scope (with done, the finished ones too), deadline first; mail joins for who works with it. */
export async function workflowList(db: Db, user: SessionUser, query: ListQuery, filter: WorkflowFilter) {
  const postvakIds = worksWithMail(user) ? (await scopeMailboxes(db, user))[query.scope] : [];
  const mailWhere = mailWorkCondition(postvakIds, filter, query.search);
  if (!mailWhere) return statementsPage(db, query, workflowStatements(db, user, query, filter));
  return mergedPage(db, user, query, filter, mailWhere, postvakIds);
}

/**
 * The unread open tasks of each scope counted from the tasks themselves, one statement: right
 * for every filter and every dossier scope, but it weighs every open task of the organisation
 * against the caller's read marks (docs/tasks.md "How the counts are computed").
 */
export const recountStatement = (user: SessionUser, filter: WorkflowFilter) => sql`
  select count(*) filter (where ${scopeCondition(user, 'MIJN')})::int as mijn,
         count(*) filter (where ${scopeCondition(user, 'TEAM')})::int as team,
         count(*)::int as alle
  from ${taken} where ${and(taskVisibleTo(user), unreadBy(user.id), ...filterConditions(filter))}`;

/** The same counts from taak_tellingen: per visible holder its open tasks minus those the caller has read. */
function counterStatement(user: SessionUser, filter: WorkflowFilter) {
  const c = taakTellingen;
  const signed = sql`case when ${c.gebruikerId} is null then ${c.aantal} else -${c.aantal} end`;
  const total = (scope: SQL | undefined) => sql`coalesce(sum(${signed})${scope ? sql` filter (where ${scope})` : sql``}, 0)::int`;
  const mine = or(isNull(c.gebruikerId), eq(c.gebruikerId, user.id));
  return sql`
    select ${total(scopeCondition(user, 'MIJN', c))} as mijn, ${total(scopeCondition(user, 'TEAM', c))} as team, ${total(undefined)} as alle
    from ${c} where ${and(mine, holderVisibleTo(user, c), filter.activeUsers ? activeAssignee(c.toegewezenAanId) : undefined)}`;
}

/** The statement behind the unread counts of this caller and filter (the benchmark runs it bare). */
export const unreadStatement = (user: SessionUser, filter: WorkflowFilter) => (countedByHolder(user, filter) ? counterStatement(user, filter) : recountStatement(user, filter));

/** Unread open tasks of each scope in one statement. */
async function unreadTasks(db: Db, user: SessionUser, filter: WorkflowFilter) {
  const [row] = rowsOf<{ mijn: number; team: number; alle: number }>(await db.execute(unreadStatement(user, filter)));
  return { MIJN: row.mijn, TEAM: row.team, ALLE: row.alle };
}

/** Unread open tasks of one scope. */
async function unreadTasksOf(db: Db, user: SessionUser, scope: WorkflowScope, filter: WorkflowFilter) {
  if (countedByHolder(user, filter)) return (await unreadTasks(db, user, filter))[scope];
  // One scope recounted: its own condition lets the planner start from that holder's tasks.
  const where = and(taskVisibleTo(user), unreadBy(user.id), scopeCondition(user, scope), ...filterConditions(filter));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(taken).where(where);
  return n;
}

/**
 * GET /workflow/count/unread and POST /workflow/count/team|all: unread open items of one scope.
 * Every count is the real one; the counter rule of spec 000 §6 (tasks only with
 * WORKFLOW_TAAK_FUNCTIONALITEIT) is the sidebar counter's, which applies it (src/shell/counters.ts).
 */
export async function workflowCounts(db: Db, user: SessionUser, scope: WorkflowScope, filter: WorkflowFilter) {
  return { myTasks: await unreadTasksOf(db, user, scope, filter), myMails: await unreadMailsOf(db, user, scope, filter) };
}

/** GET /unread/details (spec 000 §3): unread mails and tasks, mine, my teams', all. */
export async function unreadDetails(db: Db, user: SessionUser) {
  const tasks = await unreadTasks(db, user, {});
  const mailCounts = await unreadMails(db, user);
  return { mailsMy: mailCounts.MIJN, mailsTeam: mailCounts.TEAM, mailsAll: mailCounts.ALLE, tasksMy: tasks.MIJN, tasksTeam: tasks.TEAM, tasksAll: tasks.ALLE };
}

/**
 * GET /workflow/delegate-to: the active people and teams of the caller's organisation, and for a
 * dossier only those who may see it (a team when at least one active member may).
 */
export async function delegateTargets(db: Db, user: SessionUser, dossierId: number | undefined) {
  if (!holdsTasks(user)) return { gebruikers: [], teams: [] };
  if (dossierId !== undefined) await readDossier(db, user, dossierId);
  const organisation = organisationOf(user);
  const people = (await db.select().from(gebruikers).where(eq(gebruikers.active, true)).orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id))).filter(
    (p) => holdsTasks(p) && organisationOf(p) === organisation,
  );
  const teamRows = await db
    .select()
    .from(teams)
    .where(and(eq(teams.active, true), organisation === null ? isNull(teams.moneyProviderId) : eq(teams.moneyProviderId, organisation)))
    .orderBy(asc(teams.teamNaam), asc(teams.id));
  let seeing: Set<number> | null = null;
  const members = new Map<number, number[]>();
  if (dossierId !== undefined) {
    const memberRows = teamRows.length
      ? await db
          .select({ teamId: gebruikerTeams.teamId, gebruikerId: gebruikerTeams.gebruikerId })
          .from(gebruikerTeams)
          .where(sql`${gebruikerTeams.teamId} in (${sql.join(teamRows.map((t) => sql`${t.id}`), sql`, `)})`)
      : [];
    for (const m of memberRows) members.set(m.teamId, [...(members.get(m.teamId) ?? []), m.gebruikerId]);
    const candidates = people.map((p) => p.id);
    seeing = await whoSeesDossier(db, await usersWithRights(db, candidates), dossierId);
  }
  const sees = (id: number) => seeing === null || seeing.has(id);
  return {
    gebruikers: people
      .filter((p) => sees(p.id))
      .map((p) => ({ id: p.id, naam: personName(p), partijNawData: { voorLetters: p.voorLetters, tussenVoegsels: p.tussenVoegsels, achterNaam: p.achterNaam } })),
    teams: teamRows.filter((t) => seeing === null || (members.get(t.id) ?? []).some(sees)).map((t) => ({ id: t.id, teamNaam: t.teamNaam, teamEmail: t.teamEmail })),
  };
}
