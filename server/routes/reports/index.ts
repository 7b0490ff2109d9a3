import type { FastifyPluginAsync } from 'fastify';
import reports from './reports';

/** Report downloads (spec 000 §7, 002 §7). */
const reportsArea: FastifyPluginAsync = async (app) => {
  await app.register(reports);
};

export default reportsArea;
