import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { officeAdviserSchema } from '../../../contract/offices';
import { officeAdvisers } from '../../services/offices/advisers';
import { access } from '../../services/permissions/access';
import { recordIdParams } from '../dossier-detail/params';

/**
 * GET /kantoors/{id}/adviseurs: the active advisers of an office, for linking a dossier to an
 * office and adviser (DOSSIER_DETAIL_KANTOOR), the Kantoren screens (MENU_ADVISEURS_VIEW) and an
 * adviser's own office (MENU_KANTOOR_VIEW); the office must lie within the caller's scope.
 */
const kantoorAdviseurRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/kantoors/:id/adviseurs',
    {
      schema: { params: recordIdParams, response: { 200: z.array(officeAdviserSchema) } },
      config: { access: access.anyOf(['DOSSIER_DETAIL_KANTOOR', 'MENU_ADVISEURS_VIEW', 'MENU_KANTOOR_VIEW']) },
    },
    async (request) => officeAdvisers(app.db, request.user, request.params.id),
  );
};

export default kantoorAdviseurRoutes;
