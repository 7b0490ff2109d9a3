import type { FastifyPluginAsync } from 'fastify';
import events from './events';

/** The live event stream (docs/events.md). */
const eventsArea: FastifyPluginAsync = async (app) => {
  await app.register(events);
};

export default eventsArea;
