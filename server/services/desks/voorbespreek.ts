import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DESK_MESSAGES,
  type VoorbespreekDetail,
  type VoorbespreekOordeel,
  type VoorbespreekStatus,
  type VoorbespreekSummary,
} from '../../../contract/desks';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { deskBijlagen, deskOnderwerpen, gebruikerRollen, gebruikers, kantoren, ontvangercodes, rolPermissies, voorbespreekBerichten, voorbespreekGesprekken } from '../../db/schema';
import { AppError, general, notFound, validationError } from '../../errors';
import { containing, pageOf } from '../../crud/list-query';
import type { Tx } from '../dossiers/audit';
import { readDossier } from '../dossier-detail/access';
import { actorNames } from '../documents/read';
import { publish, type DeskEventType } from '../events/publish';
import type { SessionUser } from '../permissions/access';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';
import { attachFiles, checkSubjects, DESK_LABELS, filesOf, markRead, unreadFor } from './common';
import { deskRole, isStaff, voorbespreekScope } from './parties';

const g = voorbespreekGesprekken;
const mainSubject = alias(deskOnderwerpen, 'hoofd_onderwerp');
const subSubject = alias(deskOnderwerpen, 'sub_onderwerp');
const starter = alias(gebruikers, 'starter');
const handler = alias(gebruikers, 'behandelaar');

const conflict = (message: string) => new AppError(409, { type: 'GENERAL', messages: [message] });
const refused = (message: string) => general(403, message);

/**
 * VOORBESPREEKDESK_VIEW_ONLY makes the desk read-only for its holder whatever else they hold
 * (docs/desks.md "Permissions"): the server refuses every change.
 */
function mayChange(user: SessionUser) {
  if (user.permissions.has('VOORBESPREEKDESK_VIEW_ONLY')) throw refused(DESK_MESSAGES.viewOnly);
}

