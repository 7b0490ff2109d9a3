import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { Db } from '../../db/client';
import type { FileStorage } from '../storage/storage';
import { counts } from '../metrics/counts';
import { fileIncoming, mailboxesOfAddress, parseMessage } from './intake';

export interface SmtpListener {
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
  /** The port it listens on (tests). */
  port(): number;
}

/** An SMTP reply as smtp-server sends it for a refusal. */
const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * The SMTP listener (smtp-server): accepts mail for the address of a user or team (RCPT: 550 for
 * any other), reads the message up to the size limit (DATA: 552 beyond it), files it into every
 * recipient's mailbox (intake.ts) and answers 250 only after the copies are committed, so a
 * message the sender was told is delivered is never lost; a failure to file answers 451 and the
 * sender tries again later. No AUTH and no STARTTLS: it listens on loopback by default, behind the
 * organisation's own MTA (docs/mail.md).
 */
export function createSmtpListener(deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger; maxBytes: number }): SmtpListener {
  let server: SMTPServer | undefined;
  let bound = 0;
  return {
    listen: async (port, host) => {
      // smtp-server and the mail parser behind it load when the listener starts, not with the server's code.
      const { SMTPServer } = await import('smtp-server');
      const listening = (server = smtpServer(SMTPServer, deps));
      // A port that cannot be opened is the caller's to report (its port taken: plugins/smtp.ts),
      // not a listener error to log with its stack; later errors are logged.
      await new Promise<void>((resolve, reject) => {
        const failed = (error: Error) => {
          server = undefined;
          reject(error);
        };
        listening.once('error', failed);
        listening.listen(port, host, () => {
          listening.off('error', failed);
          listening.on('error', (error) => deps.log.error({ err: error }, 'smtp: listener error'));
          bound = (listening.server.address() as { port: number }).port;
          resolve();
        });
      });
    },
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    port: () => bound,
  };
}

function smtpServer(SMTPServerClass: typeof SMTPServer, deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger; maxBytes: number }) {
  const { db, storage, log, maxBytes } = deps;
  /** The mailboxes each session's accepted recipients lead to. */
  const recipients = new WeakMap<SMTPServerSession, Set<number>>();

  const server = new SMTPServerClass({
    name: os.hostname(),
    banner: 'Hypotheek Backoffice',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    onMailFrom(_address, session, callback) {
      recipients.set(session, new Set());
      callback();
    },
    onRcptTo(address, session, callback) {
      mailboxesOfAddress(db, address.address)
        .then((ids) => {
          if (!ids.length) return callback(refusal(550, `5.1.1 <${address.address}>: onbekende ontvanger`));
          const set = recipients.get(session) ?? new Set<number>();
          for (const id of ids) set.add(id);
          recipients.set(session, set);
          callback();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'smtp: recipient look-up failed');
          callback(refusal(451, '4.3.0 tijdelijke fout, probeer het later opnieuw'));
        });
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit the rest is read but not kept; the refusal follows at the end of DATA.
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxBytes) return callback(refusal(552, `5.3.4 bericht groter dan ${maxBytes} bytes`));
        const postvakIds = [...(recipients.get(session) ?? [])];
        recipients.delete(session);
        parseMessage(Buffer.concat(chunks))
          .then((message) => fileIncoming(db, storage, message, postvakIds))
          .then(() => {
            counts.mailReceived += 1;
            callback(null, 'Bericht afgeleverd');
          })
          .catch((error: unknown) => {
            log.error({ err: error }, 'smtp: filing failed');
            callback(refusal(451, '4.3.0 tijdelijke fout, probeer het later opnieuw'));
          });
      });
    },
  });
  return server;
}
