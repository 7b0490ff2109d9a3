import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MAIL_FOLDERS, type MailFolder, type mailDetailSchema, type mailItemSchema } from '../../../contract/mail';
import { rowsOf, type Db } from '../../db/client';
import { bestanden, kantoren, mailBijlagen, mails } from '../../db/schema';
import { notFound } from '../../errors';
import { pageOf } from '../../crud/list-query';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { mailboxNames, noMailbox, readableMailboxIds } from './mailboxes';
import { folderTallies, tally } from './tallies';

type Reader = Db | Tx;
export type MailItem = z.output<typeof mailItemSchema>;
export type MailDetail = z.output<typeof mailDetailSchema>;
export type MailRow = typeof mails.$inferSelect;

/** The columns of a list row: everything but the bodies, of which the first 160 characters. */
const listColumns = {
  id: mails.id,
  postvakId: mails.postvakId,
  map: mails.map,
  richting: mails.richting,
  vanAdres: mails.vanAdres,
  vanNaam: mails.vanNaam,
  aan: mails.aan,
  onderwerp: mails.onderwerp,
  voorbeeld: sql<string>`left(${mails.tekst}, 160)`,
  ontvangenOp: mails.ontvangenOp,
  gelezen: mails.gelezen,
  opvolgen: mails.opvolgen,
  prioriteitId: mails.prioriteitId,
  deadline: mails.deadline,
  gearchiveerd: mails.gearchiveerd,
  dossierId: mails.dossierId,
  kantoorId: mails.kantoorId,
  kantoorNaam: kantoren.bedrijfsNaam,
  koppeling: mails.koppeling,
  aantalBijlagen: mails.aantalBijlagen,
  verzendstatus: mails.verzendstatus,
  verzendfout: mails.verzendfout,
};

const selectList = (db: Reader) => db.select(listColumns).from(mails).leftJoin(kantoren, eq(kantoren.id, mails.kantoorId));

type ListRow = Awaited<ReturnType<ReturnType<typeof selectList>['where']>>[number];

/** Rows as the API answers them, with the name of each row's mailbox. */
export async function describeMails(db: Reader, rows: readonly ListRow[]): Promise<MailItem[]> {
  const names = await mailboxNames(db, rows.map((r) => r.postvakId));
  return rows.map((r) => ({
    id: r.id,
    postvak: names.get(r.postvakId)!,
    folder: r.map,
    richting: r.richting,
    van: { email: r.vanAdres, naam: r.vanNaam },
    aan: r.aan,
    onderwerp: r.onderwerp,
    voorbeeld: r.voorbeeld.replace(/\s+/g, ' ').trim(),
    ontvangenOp: r.ontvangenOp,
    gelezen: r.gelezen,
    opvolgen: r.opvolgen,
    prioriteitId: r.prioriteitId,
    deadline: r.deadline,
    gearchiveerd: r.gearchiveerd,
    dossierId: r.dossierId,
    kantoor: r.kantoorId === null ? null : { id: r.kantoorId, naam: r.kantoorNaam ?? '' },
    koppeling: r.koppeling,
    aantalBijlagen: r.aantalBijlagen,
    verzendstatus: r.verzendstatus,
    verzendfout: r.verzendfout,
  }));
}

/** The list rows of some messages (the workflow reads its page's mails so). */
export const mailListRows = (db: Reader, ids: readonly number[]) => selectList(db).where(inArray(mails.id, [...ids]));

/** A folder as a condition: a stored folder's open messages, or (ARCHIEF) the archived ones of every folder. */
const inFolder = (folder: MailFolder | undefined): SQL | undefined =>
  folder === undefined ? undefined : folder === 'ARCHIEF' ? eq(mails.gearchiveerd, true) : and(eq(mails.map, folder), eq(mails.gearchiveerd, false));

export interface MailListFilter {
  folder?: MailFolder;
  dossierId?: number | null;
  kantoorId?: number | null;
  ongelezen?: boolean;
  opvolgen?: boolean;
}

const filterConditions = (filter: MailListFilter): (SQL | undefined)[] => [
  inFolder(filter.folder),
  filter.dossierId ? eq(mails.dossierId, filter.dossierId) : undefined,
  filter.kantoorId ? eq(mails.kantoorId, filter.kantoorId) : undefined,
  filter.ongelezen === undefined ? undefined : eq(mails.gelezen, !filter.ongelezen),
  filter.opvolgen === undefined ? undefined : eq(mails.opvolgen, filter.opvolgen),
];

/** Whether a list's total is a sum of mail_tellingen: a whole folder (or the archive), nothing else filtered. */
const tallied = (filter: MailListFilter) => filter.folder !== undefined && !filter.dossierId && !filter.kantoorId && filter.ongelezen === undefined && filter.opvolgen === undefined;

