import type { FastifyPluginAsync } from 'fastify';
import { registerInterestRun, scheduleInterestRun } from '../../services/servicing/interest';
import transactions from './transactions';

/**
 * The servicing of BTL loans in beheer: their loan-servicing transactions (spec 001 §7
 * `/transaction`, docs/transactions.md) and the nightly run that books the month's interest.
 */
const servicingArea: FastifyPluginAsync = async (app) => {
  await app.register(transactions);
  registerInterestRun(app.jobs, app.db);
  app.addHook('onReady', async () => scheduleInterestRun(app.db));
};

export default servicingArea;
