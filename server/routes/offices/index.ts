import type { FastifyPluginAsync } from 'fastify';
import kantoorAdviseurs from './kantoor-adviseurs';

/** Offices and their advisers (spec 001 §7). */
const officesArea: FastifyPluginAsync = async (app) => {
  await app.register(kantoorAdviseurs);
};

export default officesArea;
