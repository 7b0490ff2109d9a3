import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDossier } from '../../services/dossier-detail/access';
import { documentChecks } from '../../services/dossier-detail/document-checks';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

/** The documents to check for one dossier (spec 001: GET /dossiers/{id}/rs/checksoortdocument), within the dossier scope. */
const dossierDocumentCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dossiers/:id/rs/checksoortdocument',
    { schema: { params: dossierIdParams, response: { 200: answer.documentChecks } }, config: { access: access.anyOf(DOSSIER_VIEW) } },
    async (request) => documentChecks(app.db, await readDossier(app.db, request.user, request.params.id)),
  );
};

export default dossierDocumentCheckRoutes;
