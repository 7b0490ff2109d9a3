import path from 'node:path';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '../../../contract/documents';
import { type DocumentLijst } from '../../../contract/document-lists';
import type { Db } from '../../db/client';
import { documenten, documentRedenen, documentVersies, dossierDocumenten, referentieWaarden } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { auditFields } from '../dossier-detail/audit-trail';
import { lockDossier } from '../dossier-detail/access';
import type { Tx } from '../dossiers/audit';
import { inspectPdf } from '../pdf/page-tools';
import { pdfLib } from '../pdf/pdf-lib';
import type { SessionUser } from '../permissions/access';
import { insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';
import { type DocumentRow, lockDocument } from './read';

/** The fields of a document the dossier's audit trail follows (docs/documents.md). */
const AUDITED = [
  'lijst',
  'naam',
  'soort',
  'dossierDocumentId',
  'status',
  'bestandId',
  'spGeverifieerdDoor',
  'nhlGeverifieerdDoor',
  'toelichting',
  'doorgezetOp',
  'gearchiveerd',
] as const;

type Audited = DocumentRow & { redenen?: string };

/** Who changes a document: a signed-in user, or null for the system (an HDN document message). */
type Actor = Pick<SessionUser, 'id'> | null;

/**
 * Writes what changed of a document to its dossier's audit trail, as `documenten[<id>].<veld>`;
 * `redenen` is the decline's reasons as one text.
 */
export const auditDocument = (tx: Tx, actor: Actor, before: Audited | null, after: Audited | null) => {
  const row = (after ?? before) as DocumentRow;
  return auditFields(tx, actor?.id ?? null, row.dossierId, `documenten[${row.id}]`, before, after, [...AUDITED, 'redenen']);
};

/** A code of the `checksoortdocumenten` list that is switched on, or a field error on `field`. */
export async function checkKind(db: Db | Tx, soort: string | null, field = 'soort') {
  if (soort === null) return;
  const [kind] = await db
    .select({ code: referentieWaarden.code })
    .from(referentieWaarden)
    .where(and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), eq(referentieWaarden.code, soort), eq(referentieWaarden.active, true)));
  if (!kind) throw validationError({ [field]: DOCUMENT_MESSAGES.unknownKind }, { [field]: 'Documentsoort' });
}

/** A request of this dossier, or a field error. */
async function checkRequest(tx: Tx, dossierId: number, requestId: number | null) {
  if (requestId === null) return;
  const [row] = await tx.select({ id: dossierDocumenten.id }).from(dossierDocumenten).where(and(eq(dossierDocumenten.id, requestId), eq(dossierDocumenten.dossierId, dossierId)));
  if (!row) throw validationError({ dossierDocumentId: DOCUMENT_MESSAGES.unknownRequest }, { dossierDocumentId: 'Opgevraagd document' });
}

export interface NewDocument {
  naam: string;
  soort: string | null;
  documentType: number | null;
  dossierDocumentId: number | null;
}

/**
 * A new document in a phase list, without a file yet. When it answers a request, the declined
 * documents sent for that request before are archived: the new one takes their place.
 */
export async function createDocument(tx: Tx, user: SessionUser, dossierId: number, lijst: DocumentLijst, fields: NewDocument) {
  await lockDossier(tx, user, dossierId);
  return insertDocument(tx, user, dossierId, lijst, fields);
}

/** createDocument for a dossier the caller has locked itself, made by `actor` (null: the system). */
export async function insertDocument(tx: Tx, actor: Actor, dossierId: number, lijst: DocumentLijst, fields: NewDocument) {
  await checkKind(tx, fields.soort);
  await checkRequest(tx, dossierId, fields.dossierDocumentId);
  if (fields.dossierDocumentId !== null) {
    const superseded = await tx
      .update(documenten)
      .set({ gearchiveerd: true, version: sql`${documenten.version} + 1`, updatedAt: new Date() })
      .where(and(eq(documenten.dossierDocumentId, fields.dossierDocumentId), eq(documenten.status, 'R'), eq(documenten.gearchiveerd, false)))
      .returning();
    for (const row of superseded) await auditDocument(tx, actor, { ...row, gearchiveerd: false }, row);
  }
  const [row] = await tx
    .insert(documenten)
    .values({ dossierId, lijst, ...fields, aangemaaktDoor: actor?.id ?? null })
    .returning();
  await auditDocument(tx, actor, null, row);
  return row;
}

/**
 * Adds a version holding `bestandId` and makes it the document's current file; answers the row as
 * it is now. The page tools (server/services/pdf) save each operation through this too.
 */
export async function addVersion(tx: Tx, document: DocumentRow, bestandId: number, bewerking: string, userId: number | null) {
  const [{ last }] = await tx.select({ last: max(documentVersies.versie) }).from(documentVersies).where(eq(documentVersies.documentId, document.id));
  await tx.insert(documentVersies).values({ documentId: document.id, versie: (last ?? 0) + 1, bestandId, bewerking, gemaaktDoor: userId });
  const [row] = await tx
    .update(documenten)
    .set({ bestandId, version: document.version + 1, updatedAt: new Date() })
    .where(eq(documenten.id, document.id))
    .returning();
  return row;
}

