import type { FastifyPluginAsync } from 'fastify';
import search from './search';

/** One search over dossiers, notes and HDN messages (docs/search.md). */
const searchArea: FastifyPluginAsync = async (app) => {
  await app.register(search);
};

export default searchArea;
