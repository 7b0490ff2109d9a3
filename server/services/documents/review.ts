import { and, asc, eq, inArray } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '../../../contract/documents';
import type { Db } from '../../db/client';
import { documenten, documentRedenen, documentVersies, dossierDocumenten, rsRedenen } from '../../db/schema';
import { general, validationError } from '../../errors';
import { lockDossier } from '../dossier-detail/access';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { deleteFiles } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import { type DocumentRow, lockDocument } from './read';
import { answeredRequests, auditDocument, checkKind, syncRequest } from './write';

/** Who reviews: the service provider (the back office) or the lender (NHL). */
export type Reviewer = 'SP' | 'NHL';

const conflict = (message: string) => general(409, message);

/** Whether the document answers a request made by a change request on its dossier. */
async function isDossierChange(tx: Tx, document: DocumentRow) {
  if (document.dossierDocumentId === null) return false;
  const [request] = await tx.select({ dossierChange: dossierDocumenten.dossierChange }).from(dossierDocumenten).where(eq(dossierDocumenten.id, document.dossierDocumentId));
  return request?.dossierChange ?? false;
}

/** A document that can be judged: it has a file and is not archived. */
function reviewable(document: DocumentRow) {
  if (document.bestandId === null) throw conflict(DOCUMENT_MESSAGES.noFile);
  if (document.gearchiveerd) throw conflict(DOCUMENT_MESSAGES.archived);
}

/** The active reasons of `ids` (their texts, in list order), or a field error. */
async function checkedReasons(tx: Tx, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const rows = await tx
    .select({ id: rsRedenen.id, omschrijving: rsRedenen.omschrijving })
    .from(rsRedenen)
    .where(and(inArray(rsRedenen.id, wanted), eq(rsRedenen.active, true)))
    .orderBy(asc(rsRedenen.volgorde));
  if (rows.length !== wanted.length) throw validationError({ rsRedenIds: DOCUMENT_MESSAGES.unknownReason }, { rsRedenIds: 'Redenen' });
  return rows;
}

async function currentReasons(tx: Tx, documentId: number) {
  const rows = await tx
    .select({ omschrijving: rsRedenen.omschrijving })
    .from(documentRedenen)
    .innerJoin(rsRedenen, eq(rsRedenen.id, documentRedenen.redenId))
    .where(eq(documentRedenen.documentId, documentId))
    .orderBy(asc(rsRedenen.volgorde));
  return rows.map((r) => r.omschrijving);
}

async function replaceReasons(tx: Tx, documentId: number, reasons: readonly { id: number }[]) {
  await tx.delete(documentRedenen).where(eq(documentRedenen.documentId, documentId));
  if (reasons.length) await tx.insert(documentRedenen).values(reasons.map((r) => ({ documentId, redenId: r.id })));
}

interface Target {
  id: number;
  dossierId?: number;
  /** The dossier-change paths (`/dx/{id}/…/dossier-change`) take only documents of a change request. */
  dossierChange?: boolean;
}

async function lockForReview(tx: Tx, user: SessionUser, target: Target) {
  const { row } = await lockDocument(tx, user, target.id, target.dossierId);
  await lockDossier(tx, user, row.dossierId);
  if (target.dossierChange && !(await isDossierChange(tx, row))) throw conflict(DOCUMENT_MESSAGES.notDossierChange);
  reviewable(row);
  return row;
}

/**
 * Verify by SP or NHL. SP's check comes first for an application's documents; NHL's completes the
 * review (status G). A change request's documents are checked by the lender alone. The request the
 * document answers and the overview's counts follow in the same transaction.
 */
export function verifyDocument(db: Db, user: SessionUser, by: Reviewer, target: Target) {
  return db.transaction(async (tx) => {
    const before = await lockForReview(tx, user, target);
    const now = new Date();
    const alone = target.dossierChange === true;
    if (by === 'NHL' && !alone && before.spGeverifieerdOp === null) throw conflict(DOCUMENT_MESSAGES.notSpVerified);
    const reasonsBefore = await currentReasons(tx, before.id);
    await replaceReasons(tx, before.id, []);
    const [after] = await tx
      .update(documenten)
      .set({
        ...(by === 'SP' ? { spGeverifieerdDoor: user.id, spGeverifieerdOp: now } : { nhlGeverifieerdDoor: user.id, nhlGeverifieerdOp: now }),
        status: 'G',
        beoordeeldDoor: user.id,
        beoordeeldOp: now,
        toelichting: null,
        version: before.version + 1,
        updatedAt: now,
      })
      .where(eq(documenten.id, before.id))
      .returning();
    await syncRequest(tx, after);
    await auditDocument(tx, user, { ...before, redenen: reasonsBefore.join(', ') || undefined }, after);
    return after;
  });
}

/**
 * Decline by SP or NHL, with reasons and an optional remark the adviser reads: status R, both
 * verifications undone (a new file is checked from the start).
 */
