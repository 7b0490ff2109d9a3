import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DESK_LIMITS, DESK_MESSAGES, type Desk } from '../../../contract/desks';
import type { Db } from '../../db/client';
import { bestanden, deskBijlagen, deskGelezen, deskOnderwerpen } from '../../db/schema';
import { validationError } from '../../errors';
import type { Tx } from '../dossiers/audit';
import { insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import { type CheckedFile, readUpload } from '../storage/upload';

/**
 * A desk's multipart call (spec 001 §7): one JSON part (`overrule`, `chat`, `voorbespreekdesk`)
 * and repeated `files`, each checked as every upload is (pdf or jpeg, 30 mb, FILETYPE on a wrong
 * kind). A body that fails its schema removes the staged files again.
 */
export async function readDeskUpload<S extends z.ZodType>(request: FastifyRequest, storage: FileStorage, part: string, schema: S, labels: Record<string, string>) {
  const upload = await readUpload(request, storage, { kinds: ['pdf', 'jpeg'], maxFiles: DESK_LIMITS.files, jsonParts: [part] });
  let raw: unknown;
  try {
    raw = JSON.parse(upload.fields[part] ?? '');
  } catch {
    raw = undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    await Promise.all(upload.files.map((file) => storage.discard(file)));
    if (raw === undefined || raw === null || typeof raw !== 'object') throw validationError({ [part]: DESK_MESSAGES.partMissing(part) }, labels);
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || part] ??= issue.message;
    throw validationError(fields, labels);
  }
  return { body: parsed.data as z.output<S>, files: upload.files };
}

/** Records a message's files inside its transaction; the bytes move into place after the commit. */
export async function attachFiles(tx: Tx, owner: { overruleBerichtId: number } | { voorbespreekBerichtId: number }, files: readonly CheckedFile[], userId: number) {
  for (const [volgorde, file] of files.entries()) {
    await tx.insert(deskBijlagen).values({ ...owner, bestandId: await insertFile(tx, file, userId), volgorde });
  }
}

/** The files of messages, by message id, in the order they were sent. */
export async function filesOf(db: Db, column: typeof deskBijlagen.overruleBerichtId | typeof deskBijlagen.voorbespreekBerichtId, messageIds: readonly number[]) {
  const byMessage = new Map<number, { key: string; naam: string; mimeType: string; grootte: number }[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select({ berichtId: column, file: bestanden })
    .from(deskBijlagen)
    .innerJoin(bestanden, eq(bestanden.id, deskBijlagen.bestandId))
    .where(inArray(column, [...messageIds]))
    .orderBy(asc(deskBijlagen.volgorde));
  for (const row of rows) {
    const list = byMessage.get(row.berichtId!) ?? [];
    list.push({ key: row.file.sleutel, naam: row.file.naam, mimeType: row.file.mimeType, grootte: row.file.grootte });
    byMessage.set(row.berichtId!, list);
  }
  return byMessage;
}

/** Marks a conversation read up to `berichtId` for the user; a mark never moves back. */
export async function markRead(db: Db | Tx, desk: Desk, gesprekId: number, gebruikerId: number, berichtId: number) {
  await db
    .insert(deskGelezen)
    .values({ desk, gesprekId, gebruikerId, berichtId })
    .onConflictDoUpdate({
      target: [deskGelezen.desk, deskGelezen.gesprekId, deskGelezen.gebruikerId],
      set: { berichtId: sql`greatest(${deskGelezen.berichtId}, excluded.bericht_id)` },
    });
}

/**
 * Whether a conversation holds a message the user has not seen: its last message is someone
 * else's and newer than the user's read mark.
 */
export function unreadFor(desk: Desk, userId: number, columns: { id: AnyColumn; laatsteBerichtId: AnyColumn; laatsteAfzenderId: AnyColumn }): SQL {
  return sql`(${columns.laatsteAfzenderId} is distinct from ${userId} and not exists (select 1 from desk_gelezen g where g.desk = ${desk} and g.gesprek_id = ${columns.id} and g.gebruiker_id = ${userId} and g.bericht_id >= ${columns.laatsteBerichtId}))`;
}

/** The subjects of a desk with their sub-subjects (GET …/subject, …/subjects). */
export async function listSubjects(db: Db, desk: Desk) {
  const rows = await db
    .select()
    .from(deskOnderwerpen)
    .where(and(eq(deskOnderwerpen.desk, desk), eq(deskOnderwerpen.active, true)))
    .orderBy(asc(deskOnderwerpen.volgorde), asc(deskOnderwerpen.id));
  return rows
    .filter((r) => r.hoofdId === null)
    .map((main) => ({ id: main.id, naam: main.naam, subjects: rows.filter((r) => r.hoofdId === main.id).map((s) => ({ id: s.id, naam: s.naam })) }));
}

/** Checks a chosen subject and sub-subject of a desk: a sub-subject must belong to the subject, and one with subs needs one. */
export async function checkSubjects(db: Db | Tx, desk: Desk, mainId: number, subId: number | null, labels: Record<string, string>) {
  const [main] = await db
    .select({ id: deskOnderwerpen.id })
    .from(deskOnderwerpen)
    .where(and(eq(deskOnderwerpen.id, mainId), eq(deskOnderwerpen.desk, desk), isNull(deskOnderwerpen.hoofdId), eq(deskOnderwerpen.active, true)));
  if (!main) throw validationError({ mainSubjectId: DESK_MESSAGES.unknownSubject }, labels);
  const subs = await db
    .select({ id: deskOnderwerpen.id })
    .from(deskOnderwerpen)
    .where(and(eq(deskOnderwerpen.hoofdId, mainId), eq(deskOnderwerpen.active, true)));
  if (subId === null) {
    if (subs.length) throw validationError({ subSubjectId: DESK_MESSAGES.subSubjectRequired }, labels);
    return;
  }
  if (!subs.some((s) => s.id === subId)) throw validationError({ subSubjectId: DESK_MESSAGES.unknownSubSubject }, labels);
}

export const DESK_LABELS = {
  mainSubjectId: 'Onderwerp',
  subSubjectId: 'Subonderwerp',
  initialMessage: 'Bericht',
  message: 'Bericht',
  dossierId: 'Dossier',
  overruleVerdictId: 'Oordeel',
  serviceProviderStatusId: 'Status service provider',
  moneyProviderStatusId: 'Status geldverstrekker',
  clientName: 'Klantnaam',
  rsOntvagerCodeId: 'Geldverstrekker',
  kantoorId: 'Kantoor',
  behandelaarId: 'Behandelaar',
  voorbespreekdeskDossierId: 'Voorbespreking',
  endVoorbespreekdeskDossier: 'Beëindigen',
  voorbespreekdeskStatus: 'Oordeel',
  overrule: 'Overrule-verzoek',
  chat: 'Bericht',
  voorbespreekdesk: 'Voorbespreking',
  files: 'Bestanden',
  gearchiveerd: 'Gearchiveerd',
  status: 'Status',
  query: 'Zoeken',
  alleenOngelezen: 'Alleen ongelezen',
  page: 'Pagina',
  size: 'Aantal',
  sort: 'Sortering',
  userId: 'Behandelaar',
  gesprekId: 'Voorbespreking',
};
