import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends a text message. The default writes it to the server log; a real SMS gateway is one object
 * with this method, set as `app.sms.sender` at start-up (docs/account-security.md).
 */
export interface SmsSender {
  send(phoneNumber: string, text: string): Promise<void>;
  /** Where it sends to, as the external-call trace names it (docs/traces.md). */
  target?: string;
}

export const logSmsSender = (log: FastifyBaseLogger): SmsSender => ({
  target: 'serverlog (geen sms-dienst ingesteld)',
  async send(phoneNumber, text) {
    // warn: the default LOG_LEVEL shows it, so a demo user can read the code.
    log.warn({ phoneNumber }, `sms (geen sms-dienst ingesteld): ${text}`);
  },
});
