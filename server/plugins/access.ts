import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { loadSessionUser } from '../services/auth/session-user';
import { loadSigningKey, tokenVerifier } from '../services/auth/tokens';
import { allows } from '../services/permissions/access';

declare module 'fastify' {
  interface FastifyInstance {
    signingKey: Uint8Array;
  }
}

function bearer(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

/**
 * The guard of every route: a route declares `config.access`; one without it is refused, so
 * forgetting a declaration fails closed. Signed-in routes get `request.user`.
 */
export default fp(async function accessPlugin(app: FastifyInstance) {
  app.decorate('signingKey', await loadSigningKey(app.db, process.env.SESSION_SECRET));
  const verifyToken = tokenVerifier(app.signingKey);
  app.decorate('routeTable', []);
  app.decorateRequest('user', null as never);

  app.addHook('onRoute', (route) => {
    app.routeTable.push(route);
  });

  // onRequest: before the body is parsed or validated, so a caller without rights learns nothing.
  app.addHook('onRequest', async (request) => {
    // Unmatched URLs go to the not-found handler, which reveals nothing.
    if (request.is404) return;
    const rule = request.routeOptions.config.access;
    if (!rule) {
      request.log.error({ url: request.routeOptions.url }, 'route without access declaration');
      throw forbidden();
    }
    if (rule.kind === 'public') return;
    const token = bearer(request);
    const sessionId = token ? await verifyToken(token) : null;
    // On every request, cached token or not: sign-out, revocation and deactivation apply at once.
    const user = sessionId ? await loadSessionUser(app.db, sessionId) : null;
    if (!user) throw unauthorized();
    request.user = user;
    if (!allows(rule, user)) throw forbidden();
  });
});
