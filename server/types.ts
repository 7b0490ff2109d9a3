import type { Config } from './config';
import type { Db } from './db/client';
import type { SmsSender } from './services/auth/sms';
import type { Mailer } from './services/mail/outbox';
import type { Access, SessionUser } from './services/permissions/access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; a route without it is refused (and fails the route-table test). */
    access?: Access;
    /** Dutch labels of body fields, for validation messages. */
    fieldLabels?: Record<string, string>;
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not public. */
    user: SessionUser;
  }
  interface FastifyInstance {
    db: Db;
    appConfig: Config;
    /** Every registered route with its options, for the route-table test. */
    routeTable: { method: string | string[]; url: string; config?: { access?: Access }; schema?: FastifySchema }[];
    /** The SMS sender for verification codes; replaceable (a gateway, or a test that reads the codes). */
    sms: { sender: SmsSender };
    /** Outgoing mail through the outbox (server/services/mail). */
    mailer: Mailer;
  }
}
