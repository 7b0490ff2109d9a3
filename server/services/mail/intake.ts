import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { Db } from '../../db/client';
import { bestanden, mailBijlagen, mails, postvakken, type MailAddress } from '../../db/schema';
import type { Tx } from '../dossiers/audit';
import type { FileStorage, StagedFile } from '../storage/storage';
import { cleanName } from '../storage/upload';
import { publishMail } from './events';
import { findDossier, mailboxSeesDossier } from './linking';

/** Kinds of text whose claimed type is kept when the bytes say nothing (file-type recognises binary formats only). */
const PLAIN_TYPES = ['text/plain', 'text/csv', 'text/calendar'];
/** Postgres text holds no NUL character; a message may. */
const clean = (text: string) => text.replaceAll('\u0000', '');

export interface IncomingAttachment {
  naam: string;
  content: Buffer;
  claimedType: string;
  contentId: string | null;
  inline: boolean;
}

/** A message as the mail area files it, whatever brought it (the SMTP listener, internal delivery, the demo). */
export interface IncomingMessage {
  messageId: string | null;
  inReplyTo: string | null;
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  text: string;
  html: string | null;
  date: Date | null;
  prioriteitId: number;
  /** Bytes as received. */
  size: number;
  /** Of the raw message: the key of a message without a Message-ID. */
  sha256: string;
  attachments: IncomingAttachment[];
}

