import { and, eq, inArray, ne } from 'drizzle-orm';
import { TASK_MESSAGES } from '../../../contract/tasks';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { gebruikers, gebruikerTeams, taakDelegaties, taakGelezen, taakTypes, taken, teams } from '../../db/schema';
import { checkVersion } from '../../crud/versioned';
import { general, notFound, validationError } from '../../errors';
import { readDossier } from '../dossier-detail/access';
import type { Tx } from '../dossiers/audit';
import { publish, type TaskEventType } from '../events/publish';
import type { SessionUser } from '../permissions/access';
import { describeWritten, visibleIds } from './read';
import { holdsTasks, organisationOf, taskVisibleTo, usersWithRights, whoSeesDossier } from './visibility';

type TaskRow = typeof taken.$inferSelect;

interface Recipient {
  toSelection: 0 | 1;
  assigneeId: number | null;
  teamId: number | null;
}

interface Holder {
  toegewezenAanId: number | null;
  teamId: number | null;
  geldverstrekkerId: number | null;
}

const FIELD_LABELS = { assigneeId: 'Aan', teamId: 'Aan', typeId: 'Categorie', dossierId: 'Dossier' };
const refuse = (field: keyof typeof FIELD_LABELS, message: string) => validationError({ [field]: message }, FIELD_LABELS);

/**
 * Who a task goes to: an active person or team of the caller's own organisation, and when the
 * task is about a dossier someone who may see it (a team: at least one active member). Anything
 * else is refused with a Dutch message naming whom and which dossier.
 */
async function resolveHolder(tx: Tx, caller: SessionUser, to: Recipient, dossierId: number | null): Promise<Holder> {
  const organisation = organisationOf(caller);
  if (to.toSelection === 1) {
    const [person] = await tx.select().from(gebruikers).where(and(eq(gebruikers.id, to.assigneeId!), eq(gebruikers.active, true)));
    if (!person || !holdsTasks(person) || organisationOf(person) !== organisation) throw refuse('assigneeId', TASK_MESSAGES.unknownAssignee);
    if (dossierId !== null) {
      const [rights] = await usersWithRights(tx, [person.id]);
      if (!(await whoSeesDossier(tx, [rights], dossierId)).has(person.id)) throw refuse('assigneeId', TASK_MESSAGES.noAccess(personName(person), dossierId));
    }
    return { toegewezenAanId: person.id, teamId: null, geldverstrekkerId: organisation };
  }
  const [team] = await tx.select().from(teams).where(and(eq(teams.id, to.teamId!), eq(teams.active, true)));
  if (!team || (team.moneyProviderId ?? null) !== organisation) throw refuse('teamId', TASK_MESSAGES.unknownTeam);
  if (dossierId !== null) {
    const members = await tx
      .select({ id: gebruikers.id })
      .from(gebruikerTeams)
      .innerJoin(gebruikers, eq(gebruikers.id, gebruikerTeams.gebruikerId))
      .where(and(eq(gebruikerTeams.teamId, team.id), eq(gebruikers.active, true)));
    const seeing = await whoSeesDossier(tx, await usersWithRights(tx, members.map((m) => m.id)), dossierId);
    if (!seeing.size) throw refuse('teamId', TASK_MESSAGES.teamNoAccess(team.teamNaam, dossierId));
  }
  return { toegewezenAanId: null, teamId: team.id, geldverstrekkerId: organisation };
}

const recipientOf = (row: Holder): Recipient => ({ toSelection: row.teamId === null ? 1 : 0, assigneeId: row.toegewezenAanId, teamId: row.teamId });

async function checkType(tx: Tx, typeId: number) {
  const [type] = await tx.select({ id: taakTypes.id }).from(taakTypes).where(and(eq(taakTypes.id, typeId), eq(taakTypes.active, true)));
  if (!type) throw refuse('typeId', TASK_MESSAGES.unknownType);
}

/** A hand-over: the history row, and the task is unread again for everyone but who handed it over. */
async function handOver(tx: Tx, actor: SessionUser, taskId: number, holder: Holder) {
  await tx.insert(taakDelegaties).values({ taakId: taskId, actie: 'OVERGEDRAGEN', doorId: actor.id, naarGebruikerId: holder.toegewezenAanId, naarTeamId: holder.teamId });
  await tx.delete(taakGelezen).where(and(eq(taakGelezen.taakId, taskId), ne(taakGelezen.gebruikerId, actor.id)));
}

interface NewTask extends Recipient {
  dossierId: number | null;
  typeId: number;
  deadline: Date;
  priorityId: number;
  description: string;
  subject: string | null;
  aanleiding: string;
  templateId: number | null;
}

