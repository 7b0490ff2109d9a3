import type { FastifyPluginAsync } from 'fastify';
import { registerLogRetention, scheduleLogRetention } from '../../services/retention/logs';
import externalCalls from './external-calls';

/** External-call traces (spec 002 §7, docs/traces.md), and the nightly job that keeps them to their retention term. */
const tracesArea: FastifyPluginAsync = async (app) => {
  registerLogRetention(app.jobs, app.db);
  app.addHook('onReady', async () => scheduleLogRetention(app.db));
  await app.register(externalCalls);
};

export default tracesArea;
