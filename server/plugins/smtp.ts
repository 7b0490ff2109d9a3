import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmtpListener, type SmtpListener } from '../services/mail/smtp-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP listener of this process, when SMTP_PORT is not 0 and its port could be opened (docs/mail.md "In"). */
    smtp: SmtpListener | null;
    /** Why there is no listener although SMTP_PORT asks for one: one line for the start-up output. */
    smtpNotice: string | null;
  }
}

/** Ports the listener cannot open for a reason the operator solves by choosing another. */
const UNAVAILABLE: Record<string, string> = { EADDRINUSE: 'is al in gebruik', EACCES: 'mag dit proces niet openen' };

const notice = (port: number, host: string, reason: string) =>
  `Inkomende mail (SMTP): poort ${port} op ${host} ${reason}; de server draait zonder SMTP-listener. Kies een andere poort met SMTP_PORT=<poort>, of SMTP_PORT=0 voor geen listener.`;

/**
 * Incoming mail: an SMTP listener beside the HTTP server (SMTP_PORT, SMTP_HOST), started when the
 * server is ready and closed with it. Several API processes may each run one on one database:
 * a message delivered to two of them is filed once.
 */
export default fp(async function smtp(app: FastifyInstance) {
  const { smtpPort, smtpHost, smtpMaxBytes } = app.appConfig;
  const listener = smtpPort > 0 ? createSmtpListener({ db: app.db, storage: app.storage, log: app.log, maxBytes: smtpMaxBytes }) : null;
  app.decorate('smtp', listener);
  app.decorate('smtpNotice', null);
  if (!listener) return;
  // A second server on one machine finds the default port taken: it keeps serving HTTP and says
  // so in one line, rather than dying on the listener's error (docs/mail.md "In").
  app.addHook('onReady', async () => {
    try {
      await listener.listen(smtpPort, smtpHost);
    } catch (error) {
      const reason = UNAVAILABLE[(error as NodeJS.ErrnoException).code ?? ''];
      if (!reason) throw error;
      app.smtp = null;
      app.smtpNotice = notice(smtpPort, smtpHost, reason);
    }
  });
  app.addHook('onClose', async () => listener.close());
});
