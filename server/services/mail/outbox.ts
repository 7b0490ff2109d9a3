import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { uitgaandeMails } from '../../db/schema';
import { createRecorder } from '../traces/recorder';

interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Keeps the mail in the outbox and, with SMTP_URL, sends it in the background. */
  send(mail: OutgoingMail): Promise<number>;
}

/**
 * The one way out for mail (docs/mail-outbox.md). Every mail is written to `uitgaande_mails` first,
 * so nothing is lost when the SMTP server is away; without SMTP_URL the table is the outbox
 * Beheer can read.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }, log: FastifyBaseLogger): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const recorder = createRecorder(db, log);

  async function deliver(id: number, mail: OutgoingMail) {
    try {
      const message = { from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
      // The relay is an outside party: the call is traced with the mail, secrets masked (docs/traces.md).
      await recorder.traced({ caller: 'SMTP', target: options.smtpUrl!, operation: 'mail versturen' }, message, () => transport!.sendMail(message), (info) => ({
        messageId: info.messageId,
        response: info.response,
        accepted: info.accepted,
        rejected: info.rejected,
      }));
      await db.update(uitgaandeMails).set({ verzondenOp: new Date(), fout: null }).where(eq(uitgaandeMails.id, id));
    } catch (error) {
      log.error({ err: error, id }, 'mail not sent');
      await db
        .update(uitgaandeMails)
        .set({ fout: String((error as Error).message ?? error).slice(0, 500), pogingen: sql`${uitgaandeMails.pogingen} + 1` })
        .where(eq(uitgaandeMails.id, id));
    }
  }

  return {
    async send(mail) {
      const [row] = await db
        .insert(uitgaandeMails)
        .values({ aan: mail.to, onderwerp: mail.subject, tekst: mail.text, html: mail.html ?? null })
        .returning({ id: uitgaandeMails.id });
      if (transport) void deliver(row.id, mail);
      return row.id;
    },
  };
}
