import type { Config } from './config';
import type { Db } from './db/client';
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
    routeTable: { method: string | string[]; url: string; config?: { access?: Access } }[];
  }
}
