import type { FastifyPluginAsync } from 'fastify';
import appeals from './appeals';

/** New applications entered by hand (docs/applications.md). */
const appealsArea: FastifyPluginAsync = async (app) => {
  await app.register(appeals);
};

export default appealsArea;
