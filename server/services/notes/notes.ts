import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '../../../contract/files';
import { NOTE_MESSAGES } from '../../../contract/notes';
import type { ApiErrorType } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { bestanden, notitieBijlagen, notities } from '../../db/schema';
import { AppError, notFound, notYours } from '../../errors';
import { auditFields } from '../dossier-detail/audit-trail';
import { lockDossier, readDossier } from '../dossier-detail/access';
import { actorNames } from '../documents/read';
import type { SessionUser } from '../permissions/access';
import { deleteFiles, insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import { type CheckedFile, checkKind, cleanName } from '../storage/upload';

type NoteRow = typeof notities.$inferSelect;

const fileError = (type: ApiErrorType, message: string) => new AppError(400, { type, messages: [message] });

/** The fields of a note the dossier's audit trail records (a note is written once and removed whole). */
const AUDITED = ['onderwerp', 'aanleiding', 'prioriteitId', 'body'] as const;

async function describe(db: Db, rows: readonly NoteRow[]) {
  if (!rows.length) return [];
  const [attachments, names] = await Promise.all([
    db
      .select({ notitieId: notitieBijlagen.notitieId, id: notitieBijlagen.id, file: bestanden })
      .from(notitieBijlagen)
      .innerJoin(bestanden, eq(bestanden.id, notitieBijlagen.bestandId))
      .where(inArray(notitieBijlagen.notitieId, rows.map((r) => r.id)))
      .orderBy(asc(notitieBijlagen.volgorde)),
    actorNames(db, rows.map((r) => r.auteurId)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    dossierId: r.dossierId,
    onderwerp: r.onderwerp,
    aanleiding: r.aanleiding,
    priorityId: r.prioriteitId,
    bodyText: r.body,
    auteur: r.auteurId === null ? null : (names.get(r.auteurId) ?? null),
    createdAt: r.createdAt,
    bijlagen: attachments
      .filter((a) => a.notitieId === r.id)
      .map((a) => ({ id: a.id, key: a.file.sleutel, naam: a.file.naam, mimeType: a.file.mimeType, grootte: a.file.grootte })),
  }));
}

/** GET /dossiers/{id}/notities: newest first, zero-based pages (spec 000 §7: size 10). */
export async function listNotes(db: Db, user: SessionUser, dossierId: number, page: number, size: number) {
  const dossier = await readDossier(db, user, dossierId);
  const where = eq(notities.dossierId, dossier.id);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(notities).where(where).orderBy(desc(notities.createdAt), desc(notities.id)).limit(size).offset(page * size),
    db.select({ total: sql<number>`count(*)::int` }).from(notities).where(where),
  ]);
  return { content: await describe(db, rows), totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/** A note within the caller's dossier scope: a note of a dossier the caller cannot see answers 404. */
async function readNote(db: Db, user: SessionUser, id: number) {
  const [row] = await db.select().from(notities).where(eq(notities.id, id));
  if (!row) throw notFound();
  await readDossier(db, user, row.dossierId);
  return row;
}

export async function getNote(db: Db, user: SessionUser, id: number) {
  return (await describe(db, [await readNote(db, user, id)]))[0];
}

/** Base64 as the browser's FileReader gives it, a `data:` prefix allowed; anything else is refused. */
function decode(base64File: string) {
  const text = base64File.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) throw fileError('FILETYPE', NOTE_MESSAGES.badBase64);
  return Buffer.from(text, 'base64');
}

/**
 * Stages the attachments of a new note (spec 000 §3: base64 and a file name each, at most 10),
 * each checked as every upload is: name, size, and the kind from the bytes (pdf or jpeg). On a
 * refusal the ones staged so far are removed.
 */
export async function stageAttachments(storage: FileStorage, files: readonly { base64File: string; filename: string }[]) {
  const staged: CheckedFile[] = [];
  try {
    for (const file of files) {
      const naam = cleanName(file.filename);
      if (!naam) throw fileError('FILENAME', FILE_MESSAGES.badName);
      const bytes = decode(file.base64File);
      if (bytes.length > UPLOAD_MAX_BYTES) throw fileError('FILESIZE', FILE_MESSAGES.tooLarge(UPLOAD_MAX_BYTES));
      const raw = await storage.stageBytes(bytes, naam);
      try {
        staged.push(await checkKind(storage, raw, ['pdf', 'jpeg']));
      } catch (error) {
        await storage.discard(raw);
        throw error;
      }
    }
    return staged;
  } catch (error) {
    await Promise.all(staged.map((file) => storage.discard(file)));
    throw error;
  }
}

interface NewNote {
  priorityId: number;
  onderwerp: string;
  aanleiding: string;
  bodyText: string;
}

/** POST /dossiers/{id}/notities: the note, its attachments and the audit row in one transaction; files in place after it. */
export async function createNote(db: Db, storage: FileStorage, user: SessionUser, dossierId: number, note: NewNote, files: readonly CheckedFile[]) {
  const id = await storage.withCommit(files, () =>
    db.transaction(async (tx) => {
      await lockDossier(tx, user, dossierId);
      const [row] = await tx
        .insert(notities)
        .values({ dossierId, onderwerp: note.onderwerp, aanleiding: note.aanleiding, prioriteitId: note.priorityId, body: note.bodyText, auteurId: user.id })
        .returning();
      for (const [volgorde, file] of files.entries()) {
        await tx.insert(notitieBijlagen).values({ notitieId: row.id, bestandId: await insertFile(tx, file, user.id), volgorde });
      }
      await auditFields(tx, user.id, dossierId, `notities[${row.id}]`, null, row, AUDITED);
      return { result: row.id };
    }),
  );
  return getNote(db, user, id);
}

/** DELETE /notities/{id}: only its author removes a note, with its attachments' files after the commit. */
export async function deleteNote(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  await storage.withCommit([], () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(notities).where(eq(notities.id, id)).for('update');
      if (!row) throw notFound();
      await lockDossier(tx, user, row.dossierId);
      if (row.auteurId !== user.id) throw notYours();
      const attachments = await tx.select({ bestandId: notitieBijlagen.bestandId }).from(notitieBijlagen).where(eq(notitieBijlagen.notitieId, id));
      await tx.delete(notities).where(eq(notities.id, id));
      await auditFields(tx, user.id, row.dossierId, `notities[${row.id}]`, row, null, AUDITED);
      return { result: undefined, obsolete: await deleteFiles(tx, attachments.map((a) => a.bestandId)) };
    }),
  );
}

/**
 * GET /notities/attachment/{id}?key=: one attachment of a note the caller may read. Any failure to
 * find it answers the spec's FILETYPE text (000 §8), which the browser shows as it is.
 */
export async function noteAttachment(db: Db, user: SessionUser, id: number, key: string) {
  const notShown = new AppError(404, { type: 'FILETYPE', messages: [NOTE_MESSAGES.notShown] });
  const note = await readNote(db, user, id).catch(() => {
    throw notShown;
  });
  const [row] = await db
    .select({ file: bestanden })
    .from(notitieBijlagen)
    .innerJoin(bestanden, eq(bestanden.id, notitieBijlagen.bestandId))
    .where(sql`${notitieBijlagen.notitieId} = ${note.id} and ${bestanden.sleutel} = ${key}`);
  if (!row) throw notShown;
  return row.file;
}
