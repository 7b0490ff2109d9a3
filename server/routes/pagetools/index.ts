import type { FastifyPluginAsync } from 'fastify';
import pagetools from './pagetools';

/** The page tools of a document's PDF (spec 001 §3, §5, §7, §8; docs/pdf.md). */
const pagetoolsArea: FastifyPluginAsync = async (app) => {
  await app.register(pagetools);
};

export default pagetoolsArea;
