import type { FastifyPluginAsync } from 'fastify';
import { registerCleanupJobs } from '../../services/cleanup/jobs';
import cleanup from './cleanup';
import jobs from './jobs';

/** Data clean-up (spec 001 §4/§7; docs/cleanup.md): its calls, and its jobs on the worker of this process. */
const cleanupArea: FastifyPluginAsync = async (app) => {
  registerCleanupJobs(app.jobs, app.db, app.storage);
  await app.register(cleanup);
  await app.register(jobs);
};

export default cleanupArea;
