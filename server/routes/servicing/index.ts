import type { FastifyPluginAsync } from 'fastify';
import transactions from './transactions';

/** The servicing of BTL loans in beheer: their loan-servicing transactions (spec 001 §7 `/transaction`, docs/transactions.md). */
const servicingArea: FastifyPluginAsync = async (app) => {
  await app.register(transactions);
};

export default servicingArea;
