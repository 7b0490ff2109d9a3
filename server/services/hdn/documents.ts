import { and, asc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_FILE_KINDS, FILE_MESSAGES, UPLOAD_MAX_BYTES } from '../../../contract/files';
import type { DocumentLijst } from '../../../contract/document-lists';
import type { Fase } from '../../../contract/dossier';
import { documenten, dossierDocumenten } from '../../db/schema';
import { AppError } from '../../errors';
import { addVersion, auditDocument, documentFile, insertDocument, syncRequest } from '../documents/write';
import type { FileStorage } from '../storage/storage';
import { cleanName, checkKind, type CheckedFile } from '../storage/upload';
import { insertFile } from '../storage/records';
import { HdnRefusal } from './dossier';
import type { Effect } from './effects';
import { documentKinds } from './kinds';
import type { HdnBody } from './message';

/** The document list a delivered document joins: that of the dossier's phase (the application's go with the rate offer). */
const LIST_OF_PHASE: Record<Fase, DocumentLijst> = {
  AANVRAAG: 'RENTEAANBOD',
  RENTEAANBOD: 'RENTEAANBOD',
  HYPOTHEEKAANBOD: 'HYPOTHEEKAANBOD',
  PASSEREN: 'PASSEREN',
};

/**
 * The files of a DX message, staged in the file store and checked as an upload is (PDF or JPEG by
 * their bytes, at most 30,000,000 bytes; a JPEG becomes a one-page PDF), before its transaction.
 * A file that does not pass refuses the message; what was staged is removed.
 */
export async function stageDocuments(storage: FileStorage, body: Extract<HdnBody, { soort: 'DX' }>): Promise<CheckedFile[]> {
  const files: CheckedFile[] = [];
  try {
    for (const [i, document] of body.Document.entries()) {
      const where = `Documenten/Document[${i + 1}]`;
      const naam = cleanName(document.Bestandsnaam);
      if (!naam) throw new HdnRefusal(`${where}/Bestandsnaam is geen geldige bestandsnaam.`);
      const bytes = Buffer.from(document.Inhoud, 'base64');
      if (bytes.length > UPLOAD_MAX_BYTES) throw new HdnRefusal(`${where}/Inhoud: ${FILE_MESSAGES.tooLarge(UPLOAD_MAX_BYTES)}`);
      const staged = await storage.stageBytes(bytes, naam);
      let checked: CheckedFile;
      try {
        checked = await checkKind(storage, staged, DEFAULT_FILE_KINDS);
      } catch (error) {
        await storage.discard(staged);
        throw error;
      }
      files.push(await documentFile(storage, checked));
    }
    return files;
  } catch (error) {
    await Promise.all(files.map((file) => storage.discard(file)));
    if (error instanceof AppError) throw new HdnRefusal(`Document: ${error.body.messages.join(' ')}`);
    throw error;
  }
}

/**
 * DX, documents from the adviser: each becomes a document of the dossier's current list with its
 * file, received now, answering the oldest open request of its kind when there is one, so the
 * requested-documents list and the review follow as after an upload on the Documenten tab.
 */
export const applyDocuments: Effect<'DX'> = async ({ tx, actorId, dossier, files }, body) => {
  const names = await documentKinds(tx, 'Documenten', body.Document.map((d) => d.Soort));
  const actor = actorId === null ? null : { id: actorId };
  const received: string[] = [];
  for (const [i, document] of body.Document.entries()) {
    const [request] = await tx
      .select({ id: dossierDocumenten.id })
      .from(dossierDocumenten)
      .where(and(eq(dossierDocumenten.dossierId, dossier.id), eq(dossierDocumenten.soort, document.Soort), isNull(dossierDocumenten.ontvangenOp)))
      .orderBy(asc(dossierDocumenten.opgevraagdOp), asc(dossierDocumenten.id))
      .limit(1);
    const file = files[i];
    const created = await insertDocument(tx, actor, dossier.id, LIST_OF_PHASE[dossier.fase], {
      naam: file.naam,
      soort: document.Soort,
      documentType: null,
      dossierDocumentId: request?.id ?? null,
    });
    const bestandId = await insertFile(tx, file, actorId);
    const versioned = await addVersion(tx, created, bestandId, 'UPLOAD', actorId);
    const [after] = await tx.update(documenten).set({ ontvangenOp: new Date() }).where(eq(documenten.id, created.id)).returning();
    await syncRequest(tx, after);
    await auditDocument(tx, actor, created, { ...after, version: versioned.version });
    received.push(`${names.get(document.Soort)} (${file.naam})${request ? '' : ', niet opgevraagd'}`);
  }
  return `Ontvangen: ${received.join('; ')}.`;
};
