import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { officeAdviserSchema } from '../../../contract/offices';
import { officeAdvisers } from '../../services/offices/advisers';
import { access } from '../../services/permissions/access';
import { recordIdParams } from '../dossier-detail/params';

/**
 * GET /kantoors/{id}/adviseurs: the active advisers of an office, for linking a dossier to an
 * office and adviser (DOSSIER_DETAIL_KANTOOR) and the office detail's advisers
 * (ADVISEURS_DETAIL_ADVISEURS); the office must lie within the caller's scope.
 */
const kantoorAdviseurRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/kantoors/:id/adviseurs',
    {
      schema: { params: recordIdParams, response: { 200: z.array(officeAdviserSchema) } },
      config: { access: access.anyOf(['DOSSIER_DETAIL_KANTOOR', 'ADVISEURS_DETAIL_ADVISEURS']) },
    },
    async (request) => officeAdvisers(app.db, request.user, request.params.id),
  );
};

export default kantoorAdviseurRoutes;
