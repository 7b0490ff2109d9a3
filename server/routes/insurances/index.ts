import type { FastifyPluginAsync } from 'fastify';
import insurances from './insurances';

/** Insurances across dossiers (docs/insurances.md); one dossier's insurances are dossier-detail calls. */
const insurancesArea: FastifyPluginAsync = async (app) => {
  await app.register(insurances);
};

export default insurancesArea;
