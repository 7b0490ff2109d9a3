import type { FastifyPluginAsync } from 'fastify';
import dossiers from './dossiers';

/** The dossier lists, extended and quick search, sidebar counters (spec 001 §2, §3, §7). */
const dossiersArea: FastifyPluginAsync = async (app) => {
  await app.register(dossiers);
};

export default dossiersArea;
