import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A caller's own id is kept when it is a plain token of reasonable length (a proxy's, a client's). */
const OWN_ID = /^[\w.:@-]{1,128}$/;
/**
 * The server's logger masks every run of 32 or more token characters as a possible secret
 * (services/secrets/mask.ts): an id with such a run would not survive into the log it must lead
 * to. A UUID is one such run; the server's own ids are 20 hex characters (80 random bits).
 */
const MASKED_RUN = /[A-Za-z0-9_-]{32}/;

/**
 * The id of a request: the caller's `X-Request-Id` (a client's own), or a new one. Fastify puts it
 * on every log line of the request as `reqId`.
 */
export function requestId(request: IncomingMessage) {
  const own = request.headers['x-request-id'];
  return typeof own === 'string' && OWN_ID.test(own) && !MASKED_RUN.test(own) ? own : randomBytes(10).toString('hex');
}

/**
 * Request ids (docs/deploy.md "Request ids"): every answer carries `X-Request-Id`, and each failed
 * request (4xx, 5xx) leaves one log line with that id, its route pattern, status and time, so the
 * id a user quotes from the error dialog leads to it. The error body names the id as well
 * (plugins/errors.ts). A secret in the address (a stream's ticket, a link's token) is masked with
 * the rest of the line by the server's logger (services/secrets/log.ts).
 */
export default fp(async function requestIds(app: FastifyInstance) {
  // In onRequest, so the event stream, which writes its own head, carries it too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status < 400) return;
    const line = { method: request.method, route: request.routeOptions.url ?? null, url: request.url, status, ms: Math.round(reply.elapsedTime) };
    if (status >= 500) request.log.error(line, 'request failed');
    else request.log.warn(line, 'request refused');
  });
});
