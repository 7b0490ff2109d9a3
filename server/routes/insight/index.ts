import type { FastifyPluginAsync } from 'fastify';
import dashboards from './dashboards';
import leadTimes from './lead-times';
import loyalty from './loyalty';
import startpagina from './startpagina';

/** Insight: the dashboards, lead times, Startpagina and the advisers' loyalty (docs/insight.md). */
const insightArea: FastifyPluginAsync = async (app) => {
  await app.register(dashboards);
  await app.register(leadTimes);
  await app.register(startpagina);
  await app.register(loyalty);
};

export default insightArea;
