import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DESK_MESSAGES, type OverruleDetail, type OverruleSummary } from '../../../contract/desks';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { deskBijlagen, deskOnderwerpen, dossiers, gebruikers, geldverstrekkers, kantoren, overruleBerichten, overruleStatussen, overruleVerzoeken } from '../../db/schema';
import { AppError, general, notFound } from '../../errors';
import { containing, pageOf } from '../../crud/list-query';
import type { Tx } from '../dossiers/audit';
import { readDossier } from '../dossier-detail/access';
import { publish, type DeskEventType } from '../events/publish';
import type { SessionUser } from '../permissions/access';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';
import { actorNames } from '../documents/read';
import { attachFiles, checkSubjects, DESK_LABELS, filesOf, markRead, unreadFor } from './common';
import { deskRole, isStaff, overruleScope } from './parties';

const mainSubject = alias(deskOnderwerpen, 'hoofd_onderwerp');
const subSubject = alias(deskOnderwerpen, 'sub_onderwerp');
const lenderStatus = alias(overruleStatussen, 'gv_status');
const serviceStatus = alias(overruleStatussen, 'sp_status');
const verdict = alias(overruleStatussen, 'oordeel');
const requester = alias(gebruikers, 'aanvrager');

const conflict = (message: string) => new AppError(409, { type: 'GENERAL', messages: [message] });
const refused = (message: string) => general(403, message);

const statusRef = (s: { id: number | null; naam: string | null; afgesloten: boolean | null }) => (s.id === null ? null : { id: s.id, naam: s.naam!, afgesloten: s.afgesloten! });
const ref = (r: { id: number | null; naam: string | null }) => (r.id === null ? null : { id: r.id, naam: r.naam! });

/** The overview's columns, one row per request, joined in one query. */
const summaryColumns = (userId: number) => ({
  id: overruleVerzoeken.id,
  dossierId: overruleVerzoeken.dossierId,
  klantNaam: dossiers.naamHypotheekGever,
  kantoorId: kantoren.id,
  kantoorNaam: kantoren.bedrijfsNaam,
  geldverstrekkerId: geldverstrekkers.id,
  geldverstrekkerNaam: geldverstrekkers.naam,
  mainId: mainSubject.id,
  mainNaam: mainSubject.naam,
  subId: subSubject.id,
  subNaam: subSubject.naam,
  gvId: lenderStatus.id,
  gvNaam: lenderStatus.naam,
  gvAfgesloten: lenderStatus.afgesloten,
  spId: serviceStatus.id,
  spNaam: serviceStatus.naam,
  spAfgesloten: serviceStatus.afgesloten,
  verdictId: verdict.id,
  verdictNaam: verdict.naam,
  aanvrager: { voorLetters: requester.voorLetters, tussenVoegsels: requester.tussenVoegsels, achterNaam: requester.achterNaam },
  gearchiveerd: overruleVerzoeken.gearchiveerd,
  createdAt: overruleVerzoeken.createdAt,
  laatsteBerichtOp: overruleVerzoeken.laatsteBerichtOp,
  aantalBerichten: overruleVerzoeken.aantalBerichten,
  ongelezen: sql<boolean>`${unreadFor('OVERRULE', userId, overruleVerzoeken)}`.as('ongelezen'),
});

