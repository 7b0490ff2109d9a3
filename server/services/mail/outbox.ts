import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { MAIL_MESSAGES } from '../../../contract/mail';
import type { Db } from '../../db/client';
import { bestanden, mailBijlagen, mails, uitgaandeMails } from '../../db/schema';
import type { Tx } from '../dossiers/audit';
import { enqueue } from '../jobs/queue';
import { counts } from '../metrics/counts';
import type { JobWorker, RunningJob } from '../jobs/worker';
import type { FileStorage } from '../storage/storage';
import { publishMail } from './events';
import { relaySend } from './relay';
import { errorText } from '../secrets/mask';
import { createRecorder } from '../traces/recorder';

interface OutgoingMail {
  to: string | readonly string[];
  cc?: readonly string[];
  /** The sender when not MAIL_FROM: the mailbox that wrote it, as `Naam <adres>`. */
  from?: string;
  subject: string;
  text: string;
  html?: string;
  /** The sent copy in the writer's mailbox: its attachments go along and it shows how sending went. */
  mailId?: number;
}

export interface Mailer {
  /**
   * Keeps the mail in the outbox and, with SMTP_URL, puts its sending on the job queue. Given a
   * transaction the mail is part of it; call `wake()` after its commit.
   */
  send(mail: OutgoingMail, tx?: Tx): Promise<number>;
  /** Lets this process's worker look for the job now instead of at its next poll. */
  wake(): void;
  /** Registers the sending job and, with SMTP_URL, queues what still waits in the outbox (a relay configured later, a crash). */
  attach(jobs: JobWorker, storage: FileStorage): void;
  resume(): Promise<void>;
  readonly relayConfigured: boolean;
}

const SEND_JOB = 'mail.send';
/** Six tries: at once, then (MAIL_RETRY_MS 30 s) after 30 s, 1, 2, 4 and 8 minutes (docs/jobs.md back-off): a relay away for a quarter of an hour loses nothing. */
const ATTEMPTS = 6;

const list = (value: string | readonly string[] | undefined) => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

/** A refusal that another try will not change: the relay said 5xx (an unknown or refused recipient, a rejected message). */
const permanent = (error: unknown) => {
  const e = error as { responseCode?: number; code?: string; rejected?: unknown[] };
  return (e.responseCode ?? 0) >= 500 || (e.code === 'EENVELOPE' && !!e.rejected?.length);
};

