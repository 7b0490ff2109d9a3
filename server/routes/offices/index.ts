import type { FastifyPluginAsync } from 'fastify';
import adviseurs from './adviseurs';
import kantoorAdviseurs from './kantoor-adviseurs';
import kantoors from './kantoors';

/** Offices and their advisers (spec 000 §7, 001 §7; docs/offices.md). */
const officesArea: FastifyPluginAsync = async (app) => {
  await app.register(kantoors);
  await app.register(kantoorAdviseurs);
  await app.register(adviseurs);
};

export default officesArea;
