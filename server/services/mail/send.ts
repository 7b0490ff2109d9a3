import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { MAIL_LIMITS, MAIL_MESSAGES, type mailSendSchema, withinMailLimit } from '../../../contract/mail';
import { MSG } from '../../../contract/rules';
import type { Db } from '../../db/client';
import { bestanden, kantoren, mailBijlagen, mailConceptBijlagen, mails } from '../../db/schema';
import { AppError, notFound, validationError } from '../../errors';
import { sanitizeBody } from '../bericht-templates/sanitize';
import { messageText } from '../dossier-detail/inform-adviser';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';
import { deleteFiles, insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import type { CheckedFile } from '../storage/upload';
import { publishMail } from './events';
import { type IncomingMessage, insertCopies, mailboxesOfAddresses } from './intake';
import { checkSendMailbox, ownMailboxId, readableMailboxes } from './mailboxes';
import type { Mailer } from './outbox';
import { describeDetail, readMail } from './read';

type SendBody = z.output<typeof mailSendSchema>;

const LABELS = {
  recipients: 'Aan', cc: 'Cc', onderwerp: 'Onderwerp', html: 'Bericht', attachments: 'Bijlagen', dossierId: 'Dossier', kantoorId: 'Kantoor', postvakId: 'Postvak',
  doorgestuurdeBijlagen: 'Bijlagen',
};

/** The 7 MB refusal (spec 002 §5): VALIDATION, the spec's text, on the attachments. */
const tooLarge = () => new AppError(400, { type: 'VALIDATION', messages: [MAIL_MESSAGES.tooLarge], fields: { attachments: MAIL_MESSAGES.tooLarge } });

/** A draft attachment is kept a day; older ones of the writer go when they upload the next one. */
const DRAFT_TTL_MS = 24 * 60 * 60_000;

/**
 * POST /new/mail/concept-bijlagen: a file chosen while writing a message, stored at once (the
 * upload control shows its progress) and owned by its writer until the message is sent.
 */
export async function storeDraftAttachment(db: Db, storage: FileStorage, user: SessionUser, file: CheckedFile) {
  return storage.withCommit([file], () =>
    db.transaction(async (tx) => {
      const old = await tx
        .delete(mailConceptBijlagen)
        .where(and(eq(mailConceptBijlagen.gebruikerId, user.id), lt(mailConceptBijlagen.createdAt, new Date(Date.now() - DRAFT_TTL_MS))))
        .returning({ bestandId: mailConceptBijlagen.bestandId });
      const obsolete = await deleteFiles(tx, old.map((o) => o.bestandId));
      const bestandId = await insertFile(tx, file, user.id);
      const [row] = await tx.insert(mailConceptBijlagen).values({ bestandId, gebruikerId: user.id }).returning({ id: mailConceptBijlagen.id });
      return { result: { id: row.id, naam: file.naam, mimeType: file.mimeType, grootte: file.grootte }, obsolete };
    }),
  );
}

const domainOf = (address: string) => address.split('@')[1] || 'hypotheek-backoffice.local';
const quoted = (name: string, address: string) => `"${name.replace(/["\\]/g, '')}" <${address}>`;

/**
 * POST /new/mail (docs/mail.md "Out"): the writer's mailbox sends (its own, or another it may
 * send as: a right with `versturen`); the attachments together at most 7 MB; the dossier or office it is about must be the
 * writer's to see. In one transaction: the sent copy in Verzonden, a copy in the INBOX of every
 * local mailbox among the recipients (delivered here, with or without SMTP_URL), and the rest on
 * the outbox for the relay. Answers the sent copy.
 */
export async function sendMail(db: Db, mailer: Mailer, user: SessionUser, body: SendBody) {
  const postvakId = body.postvakId ? await checkSendMailbox(db, user, body.postvakId) : await ownMailboxId(db, user.id);
  const sender = (await readableMailboxes(db, user)).find((b) => b.id === postvakId)!;
  if (!body.recipients.length) throw validationError({ recipients: MAIL_MESSAGES.noRecipient }, LABELS);
  if (body.dossierId && body.kantoorId) throw validationError({ kantoorId: MAIL_MESSAGES.oneLink }, LABELS);
  if (body.dossierId) await readDossier(db, user, body.dossierId);
  if (body.kantoorId) {
    const [office] = await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.id, body.kantoorId));
    if (!office || (user.typeCode === 'A' && user.kantoorId !== body.kantoorId)) throw notFound();
  }
  const html = sanitizeBody(body.html);
  const text = messageText(html);
  // A message without a word of text is a slip of the send button, not a message.
  if (!text.trim()) throw validationError({ html: MSG.required }, LABELS);
  const answered = body.antwoordOp ? await readMail(db, user, body.antwoordOp) : null;

  const ids = [...new Set(body.attachments)];
  const drafts = ids.length
    ? await db
        .select({ id: mailConceptBijlagen.id, bestandId: mailConceptBijlagen.bestandId, grootte: bestanden.grootte })
        .from(mailConceptBijlagen)
        .innerJoin(bestanden, eq(bestanden.id, mailConceptBijlagen.bestandId))
        .where(and(inArray(mailConceptBijlagen.id, ids), eq(mailConceptBijlagen.gebruikerId, user.id)))
    : [];
  if (drafts.length !== ids.length) throw validationError({ attachments: MAIL_MESSAGES.unknownAttachment }, LABELS);
  const forwarded = await forwardedFiles(db, user, body);
  if (!withinMailLimit([...drafts, ...forwarded].map((d) => d.grootte))) throw tooLarge();
  const to = dedupe(body.recipients.map((r) => r.email));
  const cc = dedupe(body.cc.map((r) => r.email)).filter((a) => !to.includes(a));
  const local = await mailboxesOfAddresses(db, [...to, ...cc]);
  const external = { to: to.filter((a) => !local.has(a)), cc: cc.filter((a) => !local.has(a)) };
  // A tag titled with its own address carries no name: the copies' "Aan" shows the address once.
  const nameOf = (r: SendBody['recipients'][number]) => (r.tagTitle?.trim() && r.tagTitle.trim().toLowerCase() !== r.email.toLowerCase() ? r.tagTitle.trim() : null);
  const names = new Map([...body.recipients, ...body.cc].map((r) => [r.email.toLowerCase(), nameOf(r)]));
  const message: IncomingMessage = {
    messageId: `<${randomUUID()}@${domainOf(sender.adres)}>`,
    inReplyTo: answered?.messageId ?? null,
    from: { email: sender.adres, naam: sender.naam },
    to: to.map((email) => ({ email, naam: names.get(email) ?? null })),
    cc: cc.map((email) => ({ email, naam: names.get(email) ?? null })),
    subject: body.onderwerp,
    text,
    html,
    date: new Date(),
    prioriteitId: 3,
    size: [...drafts, ...forwarded].reduce((sum, d) => sum + d.grootte, 0),
    sha256: '',
    attachments: [],
  };
  const files = [...forwarded, ...drafts].map((d) => ({ id: d.bestandId, inline: false, contentId: null }));

  const sent = await db.transaction(async (tx) => {
    // The forwarded message is held until this commits, so a delete of it at the same moment waits and leaves the shared files.
    if (forwarded.length && !(await tx.select({ id: mails.id }).from(mails).where(eq(mails.id, body.doorgestuurdVan!)).for('share')).length) throw notFound();
    if (drafts.length) await tx.delete(mailConceptBijlagen).where(inArray(mailConceptBijlagen.id, drafts.map((d) => d.id)));
    const waiting = external.to.length + external.cc.length > 0;
    const [copy] = await insertCopies(tx, message, [postvakId], files, {
      richting: 'UIT',
      map: 'VERZONDEN',
      gelezen: true,
      dossierId: body.dossierId ?? null,
      kantoorId: body.kantoorId ?? null,
      verzendstatus: waiting ? 'WACHTEND' : 'VERZONDEN',
      aangemaaktDoor: user.id,
    });
    // The writer chose the link: the sent copy keeps it even where the words name another dossier.
    if (body.dossierId || body.kantoorId) {
      await tx
        .update(mails)
        .set({ dossierId: body.dossierId ?? null, kantoorId: body.kantoorId ?? null, koppeling: 'HANDMATIG' })
        .where(eq(mails.id, copy.id));
    }
    await insertCopies(tx, message, [...local.values()].flat(), files, { dossierId: body.dossierId ?? null, kantoorId: body.kantoorId ?? null, aangemaaktDoor: user.id });
    if (waiting) {
      await mailer.send({ to: external.to.length ? external.to : external.cc, cc: external.to.length ? external.cc : [], from: quoted(sender.naam, sender.adres), subject: body.onderwerp, text, html, mailId: copy.id }, tx);
    }
    await publishMail(tx, 'mail.updated', [copy], user.id);
    return copy;
  });
  mailer.wake();
  return describeDetail(db, (await db.select().from(mails).where(eq(mails.id, sent.id)))[0]);
}