/** The two statements of a page of mail of some mailboxes, newest first (the benchmark runs them bare). */
export function mailPageStatements(db: Reader, postvakIds: readonly number[], filter: MailListFilter) {
  const where = and(postvakIds.length === 1 ? eq(mails.postvakId, postvakIds[0]) : inArray(mails.postvakId, [...postvakIds]), ...filterConditions(filter));
  const folder = filter.folder;
  const ordered = () => selectList(db).where(where).orderBy(desc(mails.ontvangenOp), desc(mails.id));
  /**
   * Several mailboxes (the team and colleague views) without a dossier: each mailbox's newest on
   * its own index, cut to the page, then merged; one statement over all of them would sort every
   * message of every mailbox to find the first hundred.
   */
  const merged = async (limit: number, offset: number) => {
    const each = postvakIds.map(
      (id) =>
        sql`(select ${mails.id} as id, ${mails.ontvangenOp} as t from ${mails} where ${and(eq(mails.postvakId, id), ...filterConditions(filter))}
          order by ${mails.ontvangenOp} desc, ${mails.id} desc limit ${limit + offset})`,
    );
    const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from (${sql.join(each, sql` union all `)}) x order by t desc, id desc limit ${limit} offset ${offset}`)).map((r) => r.id);
    if (!ids.length) return [];
    const rows = await selectList(db).where(inArray(mails.id, ids));
    return ids.map((id) => rows.find((r) => r.id === id)!);
  };
  return {
    rows: (limit: number, offset: number) => (postvakIds.length > 1 && !filter.dossierId ? merged(limit, offset) : ordered().limit(limit).offset(offset)),
    total: async () =>
      tallied(filter)
        ? (await tally(db, postvakIds, folder === 'ARCHIEF' ? { gearchiveerd: true } : { map: folder, gearchiveerd: false })).aantal
        : (await db.select({ n: sql<number>`count(*)::int` }).from(mails).where(where))[0].n,
  };
}

/** One page of the mail of these mailboxes (already checked to be the caller's to read). */
export async function mailPage(db: Reader, postvakIds: readonly number[], filter: MailListFilter, paging: { page: number; size: number }) {
  if (!postvakIds.length) return { content: [], totalElements: 0, totalPages: 0, number: paging.page, size: paging.size };
  const statements = mailPageStatements(db, postvakIds, filter);
  return pageOf(paging, async (limit, offset) => describeMails(db, await statements.rows(limit, offset)), statements.total);
}

/** A message: 404 when it does not exist, 403 when its mailbox is not the caller's to read. */
export async function readMail(db: Reader, user: SessionUser, id: number): Promise<MailRow> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  if (!row) throw notFound();
  if (!(await readableMailboxIds(db, user.id)).includes(row.postvakId)) throw noMailbox();
  return row;
}

/** Messages of a selection the caller may read, locked for the change; any other answers 403 or 404 and nothing changes. */
export async function lockMails(tx: Tx, user: SessionUser, ids: readonly number[]) {
  const rows = await tx.select().from(mails).where(inArray(mails.id, [...ids])).orderBy(asc(mails.id)).for('update');
  if (rows.length !== new Set(ids).size) throw notFound();
  const readable = await readableMailboxIds(tx, user.id);
  if (rows.some((r) => !readable.includes(r.postvakId))) throw noMailbox();
  return rows;
}

/** The answer of one message: its list fields, addresses, bodies and attachments. */
export async function describeDetail(db: Reader, row: MailRow): Promise<MailDetail> {
  const [item] = await describeMails(db, await selectList(db).where(eq(mails.id, row.id)));
  const attachments = await db
    .select({ id: mailBijlagen.id, inline: mailBijlagen.inline, contentId: mailBijlagen.contentId, file: bestanden })
    .from(mailBijlagen)
    .innerJoin(bestanden, eq(bestanden.id, mailBijlagen.bestandId))
    .where(eq(mailBijlagen.mailId, row.id))
    .orderBy(asc(mailBijlagen.volgorde), asc(mailBijlagen.id));
  return {
    ...item,
    cc: row.cc,
    tekst: row.tekst,
    html: row.html,
    messageId: row.messageId,
    bijlagen: attachments.map((a) => ({ id: a.id, key: a.file.sleutel, naam: a.file.naam, mimeType: a.file.mimeType, grootte: a.file.grootte, inline: a.inline, contentId: a.contentId })),
  };
}

/** Per folder of these messages: how many there are and how many of them are unread (ARCHIEF last). */
export async function folderCounts(db: Reader, where: SQL | undefined) {
  const rows = await db
    .select({
      folder: sql<string>`case when ${mails.gearchiveerd} then 'ARCHIEF' else ${mails.map} end`,
      aantal: sql<number>`count(*)::int`,
      ongelezen: sql<number>`(count(*) filter (where not ${mails.gelezen} and ${mails.richting} = 'IN'))::int`,
    })
    .from(mails)
    .where(where)
    .groupBy(sql`1`);
  return inFolderOrder(rows);
}

/** One mailbox's folders from mail_tellingen. */
export const mailboxFolderCounts = async (db: Reader, postvakId: number) => inFolderOrder(await folderTallies(db, postvakId));

function inFolderOrder(rows: readonly { folder: string; aantal: number; ongelezen: number }[]) {
  const byFolder = new Map(rows.map((r) => [r.folder, r]));
  return MAIL_FOLDERS.map((f) => ({ folder: f.id, naam: f.name, aantal: byFolder.get(f.id)?.aantal ?? 0, ongelezen: byFolder.get(f.id)?.ongelezen ?? 0 }));
}