export function declineDocument(db: Db, user: SessionUser, by: Reviewer, target: Target, body: { rsRedenIds: number[]; toelichting: string | null }) {
  return db.transaction(async (tx) => {
    const before = await lockForReview(tx, user, target);
    const reasons = await checkedReasons(tx, body.rsRedenIds);
    const reasonsBefore = await currentReasons(tx, before.id);
    await replaceReasons(tx, before.id, reasons);
    const now = new Date();
    const [after] = await tx
      .update(documenten)
      .set({
        status: 'R',
        spGeverifieerdDoor: null,
        spGeverifieerdOp: null,
        nhlGeverifieerdDoor: null,
        nhlGeverifieerdOp: null,
        beoordeeldDoor: user.id,
        beoordeeldOp: now,
        toelichting: body.toelichting,
        doorgezetOp: null,
        version: before.version + 1,
        updatedAt: now,
      })
      .where(eq(documenten.id, before.id))
      .returning();
    const texts = reasons.map((r) => r.omschrijving);
    await syncRequest(tx, after, [`Afgekeurd door ${by === 'SP' ? 'de serviceprovider' : 'de geldverstrekker'}: ${texts.join(', ')}`]);
    await auditDocument(tx, user, { ...before, redenen: reasonsBefore.join(', ') || undefined }, { ...after, redenen: texts.join(', ') });
    return after;
  });
}

/** PUT /documenten/{id}/redens: the reasons of a declined document, changed afterwards. */
export function setReasons(db: Db, user: SessionUser, id: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const { row } = await lockDocument(tx, user, id);
    const reasons = await checkedReasons(tx, ids);
    const before = await currentReasons(tx, id);
    await replaceReasons(tx, id, reasons);
    const texts = reasons.map((r) => r.omschrijving);
    if (row.status === 'R') await syncRequest(tx, row, [texts.join(', ')]);
    await auditDocument(tx, user, { ...row, redenen: before.join(', ') || undefined }, { ...row, redenen: texts.join(', ') || undefined });
    return row;
  });
}

/**
 * Removes a document no one has verified yet, with its versions and their files (after the
 * commit). Its request goes back to awaited unless another document still answers it.
 */
export async function removeDocument(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  await storage.withCommit([], () =>
    db.transaction(async (tx) => {
      const { row } = await lockDocument(tx, user, id);
      await lockDossier(tx, user, row.dossierId);
      if (row.spGeverifieerdOp !== null || row.nhlGeverifieerdOp !== null) throw conflict(DOCUMENT_MESSAGES.verifiedCannotRemove);
      const versions = await tx.select({ bestandId: documentVersies.bestandId }).from(documentVersies).where(eq(documentVersies.documentId, id));
      await tx.delete(documenten).where(eq(documenten.id, id));
      const obsolete = await deleteFiles(tx, versions.map((v) => v.bestandId));
      if (row.dossierDocumentId !== null && !(await answeredRequests(tx, [row.dossierDocumentId], id)).size) {
        await tx
          .update(dossierDocumenten)
          .set({ status: 'O', ontvangenOp: null, beoordeeldDoor: null, beoordeeldOp: null, reden: null, updatedAt: new Date() })
          .where(eq(dossierDocumenten.id, row.dossierDocumentId));
      }
      await auditDocument(tx, user, row, null);
      return { result: undefined, obsolete };
    }),
  );
}

/** POST /dossiers/document/{x}/pass: hands SP-verified documents on to the lender for its check. */
export function passDocuments(db: Db, user: SessionUser, dossierId: number, ids: readonly number[]) {
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    const rows = await tx
      .select()
      .from(documenten)
      .where(and(eq(documenten.dossierId, dossierId), inArray(documenten.id, [...new Set(ids)])))
      .for('update');
    if (rows.length !== new Set(ids).size) throw validationError({ documentsId: DOCUMENT_MESSAGES.unknownRequest }, { documentsId: 'Documenten' });
    if (rows.some((r) => r.spGeverifieerdOp === null || r.gearchiveerd)) throw conflict(DOCUMENT_MESSAGES.notPassable);
    const now = new Date();
    const passed: DocumentRow[] = [];
    for (const before of rows) {
      const [after] = await tx.update(documenten).set({ doorgezetOp: now, version: before.version + 1, updatedAt: now }).where(eq(documenten.id, before.id)).returning();
      await auditDocument(tx, user, before, after);
      passed.push(after);
    }
    return passed;
  });
}

/** POST /dossiers/{id}/documenten/soort: (re)classifies a document of the dossier. */
export function setKind(db: Db, user: SessionUser, dossierId: number, documentId: number, soort: string) {
  return db.transaction(async (tx) => {
    const { row: before } = await lockDocument(tx, user, documentId, dossierId);
    await checkKind(tx, soort);
    const [after] = await tx.update(documenten).set({ soort, version: before.version + 1, updatedAt: new Date() }).where(eq(documenten.id, documentId)).returning();
    await auditDocument(tx, user, before, after);
    return after;
  });
}

/**
 * PUT /documenten/{id}/hyarchis/upload: files the document in the archive (spec 001 §3 names
 * HYARCHIS as a document provider). No external archive is connected, so the document moves to the
 * dossier's archived list, where it stays readable (docs/documents.md).
 */
export function archiveDocument(db: Db, user: SessionUser, id: number) {
  return db.transaction(async (tx) => {
    const { row: before } = await lockDocument(tx, user, id);
    if (before.bestandId === null) throw conflict(DOCUMENT_MESSAGES.noFile);
    const [after] = await tx.update(documenten).set({ gearchiveerd: true, version: before.version + 1, updatedAt: new Date() }).where(eq(documenten.id, id)).returning();
    await auditDocument(tx, user, before, after);
    return after;
  });
}
