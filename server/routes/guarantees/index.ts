import type { FastifyPluginAsync } from 'fastify';
import guarantees from './guarantees';

/** Bank guarantees across dossiers (docs/guarantees.md); one dossier's guarantees are dossier-detail calls. */
const guaranteesArea: FastifyPluginAsync = async (app) => {
  await app.register(guarantees);
};

export default guaranteesArea;
