import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readChild } from '../../services/dossier-detail/child';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

/** GET /dossiers/{id}/child (spec 001 §7): the dossier made from this one, or null. */
const dossierChildRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/dossiers/:id/child', { schema: { params: dossierIdParams, response: { 200: answer.childDossier } }, config: { access: access.anyOf(DOSSIER_VIEW) } }, async (req) =>
    readChild(app.db, req.user, req.params.id),
  );
};

export default dossierChildRoutes;
