import type { FastifyPluginAsync } from 'fastify';
import workflow from './workflow';

/** The workflow: work items, counts, unread details, single and group actions (spec 000 §3, §7). */
const workflowArea: FastifyPluginAsync = async (app) => {
  await app.register(workflow);
};

export default workflowArea;
