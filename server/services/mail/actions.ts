import { eq, inArray } from 'drizzle-orm';
import { MAIL_MESSAGES, unknownDossier, type WORK_FOLDERS } from '../../../contract/mail';
import type { Db } from '../../db/client';
import { kantoren, mailBijlagen, mails, postvakken } from '../../db/schema';
import { AppError, general, notFound, validationError } from '../../errors';
import { readDossier } from '../dossier-detail/access';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { deleteFiles } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import { publishMail } from './events';
import { describeDetail, lockMails, type MailRow } from './read';

type Changes = Partial<Pick<MailRow, 'gelezen' | 'opvolgen' | 'map' | 'deadline' | 'gearchiveerd' | 'dossierId' | 'kantoorId' | 'koppeling' | 'prioriteitId'>>;

/**
 * Changes messages the caller may read, all or nothing, in one transaction with the live event
 * that tells the other readers of those mailboxes (docs/mail.md "Actions").
 */
async function change(db: Db, user: SessionUser, ids: readonly number[], changes: Changes | ((row: MailRow) => Changes)) {
  return db.transaction(async (tx) => {
    const rows = await lockMails(tx, user, ids);
    const updated: MailRow[] = [];
    for (const row of rows) {
      const values = typeof changes === 'function' ? changes(row) : changes;
      const [after] = await tx.update(mails).set(values).where(eq(mails.id, row.id)).returning();
      updated.push(after);
    }
    await publishMail(tx, 'mail.updated', updated, user.id);
    return updated;
  });
}

const one = async (db: Db, user: SessionUser, id: number, changes: Changes | ((row: MailRow) => Changes)) => describeDetail(db, (await change(db, user, [id], changes))[0]);

/** PATCH /new/mail/readflag/{id}/{value}. */
export const setRead = (db: Db, user: SessionUser, id: number, value: boolean) => one(db, user, id, { gelezen: value });

/** PATCH /new/mail/followup/{id}/{value}. */
export const setFollowUp = (db: Db, user: SessionUser, id: number, value: boolean) => one(db, user, id, { opvolgen: value });

/** PATCH /new/mail/setfolder/{id}/{folder}: a received message between the work folders; a sent one stays in Verzonden. */
export const setFolder = (db: Db, user: SessionUser, id: number, folder: (typeof WORK_FOLDERS)[number]) =>
  one(db, user, id, (row) => {
    if (row.richting === 'UIT') throw new AppError(400, { type: 'VALIDATION', messages: [`Map: ${MAIL_MESSAGES.notMovable}`], fields: { folder: MAIL_MESSAGES.notMovable } });
    // Moving a message back to work takes it out of the archive.
    return { map: folder, gearchiveerd: false };
  });

/** PUT /new/mail/{id}/deadline: set or clear. */
export const setDeadline = (db: Db, user: SessionUser, id: number, deadline: Date | null) => one(db, user, id, { deadline });

/** PATCH /workflow/{id}/priority?workflowType=MAIL: the mail's priority as a task's (1 Spoed, 2 Hoog, 3 Normaal). */
export const setPriority = (db: Db, user: SessionUser, id: number, value: number) => one(db, user, id, { prioriteitId: value });

/** PATCH /workflow/{id}/mark-as-done and /mark-as-undone?workflowType=MAIL: archived (done with, and read) or back to work. */
export const setDone = (db: Db, user: SessionUser, id: number, done: boolean) => one(db, user, id, done ? { gearchiveerd: true, gelezen: true } : { gearchiveerd: false });

/** PUT /new/mail/readflag/true: a selection read, all or nothing. */
export const markRead = async (db: Db, user: SessionUser, ids: readonly number[]) => (await change(db, user, ids, { gelezen: true })).length;

/** PUT /new/mail/archive: a selection archived (done with), all or nothing; archiving reads it too. */
export const archive = async (db: Db, user: SessionUser, ids: readonly number[]) => (await change(db, user, ids, { gearchiveerd: true, gelezen: true })).length;

