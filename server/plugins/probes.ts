import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { migrationsCurrent } from '../db/client';
import { databaseUnavailable } from '../db/unavailable';
import { access } from '../services/permissions/access';
import { maskText } from '../services/secrets/mask';

/** The longest the readiness probe waits for the database; a probe must answer quickly either way. */
const READY_TIMEOUT_MS = 2000;

const answer = z.object({ status: z.string(), reason: z.string().optional() });

/** Why the database cannot serve, in a few words an operator understands; never the address or password. */
function reasonOf(error: unknown) {
  if (databaseUnavailable(error)) return 'database unreachable';
  return maskText(`database check failed: ${(error as Error).message ?? error}`).slice(0, 200);
}

/**
 * The probes of a load balancer or process manager (docs/deploy.md "Probes"), both public and
 * unguarded:
 * - `GET /api/health`: liveness, 200 while the process runs; it touches no database, so a
 *   database outage does not get the process restarted (which would not help).
 * - `GET /api/ready`: readiness, 200 when the database answers and holds every migration this
 *   code knows; else 503 with `status` and a short `reason`. 503 `stopping` from the moment the
 *   process begins to stop, so a balancer sends nothing new.
 */
export default fp(async function probes(app: FastifyInstance) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  const route = (description: string) => ({
    schema: { hide: true, response: { 200: answer.describe(description), 503: answer } },
    config: { access: access.public },
  });

  app.get('/api/health', route('the process runs'), async () => ({ status: 'ok' }));

  app.get('/api/ready', route('the database answers and its migrations are current'), async (_request, reply) => {
    if (stopping) return reply.status(503).send({ status: 'stopping', reason: 'process is shutting down' });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), READY_TIMEOUT_MS);
    });
    try {
      const current = await Promise.race([migrationsCurrent(app.db), late]);
      if (current === 'late') return reply.status(503).send({ status: 'unavailable', reason: `database did not answer within ${READY_TIMEOUT_MS / 1000} s` });
      if (!current) return reply.status(503).send({ status: 'unavailable', reason: 'migrations pending' });
      return { status: 'ok' };
    } catch (error) {
      return reply.status(503).send({ status: 'unavailable', reason: reasonOf(error) });
    } finally {
      clearTimeout(timer);
    }
  });
});
