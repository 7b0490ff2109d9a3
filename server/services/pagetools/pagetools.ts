import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '../../../contract/documents';
import { type DocumentLijst } from '../../../contract/document-lists';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { documenten, documentVersies } from '../../db/schema';
import { general, notFound, stale } from '../../errors';
import { type DocumentRow, lockDocument, readDocument } from '../documents/read';
import { addVersion, auditDocument, clearReview, createDocument, isReviewed, syncRequest } from '../documents/write';
import {
  blurAreas,
  type BlurArea,
  compressPdf,
  type CompressOptions,
  duplicatePages,
  mergePdf,
  movePages,
  removePages,
  rotatePages,
  splitPages,
} from '../pdf/page-tools';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { fileById, insertFile } from '../storage/records';
import { type FileStorage, isMissingFile, type StagedFile } from '../storage/storage';

/** One page operation as the routes receive it (contract/pagetools.ts). */
export type PageOperation =
  | { kind: 'REMOVE'; pages: number[] }
  | { kind: 'SPLIT'; pages: number[]; target?: { naam?: string; lijst?: DocumentLijst; dossierDocumentId?: number | null } }
  | { kind: 'DUPLICATE'; pages: number[]; insertAfterPageIndex: number }
  | { kind: 'MERGE'; sourceDocumentId: number; insertAfterPageIndex: number }
  | { kind: 'MOVE'; pages: number[]; targetPage: number; before: boolean }
  | { kind: 'ROTATE'; pages: number[]; angle: number }
  | { kind: 'COMPRESS'; options: CompressOptions }
  | { kind: 'BLUR'; areas: BlurArea[] };

interface Context {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
}

/** Reads inside a page operation's transaction go through its `tx`: on PGlite a read beside it would wait for it. */
type Reading = Omit<Context, 'db'> & { db: Db | Tx };

/** Review permissions: who may change the pages of a document someone already verified (docs/pdf.md). */
const REVIEWERS = ['DOCUMENT_BEOORDELING_SP', 'DOCUMENT_BEOORDELING_NHL'] as const;

const isVerified = (row: DocumentRow) => row.spGeverifieerdOp !== null || row.nhlGeverifieerdOp !== null;

/** A verified document's pages are the reviewers' to change: the adviser sends a new file instead. */
function mayEditPages(user: SessionUser, row: DocumentRow) {
  if (isVerified(row) && !REVIEWERS.some((p) => user.permissions.has(p))) throw general(403, DOCUMENT_MESSAGES.verifiedPages);
}

/** How long a file the database already names may take to land in the store (it moves there after the commit). */
const LANDING_TRIES = 20;
const LANDING_PAUSE_MS = 50;

/**
 * The bytes of a stored file. A version's file moves into the store just after its transaction
 * commits, so an operation that got the lock right then waits for it briefly. A file that stays
 * gone (the dossier was cleaned up, the document removed or replaced meanwhile) is a Dutch 404 or
 * 409, never a 500: `again` reads the document anew and tells which.
 */
async function readStored(storage: FileStorage, sleutel: string, again: () => Promise<DocumentRow | undefined>, read: DocumentRow) {
  for (let attempt = 1; ; attempt++) {
    try {
      return new Uint8Array(await storage.read(sleutel));
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      const now = await again();
      if (!now) throw notFound();
      if (now.bestandId !== read.bestandId) throw stale();
      if (attempt >= LANDING_TRIES) throw general(404, DOCUMENT_MESSAGES.fileGone);
      await new Promise((resolve) => setTimeout(resolve, LANDING_PAUSE_MS));
    }
  }
}

/** The current file of a document read as `row`, its record and its bytes; a document without a file cannot be edited. */
async function fileOf({ db, storage }: Reading, row: DocumentRow) {
  const file = row.bestandId === null ? undefined : await fileById(db, row.bestandId);
  if (!file) throw general(400, DOCUMENT_MESSAGES.noFile);
  const again = async () => (await db.select().from(documenten).where(eq(documenten.id, row.id)))[0];
  return { file, bytes: await readStored(storage, file.sleutel, again, row) };
}

/** The current file of a readable document (with `dossierId`: of that dossier), not locked. */
async function currentFile(context: Reading, id: number, dossierId?: number) {
  const { row } = await readDocument(context.db, context.user, id, dossierId);
  return { row, ...(await fileOf(context, row)) };
}

/** What an operation makes of the document's bytes: the new file and, for a split, the pages split off. */
async function apply(context: Reading, row: DocumentRow, bytes: Uint8Array, operation: PageOperation): Promise<{ result: Uint8Array; splitOff?: Uint8Array }> {
  switch (operation.kind) {
    case 'REMOVE':
      return { result: await removePages(bytes, operation.pages) };
    case 'SPLIT': {
      const { remaining, splitOff } = await splitPages(bytes, operation.pages);
      return { result: remaining, splitOff };
    }
    case 'DUPLICATE':
      return { result: await duplicatePages(bytes, operation.pages, operation.insertAfterPageIndex) };
    case 'MERGE': {
      const source = await currentFile(context, operation.sourceDocumentId, row.dossierId);
      return { result: await mergePdf(bytes, source.bytes, operation.insertAfterPageIndex) };
    }
    case 'MOVE':
      return { result: await movePages(bytes, operation.pages, operation.targetPage, operation.before) };
    case 'ROTATE':
      return { result: await rotatePages(bytes, operation.pages, operation.angle) };
    case 'COMPRESS':
      return { result: await compressPdf(bytes, operation.options) };
    case 'BLUR':
      return { result: await blurAreas(bytes, operation.areas) };
  }
}

