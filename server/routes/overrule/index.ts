import type { FastifyPluginAsync } from 'fastify';
import overrule from './overrule';

/** The overrule desk (spec 001 §2, §7 "Overrule desk"; docs/desks.md). */
const overruleArea: FastifyPluginAsync = async (app) => {
  await app.register(overrule);
};

export default overruleArea;