/**
 * The one way out for mail (docs/mail-outbox.md). Every mail is written to `uitgaande_mails`
 * first; with SMTP_URL a job of the queue sends it, retried with back-off while the relay is away
 * and given up, visibly ("niet verzonden" with the reason), after the last try or on a refusal.
 * Without SMTP_URL the table is the outbox Beheer can read.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; retryMs?: number }, log: FastifyBaseLogger): Mailer {
  const configured = !!options.smtpUrl;
  // Made (and nodemailer loaded) when the first mail goes out, not at every start.
  let transport: Promise<Transporter> | undefined;
  const transporter = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl)));
  const recorder = createRecorder(db, log);
  let worker: JobWorker | null = null;
  let store: FileStorage | null = null;

  const queue = (tx: Db | Tx, id: number) => enqueue(tx, SEND_JOB, { id }, { key: `${SEND_JOB}:${id}`, maxAttempts: ATTEMPTS, backoffMs: options.retryMs ?? 30_000 });

  /** The sent copy shows the outcome to its writer (and its mailbox's other readers, live). */
  async function settle(tx: Db | Tx, mailId: number | null, verzendstatus: 'VERZONDEN' | 'NIET_VERZONDEN' | 'WACHTEND', verzendfout: string | null) {
    if (mailId === null) return;
    const rows = await tx.update(mails).set({ verzendstatus, verzendfout }).where(eq(mails.id, mailId)).returning();
    await publishMail(tx, 'mail.updated', rows, null);
  }

  async function attachments(mailId: number | null) {
    if (mailId === null || !store) return [];
    const rows = await db
      .select({ file: bestanden, inline: mailBijlagen.inline, contentId: mailBijlagen.contentId })
      .from(mailBijlagen)
      .innerJoin(bestanden, eq(bestanden.id, mailBijlagen.bestandId))
      .where(eq(mailBijlagen.mailId, mailId))
      .orderBy(asc(mailBijlagen.volgorde));
    const files = [];
    for (const r of rows) {
      files.push({ filename: r.file.naam, content: await store.read(r.file.sleutel), contentType: r.file.mimeType, cid: r.inline ? (r.contentId ?? undefined) : undefined });
    }
    return files;
  }

  async function run(job: RunningJob<{ id: number }>) {
    const [row] = await db.select().from(uitgaandeMails).where(eq(uitgaandeMails.id, job.payload.id));
    if (!row || row.verzondenOp || row.opgegevenOp) return { verzonden: !!row?.verzondenOp };
    try {
      const copy = await sentCopy(row.mailId);
      const message = {
        from: row.van ?? options.from,
        to: row.aan,
        cc: row.cc ?? undefined,
        subject: row.onderwerp,
        text: row.tekst,
        html: row.html ?? undefined,
        attachments: await attachments(row.mailId),
        ...(copy ? { messageId: copy.messageId ?? undefined, inReplyTo: copy.inReplyTo ?? undefined, references: copy.inReplyTo ?? undefined } : {}),
      };
      // The relay is an outside party: the call is traced with the mail, secrets masked and attachments by name only (docs/traces.md).
      const request = { ...message, attachments: message.attachments.map((a) => a.filename) };
      // A mail written in a mailbox names its dossier and its writer (docs/traces.md); the system's own mail neither.
      const context = { caller: 'SMTP', target: options.smtpUrl!, operation: 'mail versturen', dossierId: copy?.dossierId, userId: copy?.aangemaaktDoor };
      await recorder.traced(context, request, async () => relaySend(await transporter(), message), (info) => ({
        messageId: info.messageId,
        response: info.response,
        accepted: info.accepted,
        rejected: info.rejected,
      }));
    } catch (error) {
      const reason = errorText(error, 500);
      const last = permanent(error) || job.attempt >= ATTEMPTS;
      log.error({ err: error, id: row.id, attempt: job.attempt }, 'mail not sent');
      await db.transaction(async (tx) => {
        await tx
          .update(uitgaandeMails)
          .set({ fout: reason, pogingen: job.attempt, opgegevenOp: last ? new Date() : null })
          .where(eq(uitgaandeMails.id, row.id));
        if (last) await settle(tx, row.mailId, 'NIET_VERZONDEN', permanent(error) ? `${MAIL_MESSAGES.invalidRecipient} (${reason})` : `Niet verzonden na ${job.attempt} pogingen: ${reason}`);
        else await settle(tx, row.mailId, 'WACHTEND', `Poging ${job.attempt} mislukt, wordt opnieuw geprobeerd: ${reason}`);
      });
      if (last) return { verzonden: false };
      throw error;
    }
    counts.mailSent += 1;
    await db.transaction(async (tx) => {
      await tx.update(uitgaandeMails).set({ verzondenOp: new Date(), fout: null, pogingen: job.attempt }).where(eq(uitgaandeMails.id, row.id));
      await settle(tx, row.mailId, 'VERZONDEN', null);
    });
    return { verzonden: true };
  }

  /**
   * Of the sent copy: the Message-ID and thread, so the recipient's mail program threads a reply,
   * and the dossier and writer the trace names.
   */
  async function sentCopy(mailId: number | null) {
    if (mailId === null) return undefined;
    const [copy] = await db
      .select({ messageId: mails.messageId, inReplyTo: mails.inReplyTo, dossierId: mails.dossierId, aangemaaktDoor: mails.aangemaaktDoor })
      .from(mails)
      .where(eq(mails.id, mailId));
    return copy;
  }

  return {
    relayConfigured: configured,
    async send(mail, tx) {
      const write = async (writer: Db | Tx) => {
        const [row] = await writer
          .insert(uitgaandeMails)
          .values({
            aan: list(mail.to).join(', '),
            cc: mail.cc?.length ? mail.cc.join(', ') : null,
            van: mail.from ?? null,
            onderwerp: mail.subject,
            tekst: mail.text,
            html: mail.html ?? null,
            mailId: mail.mailId ?? null,
          })
          .returning({ id: uitgaandeMails.id });
        if (configured) await queue(writer, row.id);
        return row.id;
      };
      if (tx) return write(tx);
      const id = await db.transaction(write);
      worker?.wake();
      return id;
    },
    wake: () => worker?.wake(),
    attach(jobs, storage) {
      worker = jobs;
      store = storage;
      if (configured) jobs.register(SEND_JOB, run);
    },
    async resume() {
      if (!configured) return;
      const waiting = await db
        .select({ id: uitgaandeMails.id })
        .from(uitgaandeMails)
        .where(and(isNull(uitgaandeMails.verzondenOp), isNull(uitgaandeMails.opgegevenOp)));
      for (const row of waiting) await queue(db, row.id);
      if (waiting.length) worker?.wake();
    },
  };
}
