import type { FastifyPluginAsync } from 'fastify';
import refdata from './refdata';

/** The read-only /rs and /rf reference lists (spec 001 §7, 002 §7). */
const referenceDataArea: FastifyPluginAsync = async (app) => {
  await app.register(refdata);
};

export default referenceDataArea;
