import type { FastifyPluginAsync } from 'fastify';
import tasks from './tasks';

/** Tasks: /taken, the task lists per person and team, categories and priorities (spec 000 §3–§7). */
const tasksArea: FastifyPluginAsync = async (app) => {
  await app.register(tasks);
};

export default tasksArea;