/**
 * Brings the requested document a document answers in line with it, so the requested-documents
 * list and the overview's counts follow every upload and review at once.
 */
export async function syncRequest(tx: Tx, document: DocumentRow, reasons: readonly string[] = []) {
  if (document.dossierDocumentId === null) return;
  const reviewed = document.beoordeeldOp !== null && document.status !== 'O';
  const reden = [reasons.join(', '), document.toelichting].filter(Boolean).join(' — ') || null;
  await tx
    .update(dossierDocumenten)
    .set({
      status: document.status,
      ontvangenOp: document.ontvangenOp ? sql`coalesce(${dossierDocumenten.ontvangenOp}, ${document.ontvangenOp})` : null,
      beoordeeldDoor: reviewed ? document.beoordeeldDoor : null,
      beoordeeldOp: reviewed ? document.beoordeeldOp : null,
      reden: reviewed ? reden : null,
      version: sql`${dossierDocumenten.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(dossierDocumenten.id, document.dossierDocumentId));
}

const pdfName = (naam: string) => `${path.basename(naam, path.extname(naam))}.pdf`;

/**
 * What a document stores of an upload: a PDF as it came, once MuPDF has opened it (a malformed or
 * encrypted file is refused with FILETYPE); a JPEG scan becomes a one-page PDF of the picture, so
 * every document works with the viewer and the page tools. The staged upload is removed on refusal.
 */
export async function documentFile(storage: FileStorage, file: CheckedFile): Promise<CheckedFile> {
  try {
    const bytes = await storage.head(file, file.grootte);
    if (file.mimeType === 'application/pdf') {
      await inspectPdf(bytes);
      return file;
    }
    const { PDFDocument } = await pdfLib();
    const pdf = await PDFDocument.create();
    const image = await pdf.embedJpg(bytes);
    pdf.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    const staged = await storage.stageBytes(await pdf.save(), pdfName(file.naam));
    await storage.discard(file);
    return { ...staged, mimeType: 'application/pdf' };
  } catch (error) {
    await storage.discard(file);
    throw error;
  }
}

/** Clears a document's review: a new file is judged afresh. */
const reviewReset = { status: 'O', spGeverifieerdDoor: null, spGeverifieerdOp: null, nhlGeverifieerdDoor: null, nhlGeverifieerdOp: null, beoordeeldDoor: null, beoordeeldOp: null, toelichting: null, doorgezetOp: null };

/** Whether anyone judged the document (or handed it on): its content changing then undoes that. */
export const isReviewed = (row: DocumentRow) =>
  row.status !== 'O' || row.spGeverifieerdOp !== null || row.nhlGeverifieerdOp !== null || row.beoordeeldOp !== null || row.doorgezetOp !== null;

/**
 * Puts a document back to "te beoordelen" (status O, verifications, reasons and remark gone) with
 * `also` written alongside, and brings its request in line; for a file that changed since the review.
 */
export async function clearReview(tx: Tx, id: number, also: Partial<typeof documenten.$inferInsert> = {}) {
  await tx.delete(documentRedenen).where(eq(documentRedenen.documentId, id));
  const [after] = await tx
    .update(documenten)
    .set({ ...reviewReset, ...also })
    .where(eq(documenten.id, id))
    .returning();
  await syncRequest(tx, after);
  return after;
}

/**
 * Stores an uploaded file as the document's new version (`UPLOAD`), in one transaction with the
 * review reset and the request's update; the file moves into place only after the commit.
 */
export async function uploadIntoDocument(db: Db, storage: FileStorage, user: SessionUser, file: CheckedFile, id: number, where: { dossierId?: number; lijst?: DocumentLijst } = {}) {
  return storage.withCommit([file], () =>
    db.transaction(async (tx) => {
      const { row: before } = await lockDocument(tx, user, id, where.dossierId);
      // A document of another list is not found on this list's path.
      if (where.lijst && before.lijst !== where.lijst) throw notFound();
      const bestandId = await insertFile(tx, file, user.id);
      const versioned = await addVersion(tx, before, bestandId, 'UPLOAD', user.id);
      const after = await clearReview(tx, id, { ontvangenOp: new Date(), gearchiveerd: false });
      await auditDocument(tx, user, before, { ...after, version: versioned.version });
      return { result: after };
    }),
  );
}

/** The requests of `ids` still answered by some document other than `except`. */
export async function answeredRequests(tx: Tx, ids: readonly number[], except: number) {
  if (!ids.length) return new Set<number>();
  const rows = await tx
    .select({ id: documenten.dossierDocumentId })
    .from(documenten)
    .where(and(inArray(documenten.dossierDocumentId, [...ids]), sql`${documenten.id} <> ${except}`, eq(documenten.gearchiveerd, false)));
  return new Set(rows.map((r) => r.id));
}
