import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobWorker } from '../services/jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/**
 * The background job worker of this process (docs/jobs.md). Areas register their job handlers
 * while they load; the worker starts when the server is ready. When the server closes it stops at
 * once, beside the requests still being answered: running jobs get 5 s to end on their signal,
 * and what has not ended then goes back on the queue for another process, which takes it up at
 * once rather than after its lease (docs/deploy.md "Stopping").
 */
export default fp(async function jobs(app: FastifyInstance) {
  const worker = new JobWorker(app.db, { log: app.log, stopTimeoutMs: 5000 });
  app.decorate('jobs', worker);
  let stopped: Promise<void> | undefined;
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => {
    stopped = worker.stop({ handBack: true });
  });
  app.addHook('onClose', async () => (stopped ??= worker.stop({ handBack: true })));
});