/** POST /taken and POST /workflow/create: the task, its first hand-over and its event in one transaction. */
export async function createTask(db: Db, user: SessionUser, input: NewTask) {
  const id = await db.transaction(async (tx) => {
    if (input.dossierId !== null) await readDossier(tx, user, input.dossierId);
    await checkType(tx, input.typeId);
    const holder = await resolveHolder(tx, user, input, input.dossierId);
    const [row] = await tx
      .insert(taken)
      .values({
        ...holder,
        onderwerp: input.subject,
        omschrijving: input.description,
        aanleiding: input.aanleiding,
        prioriteitId: input.priorityId,
        typeId: input.typeId,
        deadline: input.deadline,
        dossierId: input.dossierId,
        templateId: input.templateId,
        aangemaaktDoorId: user.id,
      })
      .returning();
    await tx.insert(taakGelezen).values({ gebruikerId: user.id, taakId: row.id });
    await tx.insert(taakDelegaties).values({ taakId: row.id, actie: 'AANGEMAAKT', doorId: user.id, naarGebruikerId: holder.toegewezenAanId, naarTeamId: holder.teamId });
    await publish(tx, { type: 'task.created', taskId: row.id, dossierId: row.dossierId, actorId: user.id });
    return row.id;
  });
  return describeWritten(db, user, id);
}

/** Locks the tasks the caller may see; a selection with any other refuses all of it, naming them. */
async function lockVisible(tx: Tx, user: SessionUser, ids: readonly number[]) {
  const rows = await tx
    .select()
    .from(taken)
    .where(and(inArray(taken.id, [...ids]), taskVisibleTo(user)))
    .orderBy(taken.id)
    .for('update');
  const found = new Set(rows.map((r) => r.id));
  const refused = [...new Set(ids)].filter((id) => !found.has(id));
  if (refused.length) {
    if (ids.length === 1) throw notFound();
    throw general(403, TASK_MESSAGES.groupRefused(refused));
  }
  return rows;
}

type Change = { values: Partial<TaskRow>; event: TaskEventType; holder?: Holder };

/**
 * The one path of every change: lock the tasks within the caller's sight (all or nothing), work
 * out each change, write it with a raised version, record a hand-over, publish, all in one
 * transaction; then answer the tasks as they are now.
 */
async function change(db: Db, user: SessionUser, ids: readonly number[], decide: (row: TaskRow, tx: Tx) => Promise<Change | null>) {
  await db.transaction(async (tx) => {
    for (const row of await lockVisible(tx, user, ids)) {
      const next = await decide(row, tx);
      if (!next) continue;
      const values = { ...next.values, ...(next.holder ?? {}), version: row.version + 1, updatedAt: new Date() };
      await tx.update(taken).set(values).where(eq(taken.id, row.id));
      if (next.holder) await handOver(tx, user, row.id, next.holder);
      // Done and open again are steps of the history too, with the holder they leave it with.
      if (values.gedaan !== undefined && values.gedaan !== row.gedaan) {
        await tx.insert(taakDelegaties).values({ taakId: row.id, actie: values.gedaan ? 'GEDAAN' : 'HEROPEND', doorId: user.id, naarGebruikerId: row.toegewezenAanId, naarTeamId: row.teamId });
      }
      const moved = next.holder && (next.holder.toegewezenAanId !== row.toegewezenAanId || next.holder.teamId !== row.teamId);
      await publish(tx, {
        type: next.event,
        taskId: row.id,
        dossierId: values.dossierId === undefined ? row.dossierId : values.dossierId,
        actorId: user.id,
        ...(moved ? { former: { userId: row.toegewezenAanId, teamId: row.teamId } } : {}),
      });
    }
  });
  return Promise.all(ids.map((id) => describeWritten(db, user, id)));
}

const doneValues = (user: SessionUser, done: boolean): Partial<TaskRow> =>
  done ? { gedaan: true, gedaanOp: new Date(), gedaanDoorId: user.id } : { gedaan: false, gedaanOp: null, gedaanDoorId: null };

/** PATCH /workflow/{id}/mark-as-done, /mark-as-undone and the group mark-done; an item already so stays as it is. */
export async function markDone(db: Db, user: SessionUser, ids: readonly number[], done: boolean) {
  return change(db, user, ids, async (row) => (row.gedaan === done ? null : { values: doneValues(user, done), event: done ? 'task.done' : 'task.undone' }));
}

/** PUT /taken/{id}/done: done becomes undone and the other way round. */
export async function toggleDone(db: Db, user: SessionUser, id: number) {
  const [task] = await change(db, user, [id], async (row) => ({ values: doneValues(user, !row.gedaan), event: row.gedaan ? 'task.undone' : 'task.done' }));
  return task;
}