/** The PDF an operation would make, nothing saved (the `/preview` calls). */
export async function previewOperation(context: Context, id: number, operation: PageOperation) {
  const { row, file, bytes } = await currentFile(context, id);
  const { result } = await apply(context, row, bytes, operation);
  return { bytes: result, naam: file.naam };
}

interface Outcome {
  document: DocumentRow;
  splitOff?: DocumentRow;
}

/**
 * Runs `work` on a document locked for it (FOR UPDATE) from reading its file to saving the result,
 * so two page operations on one document run one after the other (the second works on the
 * first's result) and the file cannot go while it is read. `work` stages the new files in
 * `staged`: they move into place after the commit and are removed on any failure (`withCommit`).
 * A stale `version`, or a verified document and a user who may not change it, is refused before
 * any work. On PGlite the lock costs nothing extra: the engine runs on the one thread anyway.
 */
function underLock(context: Context, id: number, version: number | undefined, work: (tx: Tx, row: DocumentRow, staged: StagedFile[]) => Promise<Outcome>) {
  const { db, storage, user } = context;
  const staged: StagedFile[] = [];
  return storage.withCommit<Outcome>(staged, () =>
    db.transaction(async (tx) => {
      const { row } = await lockDocument(tx, user, id);
      if (version !== undefined) checkVersion(row, version);
      mayEditPages(user, row);
      return { result: await work(tx, row, staged) };
    }),
  );
}

/**
 * Makes `bestandId` the document's new version in the caller's transaction, with the audit; the
 * content changed, so a review it had goes back to "te beoordelen" (docs/pdf.md).
 */
async function newVersion(tx: Tx, user: SessionUser, before: DocumentRow, file: StagedFile, bewerking: string) {
  const versioned = await addVersion(tx, before, await insertFile(tx, { ...file, mimeType: 'application/pdf' }, user.id), bewerking, user.id);
  const after = isReviewed(before) ? { ...(await clearReview(tx, before.id)), version: versioned.version } : versioned;
  await auditDocument(tx, user, before, after);
  return after;
}

/**
 * Makes an older version current again: its file is copied (streamed, store to store) into a new
 * version `RESTORE`, so every version keeps its own file and the history stays complete.
 */
export async function restoreVersion(context: Context, id: number, versie: number, version?: number) {
  const { storage, user } = context;
  const outcome = await underLock(context, id, version, async (tx, row, staged) => {
    const [old] = await tx
      .select({ bestandId: documentVersies.bestandId })
      .from(documentVersies)
      .where(and(eq(documentVersies.documentId, id), eq(documentVersies.versie, versie)));
    const file = old && (await fileById(tx, old.bestandId));
    if (!file) throw notFound();
    let source;
    try {
      source = await storage.readStream(file.sleutel);
    } catch (error) {
      throw isMissingFile(error) ? general(404, DOCUMENT_MESSAGES.fileGone) : error;
    }
    staged.push(await storage.stage(source, file.naam, Number.MAX_SAFE_INTEGER));
    return { document: await newVersion(tx, user, row, staged[0], 'RESTORE') };
  });
  return outcome.document;
}

const pdfName = (naam: string) => `${path.basename(naam, path.extname(naam))}.pdf`;

/**
 * Applies an operation and keeps it as the document's new version (who, when, which operation);
 * the previous versions stay. Atomic and one at a time per document (`underLock`): the new file is
 * staged, the version rows are written in one transaction, and the file moves into place only
 * after the commit. Any failure (a refusal of the engine, a stale version, a database error)
 * removes the staged files and leaves the document and its versions exactly as they were.
 */
export function saveOperation(context: Context, id: number, operation: PageOperation, version?: number) {
  const { storage, user } = context;
  return underLock(context, id, version, async (tx, row, staged) => {
    const reading = { ...context, db: tx };
    const { file, bytes } = await fileOf(reading, row);
    const { result, splitOff } = await apply(reading, row, bytes, operation);
    staged.push(await storage.stageBytes(result, pdfName(file.naam)));
    const target = operation.kind === 'SPLIT' ? operation.target : undefined;
    if (splitOff) staged.push(await storage.stageBytes(splitOff, pdfName(target?.naam ?? file.naam)));
    const document = await newVersion(tx, user, row, staged[0], operation.kind);
    if (!splitOff) return { document };
    const created = await createDocument(tx, user, row.dossierId, target?.lijst ?? (row.lijst as DocumentLijst), {
      naam: target?.naam ?? `${row.naam} (gesplitst)`,
      soort: row.soort,
      documentType: null,
      dossierDocumentId: target?.dossierDocumentId ?? null,
    });
    const splitDocument = await addVersion(tx, created, await insertFile(tx, { ...staged[1], mimeType: 'application/pdf' }, user.id), 'SPLIT', user.id);
    // The split-off answers its request from now on (it may have been asked for after the scan came in).
    const received = await tx.update(documenten).set({ ontvangenOp: new Date() }).where(eq(documenten.id, created.id)).returning();
    await syncRequest(tx, received[0]);
    await auditDocument(tx, user, created, { ...received[0], version: splitDocument.version });
    return { document, splitOff: { ...received[0], version: splitDocument.version } };
  });
}
