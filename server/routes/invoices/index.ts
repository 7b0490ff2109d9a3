import type { FastifyPluginAsync } from 'fastify';
import invoices from './invoices';

/** The monthly invoices of the back office to an adviser's office (docs/invoices.md). */
const invoicesArea: FastifyPluginAsync = async (app) => {
  await app.register(invoices);
};

export default invoicesArea;