const addresses = (value: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  [value ?? []]
    .flat()
    .flatMap((group) => group.value)
    .flatMap((a) => (a.group ? a.group : [a]))
    .filter((a) => a.address)
    .map((a) => ({ email: clean(a.address!.toLowerCase()), naam: a.name ? clean(a.name) : null }));

/** X-Priority 1 or 2, or Importance/Priority high or urgent: Hoog (2); anything else Normaal (3). */
function priorityOf(parsed: ParsedMail) {
  const header = (name: string) => String(parsed.headers.get(name) ?? '').toLowerCase();
  const high = /^[12]\b/.test(header('x-priority')) || ['high', 'urgent'].includes(header('importance')) || header('priority') === 'urgent';
  return high ? 2 : 3;
}

/** Reads a raw RFC 5322 message (mailparser). */
export async function parseMessage(raw: Buffer): Promise<IncomingMessage> {
  // mailparser (with its character sets and HTML-to-text) loads with the first message received.
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const [from] = addresses(parsed.from);
  return {
    messageId: parsed.messageId ? clean(parsed.messageId).slice(0, 500) : null,
    inReplyTo: parsed.inReplyTo ? clean(parsed.inReplyTo).slice(0, 500) : null,
    from: from ?? { email: 'onbekend', naam: null },
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    subject: clean(parsed.subject ?? '').slice(0, 1000),
    text: clean(parsed.text ?? ''),
    html: typeof parsed.html === 'string' ? clean(parsed.html) : null,
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    prioriteitId: priorityOf(parsed),
    size: raw.length,
    sha256: createHash('sha256').update(raw).digest('hex'),
    attachments: parsed.attachments.map((a, i) => ({
      naam: cleanName(a.filename ?? '') ?? `bijlage-${i + 1}`,
      content: a.content,
      claimedType: a.contentType,
      contentId: a.contentId ? a.contentId.replace(/^<|>$/g, '') : null,
      inline: a.contentDisposition === 'inline' && !!a.contentId && a.contentType.startsWith('image/'),
    })),
  };
}

interface StoredAttachment extends StagedFile {
  mimeType: string;
  contentId: string | null;
  inline: boolean;
}

/** Stages each attachment in the file store, its type recognised from the bytes (docs/files.md). */
async function stageAttachments(storage: FileStorage, attachments: readonly IncomingAttachment[]) {
  const staged: StoredAttachment[] = [];
  const { fileTypeFromBuffer } = await import('file-type');
  try {
    for (const a of attachments) {
      const file = await storage.stageBytes(a.content, a.naam);
      const detected = await fileTypeFromBuffer(a.content.subarray(0, 4100));
      const claimed = a.claimedType.toLowerCase().split(';')[0].trim();
      const mimeType = detected?.mime ?? (PLAIN_TYPES.includes(claimed) ? claimed : 'application/octet-stream');
      staged.push({ ...file, mimeType, contentId: a.contentId, inline: a.inline });
    }
    return staged;
  } catch (error) {
    await Promise.all(staged.map((f) => storage.discard(f)));
    throw error;
  }
}

/** How a copy is filed: received (INBOX, unread) unless said otherwise. */
export interface FilingOptions {
  richting?: 'IN' | 'UIT';
  map?: 'INBOX' | 'VERZONDEN';
  gelezen?: boolean;
  /** The dossier the writer linked the message to; the copy of an owner who may not see it is linked by its own words instead. */
  dossierId?: number | null;
  kantoorId?: number | null;
  verzendstatus?: 'WACHTEND' | 'VERZONDEN' | null;
  aangemaaktDoor?: number | null;
  /** When it came in (the demo's history); by default now. */
  ontvangenOp?: Date;
}

/** The key that makes a message one per mailbox: its Message-ID, else the hash of its bytes. */
const fingerprint = (message: Pick<IncomingMessage, 'messageId' | 'sha256'>, richting: 'IN' | 'UIT') =>
  `${richting === 'UIT' ? 'uit:' : ''}${message.messageId ? `mid:${message.messageId}` : `sha:${message.sha256}`}`;

/**
 * Files copies of one message into mailboxes, inside the caller's transaction: a mailbox that
 * holds it already (the same Message-ID, from a second API server or an MTA's retry) gets no
 * second copy. Each new copy is linked to the dossier its words name (linking.ts) and announced on
 * the event stream. Answers the new rows.
 */
export async function insertCopies(tx: Tx, message: IncomingMessage, postvakIds: readonly number[], fileIds: readonly { id: number; inline: boolean; contentId: string | null }[], options: FilingOptions = {}) {
  const richting = options.richting ?? 'IN';
  const created: (typeof mails.$inferSelect)[] = [];
  for (const postvakId of [...new Set(postvakIds)].sort((a, b) => a - b)) {
    let dossierId: number | null = null;
    let koppeling: 'AUTOMATISCH' | 'HANDMATIG' | null = null;
    if (options.dossierId && (await mailboxSeesDossier(tx, postvakId, options.dossierId))) [dossierId, koppeling] = [options.dossierId, 'HANDMATIG'];
    else if ((dossierId = await findDossier(tx, postvakId, message.subject, message.text)) !== null) koppeling = 'AUTOMATISCH';
    const kantoorId = dossierId === null ? (options.kantoorId ?? null) : null;
    const [row] = await tx
      .insert(mails)
      .values({
        postvakId,
        map: options.map ?? 'INBOX',
        richting,
        vingerafdruk: fingerprint(message, richting),
        messageId: message.messageId,
        inReplyTo: message.inReplyTo,
        vanAdres: message.from.email,
        vanNaam: message.from.naam,
        aan: message.to,
        cc: message.cc,
        onderwerp: message.subject,
        tekst: message.text,
        html: message.html,
        ontvangenOp: options.ontvangenOp ?? (richting === 'IN' ? new Date() : (message.date ?? new Date())),
        gelezen: options.gelezen ?? false,
        prioriteitId: message.prioriteitId,
        dossierId,
        kantoorId,
        koppeling: koppeling ?? (kantoorId === null ? null : 'HANDMATIG'),
        aantalBijlagen: fileIds.filter((f) => !f.inline).length,
        grootte: message.size,
        verzendstatus: options.verzendstatus ?? null,
        aangemaaktDoor: options.aangemaaktDoor ?? null,
      })
      .onConflictDoNothing({ target: [mails.postvakId, mails.vingerafdruk] })
      .returning();
    if (!row) continue;
    if (fileIds.length) {
      await tx.insert(mailBijlagen).values(fileIds.map((f, volgorde) => ({ mailId: row.id, bestandId: f.id, inline: f.inline, contentId: f.contentId, volgorde })));
    }
    created.push(row);
  }
  if (richting === 'IN') await publishMail(tx, 'mail.received', created, options.aangemaaktDoor ?? null);
  return created;
}

/** The active mailboxes of an address (case-insensitive; an address shared by several gets a copy in each). */
export async function mailboxesOfAddress(db: Db | Tx, address: string) {
  const rows = await db
    .select({ id: postvakken.id })
    .from(postvakken)
    .where(and(eq(postvakken.adres, address.trim().toLowerCase()), eq(postvakken.actief, true)));
  return rows.map((r) => r.id);
}

/** The active mailboxes of several addresses, by address. */
export async function mailboxesOfAddresses(db: Db | Tx, addressList: readonly string[]) {
  const wanted = [...new Set(addressList.map((a) => a.trim().toLowerCase()))];
  const found = new Map<string, number[]>();
  if (!wanted.length) return found;
  const rows = await db
    .select({ id: postvakken.id, adres: postvakken.adres })
    .from(postvakken)
    .where(and(inArray(postvakken.adres, wanted), eq(postvakken.actief, true)));
  for (const r of rows) found.set(r.adres, [...(found.get(r.adres) ?? []), r.id]);
  return found;
}

/**
 * Files a received message into mailboxes (docs/mail.md "In"): its attachments into the file store,
 * the copies into the database in one transaction, then the files moved into place. When every
 * mailbox had it already, the staged files are dropped. Answers the ids of the new copies.
 */
export async function fileIncoming(db: Db, storage: FileStorage, message: IncomingMessage, postvakIds: readonly number[], options: FilingOptions = {}) {
  const staged = await stageAttachments(storage, message.attachments);
  let created: (typeof mails.$inferSelect)[] = [];
  try {
    created = await db.transaction(async (tx) => {
      const inserted = await insertCopies(tx, message, postvakIds, [], options);
      if (!inserted.length || !staged.length) return inserted;
      const files = [];
      for (const file of staged) {
        const [row] = await tx
          .insert(bestanden)
          .values({ sleutel: file.sleutel, naam: file.naam, mimeType: file.mimeType, grootte: file.grootte, sha256: file.sha256 })
          .returning({ id: bestanden.id });
        files.push({ id: row.id, inline: file.inline, contentId: file.contentId });
      }
      for (const mail of inserted) {
        await tx.insert(mailBijlagen).values(files.map((f, volgorde) => ({ mailId: mail.id, bestandId: f.id, inline: f.inline, contentId: f.contentId, volgorde })));
        await tx.update(mails).set({ aantalBijlagen: files.filter((f) => !f.inline).length }).where(eq(mails.id, mail.id));
      }
      return inserted;
    });
  } catch (error) {
    await Promise.all(staged.map((f) => storage.discard(f)));
    throw error;
  }
  await Promise.all(staged.map((f) => (created.length ? storage.commit(f) : storage.discard(f))));
  return created.map((c) => c.id);
}