/**
 * The attachments a forward carries on (docs/mail.md "Forwarding"): files of the forwarded message,
 * which the writer must be able to read; the new copies share the stored files, as the copies of
 * one message do.
 */
async function forwardedFiles(db: Db, user: SessionUser, body: SendBody) {
  const ids = [...new Set(body.doorgestuurdeBijlagen)];
  if (!body.doorgestuurdVan) {
    if (ids.length) throw validationError({ doorgestuurdeBijlagen: MAIL_MESSAGES.notForwardable }, LABELS);
    return [];
  }
  await readMail(db, user, body.doorgestuurdVan);
  if (!ids.length) return [];
  const rows = await db
    .select({ id: mailBijlagen.id, bestandId: mailBijlagen.bestandId, grootte: bestanden.grootte })
    .from(mailBijlagen)
    .innerJoin(bestanden, eq(bestanden.id, mailBijlagen.bestandId))
    .where(and(inArray(mailBijlagen.id, ids), eq(mailBijlagen.mailId, body.doorgestuurdVan)))
    .orderBy(asc(mailBijlagen.volgorde), asc(mailBijlagen.id));
  if (rows.length !== ids.length) throw validationError({ doorgestuurdeBijlagen: MAIL_MESSAGES.notForwardable }, LABELS);
  return rows;
}

const dedupe = (addresses: readonly string[]) => [...new Set(addresses.map((a) => a.trim().toLowerCase()))].slice(0, MAIL_LIMITS.ontvangers * 2);

/** The files a message holds, for an attachment call (by id or by storage key). */
export async function attachmentOf(db: Db, user: SessionUser, where: { id: number } | { key: string }) {
  const [row] = await db
    .select({ mailId: mailBijlagen.mailId, file: bestanden })
    .from(mailBijlagen)
    .innerJoin(bestanden, eq(bestanden.id, mailBijlagen.bestandId))
    .where('id' in where ? eq(mailBijlagen.id, where.id) : eq(bestanden.sleutel, where.key))
    .limit(1);
  if (!row) throw notFound();
  if ('key' in where) {
    // One file may belong to several copies: any copy the caller may read opens it.
    const holders = await db.select({ mailId: mailBijlagen.mailId }).from(mailBijlagen).where(eq(mailBijlagen.bestandId, row.file.id));
    let last: unknown = null;
    for (const holder of holders) {
      try {
        await readMail(db, user, holder.mailId);
        return row.file;
      } catch (error) {
        last = error;
      }
    }
    throw last;
  }
  await readMail(db, user, row.mailId);
  return row.file;
}