function summaries(db: Db | Tx, userId: number) {
  return db
    .select({
      row: g,
      kantoorNaam: kantoren.bedrijfsNaam,
      ontvangerNaam: ontvangercodes.naam,
      mainNaam: mainSubject.naam,
      subNaam: subSubject.naam,
      starter: { id: starter.id, typeCode: starter.typeCode, voorLetters: starter.voorLetters, tussenVoegsels: starter.tussenVoegsels, achterNaam: starter.achterNaam },
      behandelaar: { id: handler.id, voorLetters: handler.voorLetters, tussenVoegsels: handler.tussenVoegsels, achterNaam: handler.achterNaam },
      ongelezen: sql<boolean>`${unreadFor('VOORBESPREEK', userId, g)}`.as('ongelezen'),
    })
    .from(g)
    .innerJoin(kantoren, eq(kantoren.id, g.kantoorId))
    .innerJoin(ontvangercodes, eq(ontvangercodes.code, g.ontvangerCode))
    .innerJoin(mainSubject, eq(mainSubject.id, g.hoofdOnderwerpId))
    .leftJoin(subSubject, eq(subSubject.id, g.subOnderwerpId))
    .innerJoin(starter, eq(starter.id, g.aangemaaktDoorId))
    .leftJoin(handler, eq(handler.id, g.behandelaarId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

const toSummary = (r: SummaryRow): VoorbespreekSummary => ({
  id: r.row.id,
  clientName: r.row.klantNaam,
  ontvanger: { code: r.row.ontvangerCode, naam: r.ontvangerNaam },
  kantoor: { id: r.row.kantoorId, naam: r.kantoorNaam },
  // The adviser of a conversation is whoever of the office started it; one the back office started has none.
  adviseur: r.starter.typeCode === 'A' ? { id: r.starter.id, naam: personName(r.starter) } : null,
  behandelaar: r.behandelaar?.id ? { id: r.behandelaar.id, naam: personName(r.behandelaar) } : null,
  mainSubject: { id: r.row.hoofdOnderwerpId, naam: r.mainNaam },
  subSubject: r.row.subOnderwerpId === null ? null : { id: r.row.subOnderwerpId, naam: r.subNaam ?? '' },
  status: r.row.status as VoorbespreekStatus,
  oordeel: r.row.oordeel as VoorbespreekOordeel | null,
  dossierId: r.row.dossierId,
  gearchiveerd: r.row.gearchiveerd,
  startDate: r.row.startDatum,
  laatsteBerichtOp: r.row.laatsteBerichtOp,
  aantalBerichten: r.row.aantalBerichten,
  ongelezen: r.ongelezen,
});

export interface VoorbespreekFilterValues {
  gearchiveerd: boolean;
  status?: VoorbespreekStatus | null;
  kantoorId?: number | null;
  behandelaarId?: number | null;
  query?: string | null;
  mainSubjectId?: number | null;
  alleenOngelezen: boolean;
}

function filterWhere(user: SessionUser, f: VoorbespreekFilterValues): SQL | undefined {
  const query = f.query?.trim();
  const asNumber = query && /^\d{1,9}$/.test(query) ? Number(query) : null;
  return and(
    voorbespreekScope(user),
    eq(g.gearchiveerd, f.gearchiveerd),
    f.status ? eq(g.status, f.status) : undefined,
    f.kantoorId ? eq(g.kantoorId, f.kantoorId) : undefined,
    f.behandelaarId ? eq(g.behandelaarId, f.behandelaarId) : undefined,
    f.mainSubjectId ? eq(g.hoofdOnderwerpId, f.mainSubjectId) : undefined,
    f.alleenOngelezen ? unreadFor('VOORBESPREEK', user.id, g) : undefined,
    query
      ? or(
          asNumber !== null ? or(eq(g.id, asNumber), eq(g.dossierId, asNumber)) : undefined,
          ilike(g.klantNaam, containing(query)),
          sql`${g.kantoorId} in (select k.id from kantoren k where k.bedrijfs_naam ilike ${containing(query)})`,
        )
      : undefined,
  );
}

const SORT_COLUMNS = { startDate: g.startDatum, laatsteBerichtOp: g.laatsteBerichtOp };

/** POST /dossiers/voorbespreekdesk/filtered: a page of the user's conversations, by start date either way. */
export async function listVoorbespreek(db: Db, user: SessionUser, filter: VoorbespreekFilterValues, paging: { page: number; size: number; sort: string }) {
  const [column, direction] = paging.sort.split(',') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
  const where = filterWhere(user, filter);
  return pageOf(
    paging,
    async (limit, offset) =>
      (
        await summaries(db, user.id)
          .where(where)
          .orderBy(direction === 'asc' ? asc(SORT_COLUMNS[column]) : desc(SORT_COLUMNS[column]), asc(g.id))
          .limit(limit)
          .offset(offset)
      ).map(toSummary),
    async () => (await db.select({ n: sql<number>`count(*)::int` }).from(g).where(where))[0].n,
  );
}

/**
 * GET /dossiers/voorbespreekdesk/{advisor|employee}/count: the open conversations, within the
 * caller's scope, that wait for that side (the sidebar counter): the adviser's when the back
 * office answered (BEANTWOORD), the back office's when the adviser wrote last (OPEN).
 */
export async function countWaiting(db: Db, user: SessionUser, side: 'advisor' | 'employee') {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(g)
    .where(and(voorbespreekScope(user), eq(g.gearchiveerd, false), eq(g.status, side === 'advisor' ? 'BEANTWOORD' : 'OPEN')));
  return { count: n };
}

/** GET /dossiers/voorbespreekdesk/kantoor/{id}: an office's conversations, unarchived, newest first; an adviser asks only for its own office. */
export async function listForOffice(db: Db, user: SessionUser, kantoorId: number) {
  if (user.typeCode === 'A' && user.kantoorId !== kantoorId) throw notFound();
  const rows = await summaries(db, user.id)
    .where(and(voorbespreekScope(user), eq(g.kantoorId, kantoorId), eq(g.gearchiveerd, false)))
    .orderBy(desc(g.startDatum), asc(g.id))
    .limit(500);
  return rows.map(toSummary);
}

/** GET /dossiers/{id}/voorbespreekdesk: the conversations linked to a dossier the user may see, archived ones included. */
export async function listForDossier(db: Db, user: SessionUser, dossierId: number) {
  await readDossier(db, user, dossierId);
  const rows = await summaries(db, user.id)
    .where(and(voorbespreekScope(user), eq(g.dossierId, dossierId)))
    .orderBy(desc(g.startDatum), asc(g.id));
  return rows.map(toSummary);
}

async function summaryOf(db: Db | Tx, user: SessionUser, id: number) {
  const [row] = await summaries(db, user.id).where(and(eq(g.id, id), voorbespreekScope(user)));
  if (!row) throw notFound();
  return toSummary(row);
}

async function lockConversation(tx: Tx, user: SessionUser, id: number) {
  const [row] = await tx
    .select()
    .from(g)
    .where(and(eq(g.id, id), voorbespreekScope(user)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

const eventOf = (type: DeskEventType, user: SessionUser, r: { id: number; kantoorId: number; dossierId: number | null }) => ({
  type,
  desk: 'VOORBESPREEK' as const,
  id: r.id,
  kantoorId: r.kantoorId,
  geldverstrekkerId: null,
  dossierId: r.dossierId,
  actorId: user.id,
});

/** GET /dossiers/voorbespreekdesk/{id}: the conversation with its messages; opening it marks it read. */
export async function voorbespreekDetail(db: Db, user: SessionUser, id: number): Promise<VoorbespreekDetail> {
  const summary = await summaryOf(db, user, id);
  const messages = await db.select().from(voorbespreekBerichten).where(eq(voorbespreekBerichten.gesprekId, id)).orderBy(asc(voorbespreekBerichten.id));
  const [names, files] = await Promise.all([
    actorNames(db, messages.map((m) => m.afzenderId)),
    filesOf(db, deskBijlagen.voorbespreekBerichtId, messages.map((m) => m.id)),
  ]);
  const last = messages.at(-1);
  if (last && summary.ongelezen) {
    await markRead(db, 'VOORBESPREEK', id, user.id, last.id);
    await publish(db, { ...eventOf('desk.read', user, { id, kantoorId: summary.kantoor.id, dossierId: summary.dossierId }), onlyUserId: user.id });
  }
  return {
    ...summary,
    ongelezen: false,
    messages: messages.map((m) => ({
      id: m.id,
      afzender: names.get(m.afzenderId) ?? { id: m.afzenderId, naam: '' },
      rol: m.rol as VoorbespreekDetail['messages'][number]['rol'],
      message: m.tekst,
      createdAt: m.createdAt,
      files: files.get(m.id) ?? [],
      oordeel: m.oordeel as VoorbespreekOordeel | null,
      einde: m.einde,
    })),
  };
}

/** Whether a user may handle pre-discussions: active back-office staff who hold VOORBESPREEKDESK_EDIT. */
async function checkHandler(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ id: gebruikers.id })
    .from(gebruikers)
    .innerJoin(gebruikerRollen, eq(gebruikerRollen.gebruikerId, gebruikers.id))
    .innerJoin(rolPermissies, eq(rolPermissies.rolId, gebruikerRollen.rolId))
    .where(
      and(eq(gebruikers.id, userId), eq(gebruikers.active, true), inArray(gebruikers.typeCode, ['M', 'E', 'B', 'V']), eq(rolPermissies.permissie, 'VOORBESPREEKDESK_EDIT')),
    )
    .limit(1);
  if (!row) throw validationError({ behandelaarId: DESK_MESSAGES.unknownHandler }, DESK_LABELS);
}

/** Writes a message with its files and moves the conversation's state and last-message columns. */
async function addMessage(
  tx: Tx,
  user: SessionUser,
  conversation: { id: number },
  message: { rol: string; tekst: string; oordeel?: VoorbespreekOordeel | null; einde?: boolean },
  files: readonly CheckedFile[],
  changes: Partial<typeof g.$inferInsert>,
) {
  const [row] = await tx
    .insert(voorbespreekBerichten)
    .values({ ...message, gesprekId: conversation.id, afzenderId: user.id })
    .returning({ id: voorbespreekBerichten.id, createdAt: voorbespreekBerichten.createdAt });
  await attachFiles(tx, { voorbespreekBerichtId: row.id }, files, user.id);
  await tx
    .update(g)
    .set({
      ...changes,
      laatsteBerichtId: row.id,
      laatsteAfzenderId: user.id,
      laatsteBerichtOp: row.createdAt,
      aantalBerichten: sql`${g.aantalBerichten} + 1`,
      version: sql`${g.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(g.id, conversation.id));
  await markRead(tx, 'VOORBESPREEK', conversation.id, user.id, row.id);
}

interface NewConversation {
  clientName: string;
  rsOntvagerCodeId: string;
  mainSubjectId: number;
  subSubjectId: number | null;
  initialMessage: string;
  kantoorId: number | null;
  behandelaarId: number | null;
}

/**
 * POST /dossiers/voorbespreekdesk: an adviser starts a conversation for its own office; the back
 * office may start one for any office. Choosing a handler other than oneself needs
 * VOORBESPREEKDESK_SET_BEHANDELAAR.
 */
export async function createVoorbespreek(db: Db, storage: FileStorage, user: SessionUser, body: NewConversation, files: readonly CheckedFile[]) {
  mayChange(user);
  const role = deskRole(user);
  if (role !== 'ADVISEUR' && role !== 'MEDEWERKER') throw refused(DESK_MESSAGES.notAParty);
  const kantoorId = role === 'ADVISEUR' ? (body.kantoorId ?? user.kantoorId) : body.kantoorId;
  if (role === 'ADVISEUR' && kantoorId !== user.kantoorId) throw refused(DESK_MESSAGES.otherOffice);
  if (kantoorId === null) throw validationError({ kantoorId: DESK_MESSAGES.unknownOffice }, DESK_LABELS);
  if (body.behandelaarId !== null && body.behandelaarId !== user.id && !user.permissions.has('VOORBESPREEKDESK_SET_BEHANDELAAR')) {
    throw refused(DESK_MESSAGES.handlerNotAllowed);
  }
  const id = await storage.withCommit(files, () =>
    db.transaction(async (tx) => {
      const [office] = await tx.select({ id: kantoren.id }).from(kantoren).where(and(eq(kantoren.id, kantoorId), eq(kantoren.active, true)));
      if (!office) throw validationError({ kantoorId: DESK_MESSAGES.unknownOffice }, DESK_LABELS);
      const [receiver] = await tx
        .select({ code: ontvangercodes.code })
        .from(ontvangercodes)
        .where(and(eq(ontvangercodes.code, body.rsOntvagerCodeId), eq(ontvangercodes.active, true)));
      if (!receiver) throw validationError({ rsOntvagerCodeId: DESK_MESSAGES.unknownReceiver }, DESK_LABELS);
      await checkSubjects(tx, 'VOORBESPREEK', body.mainSubjectId, body.subSubjectId, DESK_LABELS);
      if (body.behandelaarId !== null) await checkHandler(tx, body.behandelaarId);
      const [conversation] = await tx
        .insert(g)
        .values({
          klantNaam: body.clientName,
          ontvangerCode: receiver.code,
          hoofdOnderwerpId: body.mainSubjectId,
          subOnderwerpId: body.subSubjectId,
          kantoorId,
          aangemaaktDoorId: user.id,
          behandelaarId: body.behandelaarId,
          status: role === 'ADVISEUR' ? 'OPEN' : 'BEANTWOORD',
        })
        .returning();
      await addMessage(tx, user, conversation, { rol: role, tekst: body.initialMessage }, files, {});
      await publish(tx, eventOf('desk.created', user, conversation));
      return { result: conversation.id };
    }),
  );
  return summaryOf(db, user, id);
}

interface Reply {
  voorbespreekdeskDossierId: number;
  message: string;
  endVoorbespreekdeskDossier: boolean;
  voorbespreekdeskStatus: VoorbespreekOordeel | null;
}

/**
 * POST /dossiers/voorbespreekdesk/chat: a reply. The adviser's reply makes the conversation wait
 * for the back office (OPEN) and may end it; the back office's makes it wait for the adviser
 * (BEANTWOORD) and may carry its verdict. An ended or archived conversation takes no more replies.
 */
export async function replyVoorbespreek(db: Db, storage: FileStorage, user: SessionUser, body: Reply, files: readonly CheckedFile[]) {
  mayChange(user);
  const role = deskRole(user);
  if (role !== 'ADVISEUR' && role !== 'MEDEWERKER') throw refused(DESK_MESSAGES.notAParty);
  if (body.endVoorbespreekdeskDossier && role !== 'ADVISEUR') throw refused(DESK_MESSAGES.endOnlyAdviser);
  if (body.voorbespreekdeskStatus !== null && role !== 'MEDEWERKER') throw refused(DESK_MESSAGES.oordeelOnlyStaff);
  const id = body.voorbespreekdeskDossierId;
  await storage.withCommit(files, () =>
    db.transaction(async (tx) => {
      const conversation = await lockConversation(tx, user, id);
      if (conversation.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
      if (conversation.status === 'BEEINDIGD') throw conflict(DESK_MESSAGES.ended);
      const changes: Partial<typeof g.$inferInsert> = body.endVoorbespreekdeskDossier
        ? { status: 'BEEINDIGD', beeindigdOp: new Date() }
        : { status: role === 'ADVISEUR' ? 'OPEN' : 'BEANTWOORD' };
      if (body.voorbespreekdeskStatus !== null) changes.oordeel = body.voorbespreekdeskStatus;
      // The first member of the back office to answer takes the conversation when nobody has it yet.
      if (role === 'MEDEWERKER' && conversation.behandelaarId === null) changes.behandelaarId = user.id;
      await addMessage(tx, user, conversation, { rol: role, tekst: body.message, oordeel: body.voorbespreekdeskStatus, einde: body.endVoorbespreekdeskDossier }, files, changes);
      await publish(tx, eventOf(body.endVoorbespreekdeskDossier ? 'desk.closed' : body.voorbespreekdeskStatus ? 'desk.status' : 'desk.message', user, conversation));
      return { result: undefined };
    }),
  );
  return voorbespreekDetail(db, user, id);
}

/** POST /dossiers/voorbespreekdesk/{id}/endofresponseadvisor: the adviser ends the conversation without a further message. */
export async function endByAdviser(db: Db, user: SessionUser, id: number) {
  mayChange(user);
  if (deskRole(user) !== 'ADVISEUR') throw refused(DESK_MESSAGES.endOnlyAdviser);
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, user, id);
    if (conversation.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
    if (conversation.status === 'BEEINDIGD') throw conflict(DESK_MESSAGES.ended);
    await tx.update(g).set({ status: 'BEEINDIGD', beeindigdOp: new Date(), version: sql`${g.version} + 1`, updatedAt: new Date() }).where(eq(g.id, id));
    await publish(tx, eventOf('desk.closed', user, conversation));
  });
  return summaryOf(db, user, id);
}

/** PUT /dossiers/voorbespreekdesk/{id}/behandelaar/{userId}: VOORBESPREEKDESK_SET_BEHANDELAAR gives the conversation to a handler. */
export async function setHandler(db: Db, user: SessionUser, id: number, userId: number) {
  mayChange(user);
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, user, id);
    if (conversation.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
    await checkHandler(tx, userId);
    await tx.update(g).set({ behandelaarId: userId, version: sql`${g.version} + 1`, updatedAt: new Date() }).where(eq(g.id, id));
    await publish(tx, eventOf('desk.handler', user, conversation));
  });
  return summaryOf(db, user, id);
}

/** PATCH /dossiers/voorbespreekdesk/{id}/archive: the back office archives; it stays readable, closed for changes. */
export async function archiveVoorbespreek(db: Db, user: SessionUser, id: number) {
  mayChange(user);
  if (!isStaff(user)) throw refused(DESK_MESSAGES.archiveOnlyStaff);
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, user, id);
    if (conversation.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
    await tx.update(g).set({ gearchiveerd: true, gearchiveerdOp: new Date(), version: sql`${g.version} + 1`, updatedAt: new Date() }).where(eq(g.id, id));
    await publish(tx, eventOf('desk.closed', user, conversation));
  });
  return summaryOf(db, user, id);
}

/**
 * PUT /dossiers/{dossierId}/voorbespreekdesk/{id} and PATCH …/{id}/detach-dossier: ties the
 * conversation to a dossier of its own office that the user may see, or unties it.
 */
export async function linkDossier(db: Db, user: SessionUser, id: number, dossierId: number | null) {
  mayChange(user);
  await db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, user, id);
    if (conversation.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
    if (dossierId === null) {
      if (conversation.dossierId === null) throw conflict(DESK_MESSAGES.notLinked);
    } else {
      const dossier = await readDossier(tx, user, dossierId);
      if (dossier.kantoorId !== conversation.kantoorId) throw validationError({ dossierId: DESK_MESSAGES.otherOfficeDossier }, DESK_LABELS);
    }
    await tx.update(g).set({ dossierId, version: sql`${g.version} + 1`, updatedAt: new Date() }).where(eq(g.id, id));
    // Both the dossier it left and the one it joined hear of it.
    await publish(tx, eventOf('desk.linked', user, { ...conversation, dossierId: dossierId ?? conversation.dossierId }));
  });
  return summaryOf(db, user, id);
}
