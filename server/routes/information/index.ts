import type { FastifyPluginAsync } from 'fastify';
import information from './information';

/** Informatie en nieuws: items, types and the reader lists (spec 002 §2, §7). */
const informationArea: FastifyPluginAsync = async (app) => {
  await app.register(information);
};

export default informationArea;
