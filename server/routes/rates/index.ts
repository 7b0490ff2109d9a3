import type { FastifyPluginAsync } from 'fastify';
import comparison from './comparison';
import rates from './rates';

/** Rates and the product comparer (docs/rates.md); the rate lists themselves are Beheer resources. */
const ratesArea: FastifyPluginAsync = async (app) => {
  await app.register(rates);
  await app.register(comparison);
};

export default ratesArea;