/** An office the caller may link to: an adviser only their own. */
async function checkOffice(db: Db, user: SessionUser, officeId: number) {
  const [office] = await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.id, officeId));
  if (!office || (user.typeCode === 'A' && user.kantoorId !== officeId)) throw notFound();
}

/**
 * A dossier number to link to: one that does not exist, or that the caller may not see, is said at
 * the number in the link dialog (400 on dossierId), not as a 404 that reads as if the message were
 * gone. Both say "bestaat niet", so the answer tells nothing of dossiers out of sight.
 */
async function linkableDossier(db: Db, user: SessionUser, dossierId: number) {
  try {
    await readDossier(db, user, dossierId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw validationError({ dossierId: unknownDossier(dossierId) }, { dossierId: 'Dossier' });
    throw error;
  }
}

/**
 * PUT /new/mail/{id}/link/dossier/{dossierId}, /link/kantoor/{officeId} and PUT /new/mail/{id}
 * (relink or unlink): a message belongs to one dossier or one office at most; the caller must see
 * the dossier (else 400 at the number, linkableDossier) and the office (else 404).
 */
export async function link(db: Db, user: SessionUser, id: number, target: { dossierId: number | null; kantoorId: number | null }) {
  if (target.dossierId !== null) await linkableDossier(db, user, target.dossierId);
  if (target.kantoorId !== null) await checkOffice(db, user, target.kantoorId);
  const linked = target.dossierId !== null || target.kantoorId !== null;
  return one(db, user, id, { dossierId: target.dossierId, kantoorId: target.kantoorId, koppeling: linked ? 'HANDMATIG' : null });
}

/**
 * DELETE /new/mail/{id} (ALLOW_DELETE_MAIL, checked by the route): the message and its attachment
 * rows; a file goes with the last message that holds it, removed from the store after the commit.
 * A message still on its way out is kept until the outbox is done with it.
 */
export async function deleteMail(db: Db, storage: FileStorage, user: SessionUser, id: number) {
  await storage.withCommit([], () =>
    db.transaction(async (tx) => {
      const [row] = await lockMails(tx, user, [id]);
      if (row.verzendstatus === 'WACHTEND') throw general(409, MAIL_MESSAGES.stillSending);
      const files = (await tx.select({ bestandId: mailBijlagen.bestandId }).from(mailBijlagen).where(eq(mailBijlagen.mailId, id))).map((f) => f.bestandId);
      await tx.delete(mails).where(eq(mails.id, id));
      const obsolete = await deleteFiles(tx, await unusedFiles(tx, files));
      await publishMail(tx, 'mail.deleted', [row], user.id);
      return { result: undefined, obsolete };
    }),
  );
}

/** Of these files, those no message refers to any more. */
async function unusedFiles(tx: Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  const still = await tx.select({ id: mailBijlagen.bestandId }).from(mailBijlagen).where(inArray(mailBijlagen.bestandId, [...ids]));
  const kept = new Set(still.map((s) => s.id));
  return ids.filter((fileId) => !kept.has(fileId));
}

/**
 * Opening a message reads it; the other readers of its mailbox see it read at once. Not when a
 * delegate opens a message in a colleague's own mailbox (docs/mail.md "Rights"): the owner still
 * sees it as new; the delegate marks it read on purpose if that is meant. A team's mailbox is
 * shared work: whoever opens a message there reads it for the team.
 */
export async function markOpened(db: Db, user: SessionUser, row: MailRow) {
  if (row.gelezen) return row;
  const [box] = await db.select({ gebruikerId: postvakken.gebruikerId }).from(postvakken).where(eq(postvakken.id, row.postvakId));
  if (box && box.gebruikerId !== null && box.gebruikerId !== user.id) return row;
  return db.transaction(async (tx) => {
    const [after] = await tx.update(mails).set({ gelezen: true }).where(eq(mails.id, row.id)).returning();
    await publishMail(tx, 'mail.updated', [after], user.id);
    return after;
  });
}
