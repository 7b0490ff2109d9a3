import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { uitgaandeMails } from '../../db/schema';

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
  // Made (and nodemailer loaded) when the first mail goes out, not at every start.
  let transport: Promise<Transporter> | undefined;
  const transporter = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl)));

  async function deliver(id: number, mail: OutgoingMail) {
    try {
      await (await transporter()).sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
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
      if (options.smtpUrl) void deliver(row.id, mail);
      return row.id;
    },
  };
}
