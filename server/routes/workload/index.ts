import type { FastifyPluginAsync } from 'fastify';
import workload from './workload';

/** Werkverdeling: workload statuses, assignment and counters (spec 001 §2, §7). */
const workloadArea: FastifyPluginAsync = async (app) => {
  await app.register(workload);
};

export default workloadArea;
