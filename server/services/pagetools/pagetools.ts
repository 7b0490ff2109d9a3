import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '../../../contract/documents';
import { type DocumentLijst } from '../../../contract/document-lists';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { documentVersies } from '../../db/schema';
import { general, notFound, stale } from '../../errors';
import { type DocumentRow, lockDocument, readDocument } from '../documents/read';
import { addVersion, auditDocument, createDocument } from '../documents/write';
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
import type { FileStorage, StagedFile } from '../storage/storage';

/** One page operation as the routes receive it (contract/pagetools.ts). */
export type PageOperation =
  | { kind: 'REMOVE'; pages: number[] }
  | { kind: 'SPLIT'; pages: number[]; target?: { naam?: string; lijst?: DocumentLijst } }
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

/** The current file of a readable document, its record and its bytes; a document without a file cannot be edited. */
async function currentFile({ db, storage, user }: Context, id: number, dossierId?: number) {
  const { row } = await readDocument(db, user, id, dossierId);
  const file = row.bestandId === null ? undefined : await fileById(db, row.bestandId);
  if (!file) throw general(400, DOCUMENT_MESSAGES.noFile);
  return { row, file, bytes: new Uint8Array(await storage.read(file.sleutel)) };
}

/** What an operation makes of the document's bytes: the new file and, for a split, the pages split off. */
async function apply(context: Context, row: DocumentRow, bytes: Uint8Array, operation: PageOperation): Promise<{ result: Uint8Array; splitOff?: Uint8Array }> {
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

/**
 * Writes `staged` as the document's new version in one transaction, unless its file changed since
 * it was read as `read` (409: the operation no longer applies); `also` adds what else the
 * operation makes in the same transaction (a split's new document). The staged files move into
 * place only after the commit and are removed on any failure (`withCommit`).
 */
function commitVersion(
  { db, storage, user }: Context,
  read: DocumentRow,
  staged: readonly StagedFile[],
  bewerking: string,
  also?: (tx: Tx, before: DocumentRow) => Promise<DocumentRow>,
) {
  return storage.withCommit<{ document: DocumentRow; splitOff?: DocumentRow }>(staged, () =>
    db.transaction(async (tx) => {
      const { row: before } = await lockDocument(tx, user, read.id);
      if (before.bestandId !== read.bestandId) throw stale();
      const document = await addVersion(tx, before, await insertFile(tx, { ...staged[0], mimeType: 'application/pdf' }, user.id), bewerking, user.id);
      await auditDocument(tx, user, before, document);
      return { result: { document, splitOff: also && (await also(tx, before)) } };
    }),
  );
}

/**
 * Makes an older version current again: its file is copied (streamed, store to store) into a new
 * version `RESTORE`, so every version keeps its own file and the history stays complete.
 */
export async function restoreVersion(context: Context, id: number, versie: number, version?: number) {
  const { db, storage, user } = context;
  const { row } = await readDocument(db, user, id);
  if (version !== undefined) checkVersion(row, version);
  const [old] = await db
    .select({ bestandId: documentVersies.bestandId })
    .from(documentVersies)
    .where(and(eq(documentVersies.documentId, id), eq(documentVersies.versie, versie)));
  const file = old && (await fileById(db, old.bestandId));
  if (!file) throw notFound();
  const staged = await storage.stage(await storage.readStream(file.sleutel), file.naam, Number.MAX_SAFE_INTEGER);
  return (await commitVersion(context, row, [staged], 'RESTORE')).document;
}

const pdfName = (naam: string) => `${path.basename(naam, path.extname(naam))}.pdf`;

/**
 * Applies an operation and keeps it as the document's new version (who, when, which operation);
 * the previous versions stay. Atomic: the new file is staged, the version rows are written in one
 * transaction, and the file moves into place only after the commit. Any failure (a refusal of the
 * engine, a change by someone else in the meantime, a database error) removes the staged files and
 * leaves the document and its versions exactly as they were.
 */
export async function saveOperation(context: Context, id: number, operation: PageOperation, version?: number) {
  const { storage, user } = context;
  const { row, file, bytes } = await currentFile(context, id);
  if (version !== undefined) checkVersion(row, version);
  const { result, splitOff } = await apply(context, row, bytes, operation);
  const staged: StagedFile[] = [await storage.stageBytes(result, pdfName(file.naam))];
  try {
    if (splitOff) staged.push(await storage.stageBytes(splitOff, pdfName(operation.kind === 'SPLIT' && operation.target?.naam ? operation.target.naam : file.naam)));
  } catch (error) {
    await Promise.all(staged.map((f) => storage.discard(f)));
    throw error;
  }
  if (!splitOff || operation.kind !== 'SPLIT') return commitVersion(context, row, staged, operation.kind);
  const target = operation.target;
  return commitVersion(context, row, staged, operation.kind, async (tx, before) => {
    const created = await createDocument(tx, user, before.dossierId, target?.lijst ?? (before.lijst as DocumentLijst), {
      naam: target?.naam ?? `${before.naam} (gesplitst)`,
      soort: before.soort,
      documentType: null,
      dossierDocumentId: null,
    });
    const splitDocument = await addVersion(tx, created, await insertFile(tx, { ...staged[1], mimeType: 'application/pdf' }, user.id), 'SPLIT', user.id);
    await auditDocument(tx, user, created, splitDocument);
    return splitDocument;
  });
}
