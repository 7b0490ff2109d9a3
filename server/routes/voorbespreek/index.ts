import type { FastifyPluginAsync } from 'fastify';
import voorbespreek from './voorbespreek';

/** The voorbespreekdesk (spec 001 §2, §7 "Pre-discussion desk"; docs/desks.md). */
const voorbespreekArea: FastifyPluginAsync = async (app) => {
  await app.register(voorbespreek);
};

export default voorbespreekArea;
