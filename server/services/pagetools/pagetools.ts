import path from 'node:path';
import { DOCUMENT_MESSAGES, type DocumentLijst } from '../../../contract/documents';
import type { Db } from '../../db/client';
import { general, stale } from '../../errors';
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

const pdfName = (naam: string) => `${path.basename(naam, path.extname(naam))}.pdf`;

/**
 * Applies an operation and keeps it as the document's new version (who, when, which operation);
 * the previous versions stay. Atomic: the new file is staged, the version rows are written in one
 * transaction, and the file moves into place only after the commit. Any failure (a refusal of the
 * engine, a change by someone else in the meantime, a database error) removes the staged files and
 * leaves the document and its versions exactly as they were.
 */
export async function saveOperation(context: Context, id: number, operation: PageOperation, version?: number) {
  const { db, storage, user } = context;
  const { row, file, bytes } = await currentFile(context, id);
  if (version !== undefined && version !== row.version) throw stale();
  const { result, splitOff } = await apply(context, row, bytes, operation);
  const staged: StagedFile[] = [await storage.stageBytes(result, pdfName(file.naam))];
  try {
    if (splitOff) staged.push(await storage.stageBytes(splitOff, pdfName(operation.kind === 'SPLIT' && operation.target?.naam ? operation.target.naam : file.naam)));
  } catch (error) {
    await Promise.all(staged.map((f) => storage.discard(f)));
    throw error;
  }
  const [resultFile, splitFile] = staged.map((f) => ({ ...f, mimeType: 'application/pdf' }));
  return storage.withCommit<{ document: DocumentRow; splitOff?: DocumentRow }>(staged, () =>
    db.transaction(async (tx) => {
      const { row: before } = await lockDocument(tx, user, id);
      // Edited from a file someone has replaced since it was read: the operation no longer applies.
      if (before.bestandId !== row.bestandId) throw stale();
      const after = await addVersion(tx, before, await insertFile(tx, resultFile, user.id), operation.kind, user.id);
      await auditDocument(tx, user, before, after);
      if (!splitFile || operation.kind !== 'SPLIT') return { result: { document: after } };
      const created = await createDocument(tx, user, before.dossierId, operation.target?.lijst ?? (before.lijst as DocumentLijst), {
        naam: operation.target?.naam ?? `${before.naam} (gesplitst)`,
        soort: before.soort,
        documentType: null,
        dossierDocumentId: null,
      });
      const splitDocument = await addVersion(tx, created, await insertFile(tx, splitFile, user.id), 'SPLIT', user.id);
      await auditDocument(tx, user, created, splitDocument);
      return { result: { document: after, splitOff: splitDocument } };
    }),
  );
}
