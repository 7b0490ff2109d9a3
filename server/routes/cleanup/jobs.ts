import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobSchema } from '../../../contract/jobs';
import { access } from '../../services/permissions/access';
import { ownJob } from '../../services/jobs/queue';
import { recordIdParams } from '../dossier-detail/params';

/**
 * GET /api/v1/jobs/{id}: the state and progress of a background job, for the one who started it
 * (docs/jobs.md). Served with the clean-up, the first area that starts jobs from a screen.
 */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/jobs/:id', { schema: { params: recordIdParams, response: { 200: jobSchema } }, config: { access: access.signedIn() } }, async (request) =>
    ownJob(app.db, request.user.id, request.params.id),
  );
};

export default jobRoutes;
