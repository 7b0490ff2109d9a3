import type { FastifyPluginAsync } from 'fastify';
import referenceLists from './reference-lists';
import resources from './resources';
import teams from './teams';

/** The schema-driven Beheer resources, teams and the editable reference lists (spec 001 §6, 002 §7). */
const beheerArea: FastifyPluginAsync = async (app) => {
  await app.register(referenceLists);
  await app.register(resources);
  await app.register(teams);
};

export default beheerArea;
