import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmtpListener, type SmtpListener } from '../services/mail/smtp-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP listener of this process, when SMTP_PORT is not 0 (docs/mail.md "In"). */
    smtp: SmtpListener | null;
  }
}

/**
 * Incoming mail: an SMTP listener beside the HTTP server (SMTP_PORT, SMTP_HOST), started when the
 * server is ready and closed with it. Several API processes may each run one on one database:
 * a message delivered to two of them is filed once.
 */
export default fp(async function smtp(app: FastifyInstance) {
  const { smtpPort, smtpHost, smtpMaxBytes } = app.appConfig;
  const listener = smtpPort > 0 ? createSmtpListener({ db: app.db, storage: app.storage, log: app.log, maxBytes: smtpMaxBytes }) : null;
  app.decorate('smtp', listener);
  if (!listener) return;
  app.addHook('onReady', async () => listener.listen(smtpPort, smtpHost));
  app.addHook('onClose', async () => listener.close());
});
