import type { FastifyPluginAsync } from 'fastify';
import { registerStipulationJobs, scheduleStipulationsRefresh } from '../../services/rules/jobs';
import ruleset from './ruleset';

/** The stipulations rule set (spec 001 §7 unprefixed calls, docs/stipulations.md), and its nightly refresh on the job queue. */
const rulesArea: FastifyPluginAsync = async (app) => {
  registerStipulationJobs(app.jobs, app.db);
  app.addHook('onReady', async () => scheduleStipulationsRefresh(app.db));
  await app.register(ruleset);
};

export default rulesArea;