function summaries(db: Db | Tx, userId: number) {
  return db
    .select(summaryColumns(userId))
    .from(overruleVerzoeken)
    .innerJoin(dossiers, eq(dossiers.id, overruleVerzoeken.dossierId))
    .leftJoin(kantoren, eq(kantoren.id, overruleVerzoeken.kantoorId))
    .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, overruleVerzoeken.geldverstrekkerId))
    .innerJoin(mainSubject, eq(mainSubject.id, overruleVerzoeken.hoofdOnderwerpId))
    .leftJoin(subSubject, eq(subSubject.id, overruleVerzoeken.subOnderwerpId))
    .leftJoin(lenderStatus, eq(lenderStatus.id, overruleVerzoeken.geldverstrekkerStatusId))
    .leftJoin(serviceStatus, eq(serviceStatus.id, overruleVerzoeken.serviceProviderStatusId))
    .leftJoin(verdict, eq(verdict.id, overruleVerzoeken.oordeelId))
    .innerJoin(requester, eq(requester.id, overruleVerzoeken.aangevraagdDoorId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

const toSummary = (r: SummaryRow): OverruleSummary => ({
  id: r.id,
  dossierId: r.dossierId,
  klantNaam: r.klantNaam,
  kantoor: ref({ id: r.kantoorId, naam: r.kantoorNaam }),
  geldverstrekker: { id: r.geldverstrekkerId, naam: r.geldverstrekkerNaam },
  mainSubject: { id: r.mainId, naam: r.mainNaam },
  subSubject: ref({ id: r.subId, naam: r.subNaam }),
  moneyProviderStatus: statusRef({ id: r.gvId, naam: r.gvNaam, afgesloten: r.gvAfgesloten }),
  serviceProviderStatus: statusRef({ id: r.spId, naam: r.spNaam, afgesloten: r.spAfgesloten }),
  verdict: ref({ id: r.verdictId, naam: r.verdictNaam }),
  aangevraagdDoor: personName(r.aanvrager),
  gearchiveerd: r.gearchiveerd,
  createdAt: r.createdAt,
  laatsteBerichtOp: r.laatsteBerichtOp,
  aantalBerichten: r.aantalBerichten,
  ongelezen: r.ongelezen,
});

export interface OverruleFilterValues {
  gearchiveerd: boolean;
  dossierId?: number | null;
  query?: string | null;
  mainSubjectId?: number | null;
  moneyProviderStatusId?: number | null;
  serviceProviderStatusId?: number | null;
  alleenOngelezen: boolean;
}

function filterWhere(user: SessionUser, f: OverruleFilterValues): SQL | undefined {
  const query = f.query?.trim();
  const asNumber = query && /^\d{1,9}$/.test(query) ? Number(query) : null;
  return and(
    overruleScope(user),
    eq(overruleVerzoeken.gearchiveerd, f.gearchiveerd),
    f.dossierId ? eq(overruleVerzoeken.dossierId, f.dossierId) : undefined,
    f.mainSubjectId ? eq(overruleVerzoeken.hoofdOnderwerpId, f.mainSubjectId) : undefined,
    f.moneyProviderStatusId ? eq(overruleVerzoeken.geldverstrekkerStatusId, f.moneyProviderStatusId) : undefined,
    f.serviceProviderStatusId ? eq(overruleVerzoeken.serviceProviderStatusId, f.serviceProviderStatusId) : undefined,
    f.alleenOngelezen ? unreadFor('OVERRULE', user.id, overruleVerzoeken) : undefined,
    query
      ? or(
          asNumber !== null ? eq(overruleVerzoeken.dossierId, asNumber) : undefined,
          ilike(dossiers.naamHypotheekGever, containing(query)),
          sql`${overruleVerzoeken.kantoorId} in (select k.id from kantoren k where k.bedrijfs_naam ilike ${containing(query)})`,
        )
      : undefined,
  );
}

const SORT_COLUMNS = { laatsteBerichtOp: overruleVerzoeken.laatsteBerichtOp, createdAt: overruleVerzoeken.createdAt, dossierId: overruleVerzoeken.dossierId };

/** POST /dossiers/overrule: a page of the requests the user takes part in, filtered. */
export async function listOverrule(db: Db, user: SessionUser, filter: OverruleFilterValues, paging: { page: number; size: number; sort: string }) {
  const [column, direction] = paging.sort.split(',') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
  const where = filterWhere(user, filter);
  const needsDossier = !!filter.query?.trim();
  return pageOf(
    paging,
    async (limit, offset) =>
      (
        await summaries(db, user.id)
          .where(where)
          .orderBy(direction === 'asc' ? asc(SORT_COLUMNS[column]) : desc(SORT_COLUMNS[column]), asc(overruleVerzoeken.id))
          .limit(limit)
          .offset(offset)
      ).map(toSummary),
    async () => {
      const base = db.select({ n: sql<number>`count(*)::int` }).from(overruleVerzoeken).$dynamic();
      const counted = needsDossier ? base.innerJoin(dossiers, eq(dossiers.id, overruleVerzoeken.dossierId)) : base;
      return (await counted.where(where))[0].n;
    },
  );
}

/** GET /dossiers/overrule/count: open requests with a message the user has not read (the sidebar counter). */
export async function countOverrule(db: Db, user: SessionUser) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(overruleVerzoeken)
    .where(and(overruleScope(user), eq(overruleVerzoeken.gearchiveerd, false), unreadFor('OVERRULE', user.id, overruleVerzoeken)));
  return { count: n };
}

async function summaryOf(db: Db | Tx, user: SessionUser, id: number) {
  const [row] = await summaries(db, user.id).where(and(eq(overruleVerzoeken.id, id), overruleScope(user)));
  if (!row) throw notFound();
  return toSummary(row);
}

/** The request within the user's scope, locked for a change; outside the scope it does not exist (404). */
async function lockRequest(tx: Tx, user: SessionUser, id: number) {
  const [row] = await tx
    .select()
    .from(overruleVerzoeken)
    .where(and(eq(overruleVerzoeken.id, id), overruleScope(user)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** GET /dossiers/overrule/{id}: the request with its messages; opening it marks it read for the user. */
export async function overruleDetail(db: Db, user: SessionUser, id: number): Promise<OverruleDetail> {
  const summary = await summaryOf(db, user, id);
  const messages = await db.select().from(overruleBerichten).where(eq(overruleBerichten.verzoekId, id)).orderBy(asc(overruleBerichten.id));
  const statusIds = messages.flatMap((m) => [m.oordeelId, m.geldverstrekkerStatusId, m.serviceProviderStatusId]).filter((v): v is number => v !== null);
  const [names, files, statuses, choices] = await Promise.all([
    actorNames(db, messages.map((m) => m.afzenderId)),
    filesOf(db, deskBijlagen.overruleBerichtId, messages.map((m) => m.id)),
    statusNames(db, statusIds),
    statusChoices(db, summary.geldverstrekker.id),
  ]);
  const last = messages.at(-1);
  if (last && summary.ongelezen) {
    await markRead(db, 'OVERRULE', id, user.id, last.id);
    await publish(db, readEvent(user, summary));
  }
  return {
    ...summary,
    ongelezen: false,
    statusChoices: choices,
    messages: messages.map((m) => ({
      id: m.id,
      afzender: names.get(m.afzenderId) ?? { id: m.afzenderId, naam: '' },
      rol: m.rol as OverruleDetail['messages'][number]['rol'],
      soort: m.soort as 'BERICHT' | 'STATUS',
      message: m.tekst,
      createdAt: m.createdAt,
      files: files.get(m.id) ?? [],
      verdict: m.oordeelId === null ? null : (statuses.get(m.oordeelId) ?? null),
      moneyProviderStatus: m.geldverstrekkerStatusId === null ? null : (statuses.get(m.geldverstrekkerStatusId) ?? null),
      serviceProviderStatus: m.serviceProviderStatusId === null ? null : (statuses.get(m.serviceProviderStatusId) ?? null),
    })),
  };
}

/** The active statuses of each party's list for a money provider, in their order. */
async function statusChoices(db: Db, lenderId: number) {
  const rows = await db
    .select({ id: overruleStatussen.id, naam: overruleStatussen.naam, afgesloten: overruleStatussen.afgesloten, partij: overruleStatussen.partij })
    .from(overruleStatussen)
    .where(and(eq(overruleStatussen.active, true), or(isNull(overruleStatussen.geldverstrekkerId), eq(overruleStatussen.geldverstrekkerId, lenderId))))
    .orderBy(asc(overruleStatussen.volgorde), asc(overruleStatussen.id));
  const of = (partij: string) => rows.filter((r) => r.partij === partij).map(({ id, naam, afgesloten }) => ({ id, naam, afgesloten }));
  return { moneyProvider: of('GELDVERSTREKKER'), serviceProvider: of('SERVICE_PROVIDER') };
}

async function statusNames(db: Db, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map<number, { id: number; naam: string }>();
  const rows = await db.select({ id: overruleStatussen.id, naam: overruleStatussen.naam }).from(overruleStatussen).where(inArray(overruleStatussen.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

const eventOf = (type: DeskEventType, user: SessionUser, r: { id: number; dossierId: number; kantoorId: number | null; geldverstrekkerId: number }) => ({
  type,
  desk: 'OVERRULE' as const,
  id: r.id,
  kantoorId: r.kantoorId,
  geldverstrekkerId: r.geldverstrekkerId,
  dossierId: r.dossierId,
  actorId: user.id,
});

const readEvent = (user: SessionUser, s: OverruleSummary) => ({
  ...eventOf('desk.read', user, { id: s.id, dossierId: s.dossierId, kantoorId: s.kantoor?.id ?? null, geldverstrekkerId: s.geldverstrekker.id }),
  onlyUserId: user.id,
});

/** GET /dossiers/overrule/exists/{dossierId}: the open request of a dossier the user may see. */
export async function overruleExists(db: Db, user: SessionUser, dossierId: number) {
  await readDossier(db, user, dossierId);
  const [row] = await db
    .select({ id: overruleVerzoeken.id })
    .from(overruleVerzoeken)
    .where(and(eq(overruleVerzoeken.dossierId, dossierId), eq(overruleVerzoeken.gearchiveerd, false), overruleScope(user)));
  return { exists: !!row, id: row?.id ?? null };
}

type Party = 'GELDVERSTREKKER' | 'SERVICE_PROVIDER';

/** A status of the beheer list "overrule status" for one party, valid for the request's money provider. */
async function statusOf(tx: Tx, party: Party, id: number, lenderId: number, field: string) {
  const [row] = await tx
    .select()
    .from(overruleStatussen)
    .where(
      and(
        eq(overruleStatussen.id, id),
        eq(overruleStatussen.partij, party),
        eq(overruleStatussen.active, true),
        or(isNull(overruleStatussen.geldverstrekkerId), eq(overruleStatussen.geldverstrekkerId, lenderId)),
      ),
    );
  if (!row) throw validationErrorOf(field, DESK_MESSAGES.unknownStatus);
  return row;
}

const validationErrorOf = (field: string, message: string) =>
  new AppError(400, { type: 'VALIDATION', messages: [`${DESK_LABELS[field as keyof typeof DESK_LABELS] ?? field}: ${message}`], fields: { [field]: message } });

/** The first status of a party's list for a money provider: where a new request starts. */
async function firstStatus(tx: Tx, party: Party, lenderId: number) {
  const [row] = await tx
    .select({ id: overruleStatussen.id })
    .from(overruleStatussen)
    .where(
      and(
        eq(overruleStatussen.partij, party),
        eq(overruleStatussen.active, true),
        eq(overruleStatussen.afgesloten, false),
        or(isNull(overruleStatussen.geldverstrekkerId), eq(overruleStatussen.geldverstrekkerId, lenderId)),
      ),
    )
    .orderBy(asc(overruleStatussen.volgorde), asc(overruleStatussen.id))
    .limit(1);
  return row?.id ?? null;
}

interface NewOverrule {
  mainSubjectId: number;
  subSubjectId: number | null;
  initialMessage: string;
  dossierId: number;
}

/**
 * POST /dossiers/overrule/new: the adviser (or the back office for them) asks for an overrule on
 * a dossier they may see; one open request per dossier. The request starts at the first status of
 * each party's list; its files are stored after the commit.
 */
export async function createOverrule(db: Db, storage: FileStorage, user: SessionUser, body: NewOverrule, files: readonly CheckedFile[]) {
  const role = deskRole(user);
  if (role !== 'ADVISEUR' && role !== 'MEDEWERKER') throw refused(DESK_MESSAGES.notAParty);
  const id = await storage.withCommit(files, () =>
    db.transaction(async (tx) => {
      const dossier = await readDossier(tx, user, body.dossierId);
      await checkSubjects(tx, 'OVERRULE', body.mainSubjectId, body.subSubjectId, DESK_LABELS);
      const [open] = await tx
        .select({ id: overruleVerzoeken.id })
        .from(overruleVerzoeken)
        .where(and(eq(overruleVerzoeken.dossierId, dossier.id), eq(overruleVerzoeken.gearchiveerd, false)))
        .for('update');
      if (open) throw conflict(DESK_MESSAGES.openRequestExists(open.id));
      const [request] = await tx
        .insert(overruleVerzoeken)
        .values({
          dossierId: dossier.id,
          kantoorId: dossier.kantoorId,
          geldverstrekkerId: dossier.geldverstrekkerId,
          hoofdOnderwerpId: body.mainSubjectId,
          subOnderwerpId: body.subSubjectId,
          aangevraagdDoorId: user.id,
          geldverstrekkerStatusId: await firstStatus(tx, 'GELDVERSTREKKER', dossier.geldverstrekkerId),
          serviceProviderStatusId: await firstStatus(tx, 'SERVICE_PROVIDER', dossier.geldverstrekkerId),
        })
        .returning();
      await addMessage(tx, user, request, { rol: role, tekst: body.initialMessage }, files);
      await publish(tx, eventOf('desk.created', user, request));
      return { result: request.id };
    }),
  );
  return summaryOf(db, user, id);
}

/** Writes a message, its files and the request's last-message columns; the writer has read it. */
async function addMessage(
  tx: Tx,
  user: SessionUser,
  request: typeof overruleVerzoeken.$inferSelect,
  message: Omit<typeof overruleBerichten.$inferInsert, 'verzoekId' | 'afzenderId'>,
  files: readonly CheckedFile[],
  changes: Partial<typeof overruleVerzoeken.$inferInsert> = {},
) {
  const [row] = await tx
    .insert(overruleBerichten)
    .values({ ...message, verzoekId: request.id, afzenderId: user.id })
    .returning({ id: overruleBerichten.id, createdAt: overruleBerichten.createdAt });
  await attachFiles(tx, { overruleBerichtId: row.id }, files, user.id);
  await tx
    .update(overruleVerzoeken)
    .set({
      ...changes,
      laatsteBerichtId: row.id,
      laatsteAfzenderId: user.id,
      laatsteBerichtOp: row.createdAt,
      aantalBerichten: sql`${overruleVerzoeken.aantalBerichten} + 1`,
      version: sql`${overruleVerzoeken.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(overruleVerzoeken.id, request.id));
  await markRead(tx, 'OVERRULE', request.id, user.id, row.id);
}

interface OverruleChat {
  message: string;
  overruleVerdictId: number | null;
  serviceProviderStatusId: number | null;
}

/**
 * POST /dossiers/overrule/{id}/chat: a message of one of the three parties. The money provider
 * may give its verdict with it (a closing status of its list, which becomes its status); the back
 * office may set the service provider's status. An archived request takes no more messages.
 */
export async function chatOverrule(db: Db, storage: FileStorage, user: SessionUser, id: number, body: OverruleChat, files: readonly CheckedFile[]) {
  const role = deskRole(user);
  if (!role) throw refused(DESK_MESSAGES.notAParty);
  if (body.overruleVerdictId !== null && role !== 'GELDVERSTREKKER') throw refused(DESK_MESSAGES.verdictOnlyLender);
  if (body.serviceProviderStatusId !== null && role !== 'MEDEWERKER') throw refused(DESK_MESSAGES.serviceStatusOnlyStaff);
  await storage.withCommit(files, () =>
    db.transaction(async (tx) => {
      const request = await lockRequest(tx, user, id);
      if (request.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
      const changes: Partial<typeof overruleVerzoeken.$inferInsert> = {};
      if (body.overruleVerdictId !== null) {
        const status = await statusOf(tx, 'GELDVERSTREKKER', body.overruleVerdictId, request.geldverstrekkerId, 'overruleVerdictId');
        if (!status.afgesloten) throw validationErrorOf('overruleVerdictId', DESK_MESSAGES.notAVerdict);
        Object.assign(changes, { oordeelId: status.id, geldverstrekkerStatusId: status.id });
      }
      if (body.serviceProviderStatusId !== null) {
        await statusOf(tx, 'SERVICE_PROVIDER', body.serviceProviderStatusId, request.geldverstrekkerId, 'serviceProviderStatusId');
        changes.serviceProviderStatusId = body.serviceProviderStatusId;
      }
      await addMessage(tx, user, request, { rol: role, tekst: body.message, oordeelId: body.overruleVerdictId, serviceProviderStatusId: body.serviceProviderStatusId }, files, changes);
      await publish(tx, eventOf(body.overruleVerdictId !== null ? 'desk.status' : 'desk.message', user, request));
      return { result: undefined };
    }),
  );
  return overruleDetail(db, user, id);
}

/**
 * PUT /dossiers/overrule/{id}/status: each party sets its own status only, the money provider
 * moneyProviderStatusId and the back office serviceProviderStatusId; the change is written into the
 * chat so every party sees it.
 */
export async function changeOverruleStatus(db: Db, user: SessionUser, id: number, body: { moneyProviderStatusId: number | null; serviceProviderStatusId: number | null }) {
  const role = deskRole(user);
  if (role !== 'GELDVERSTREKKER' && role !== 'MEDEWERKER') throw refused(DESK_MESSAGES.notAParty);
  if (body.moneyProviderStatusId !== null && role !== 'GELDVERSTREKKER') throw refused(DESK_MESSAGES.lenderStatusOnlyLender);
  if (body.serviceProviderStatusId !== null && role !== 'MEDEWERKER') throw refused(DESK_MESSAGES.serviceStatusOnlyStaff);
  const [field, party, statusId] =
    role === 'GELDVERSTREKKER'
      ? (['moneyProviderStatusId', 'GELDVERSTREKKER', body.moneyProviderStatusId] as const)
      : (['serviceProviderStatusId', 'SERVICE_PROVIDER', body.serviceProviderStatusId] as const);
  if (statusId === null) throw validationErrorOf(field, DESK_MESSAGES.nothingToChange);
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, user, id);
    if (request.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
    const status = await statusOf(tx, party, statusId, request.geldverstrekkerId, field);
    const who = party === 'GELDVERSTREKKER' ? 'geldverstrekker' : 'service provider';
    const changes = party === 'GELDVERSTREKKER' ? { geldverstrekkerStatusId: status.id } : { serviceProviderStatusId: status.id };
    await addMessage(tx, user, request, { rol: role, soort: 'STATUS', tekst: `Status ${who}: ${status.naam}`, ...changes }, [], changes);
    await publish(tx, eventOf('desk.status', user, request));
  });
  return summaryOf(db, user, id);
}

/** PATCH /dossiers/overrule/{id}/archive: the back office closes a request; it stays readable, closed for changes. */
export async function archiveOverrule(db: Db, user: SessionUser, id: number) {
  if (!isStaff(user)) throw refused(DESK_MESSAGES.archiveOnlyStaff);
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, user, id);
    if (request.gearchiveerd) throw conflict(DESK_MESSAGES.closed);
    await tx
      .update(overruleVerzoeken)
      .set({ gearchiveerd: true, gearchiveerdOp: new Date(), version: sql`${overruleVerzoeken.version} + 1`, updatedAt: new Date() })
      .where(eq(overruleVerzoeken.id, id));
    await publish(tx, eventOf('desk.closed', user, request));
  });
  return summaryOf(db, user, id);
}