/** PATCH /workflow/{id}/priority. */
export async function setPriority(db: Db, user: SessionUser, id: number, value: number) {
  const [task] = await change(db, user, [id], async (row) => (row.prioriteitId === value ? null : { values: { prioriteitId: value }, event: 'task.updated' }));
  return task;
}

/** PUT /taken/{id}/priority (empty body): Normaal becomes Hoog, Hoog or Spoed becomes Normaal. */
export async function togglePriority(db: Db, user: SessionUser, id: number) {
  const [task] = await change(db, user, [id], async (row) => ({ values: { prioriteitId: row.prioriteitId === 3 ? 2 : 3 }, event: 'task.updated' }));
  return task;
}

/** PUT /taken/{id}/archiveer: archived leaves every open list; again brings it back. */
export async function toggleArchived(db: Db, user: SessionUser, id: number) {
  const [task] = await change(db, user, [id], async (row) => ({ values: { gearchiveerd: !row.gearchiveerd }, event: 'task.archived' }));
  return task;
}

/** PATCH /workflow/{id}/delegate and the group delegate: every task to one person or team, all or nothing. */
export async function delegate(db: Db, user: SessionUser, ids: readonly number[], to: Recipient) {
  return change(db, user, ids, async (row, tx) => ({ values: {}, event: 'task.delegated', holder: await resolveHolder(tx, user, to, row.dossierId) }));
}

/** PUT /taken/{id}/koppel/{dossierId}: about a dossier the caller and the task's holder may both see. */
export async function linkDossier(db: Db, user: SessionUser, id: number, dossierId: number) {
  const [task] = await change(db, user, [id], async (row, tx) => {
    await readDossier(tx, user, dossierId);
    await resolveHolder(tx, user, recipientOf(row), dossierId);
    return { values: { dossierId }, event: 'task.updated' };
  });
  return task;
}

interface TaskChanges {
  version: number;
  dossierId?: number | null;
  toSelection?: 0 | 1;
  assigneeId?: number | null;
  teamId?: number | null;
  typeId?: number;
  deadline?: Date;
  priorityId?: number;
  description?: string;
  subject?: string | null;
  aanleiding?: string;
}

/** PUT /taken and PUT /workflow/{id}: update and delegate in one, on the version the form was read with. */
export async function updateTask(db: Db, user: SessionUser, id: number, input: TaskChanges) {
  const [task] = await change(db, user, [id], async (row, tx) => {
    checkVersion(row, input.version);
    const dossierId = input.dossierId === undefined ? row.dossierId : input.dossierId;
    if (dossierId !== null && dossierId !== row.dossierId) await readDossier(tx, user, dossierId);
    if (input.typeId !== undefined) await checkType(tx, input.typeId);
    const to: Recipient = input.toSelection === undefined ? recipientOf(row) : { toSelection: input.toSelection, assigneeId: input.assigneeId ?? null, teamId: input.teamId ?? null };
    const holder = await resolveHolder(tx, user, to, dossierId);
    const moved = holder.toegewezenAanId !== row.toegewezenAanId || holder.teamId !== row.teamId;
    return {
      values: {
        dossierId,
        ...(input.typeId !== undefined ? { typeId: input.typeId } : {}),
        ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
        ...(input.priorityId !== undefined ? { prioriteitId: input.priorityId } : {}),
        ...(input.description !== undefined ? { omschrijving: input.description } : {}),
        ...(input.subject !== undefined ? { onderwerp: input.subject } : {}),
        ...(input.aanleiding !== undefined ? { aanleiding: input.aanleiding } : {}),
      },
      event: moved ? 'task.delegated' : 'task.updated',
      ...(moved ? { holder } : {}),
    };
  });
  return task;
}

/** PUT /taken/{id}/ongelezen: unread again for the caller only. */
export async function markUnread(db: Db, user: SessionUser, id: number) {
  const visible = await visibleIds(db, user, [id]);
  if (!visible.has(id)) throw notFound();
  await db.transaction(async (tx) => {
    // The task first, as every change does: a hand-over at the same moment then waits for this
    // (or this for it) instead of both holding a lock the other needs (taak_tellingen's triggers).
    const [row] = await tx.select({ dossierId: taken.dossierId }).from(taken).where(eq(taken.id, id)).for('share');
    await tx.delete(taakGelezen).where(and(eq(taakGelezen.taakId, id), eq(taakGelezen.gebruikerId, user.id)));
    await publish(tx, { type: 'task.read', taskId: id, dossierId: row.dossierId, actorId: user.id, onlyUserId: user.id });
  });
  return describeWritten(db, user, id);
}
