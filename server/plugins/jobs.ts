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
 * while they load; the worker starts when the server is ready and stops, letting running jobs
 * end or go back on the queue, when it closes.
 */
export default fp(async function jobs(app: FastifyInstance) {
  const worker = new JobWorker(app.db, { log: app.log });
  app.decorate('jobs', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
