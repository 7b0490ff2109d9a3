import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INFORMEER_LABELS, informeerSchema } from '../../../contract/dossier-inform';
import { informAdviser } from '../../services/dossier-detail/inform-adviser';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import * as answer from './responses';

/**
 * POST /dossiers/{id}/informeer (spec 001 §7 "Other dossier calls"). Informing the adviser moves the
 * dossier on like a status action and is written with a template, so it needs both the status
 * permission and the mail permission that opens the templates (docs/dossier-inform.md).
 */
const INFORM = { access: access.allOf(['DOSSIER_DETAIL_STATUS', 'MENU_BERICHTEN_VIEW']), fieldLabels: INFORMEER_LABELS };

const dossierInformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/dossiers/:id/informeer', { schema: { params: dossierIdParams, body: informeerSchema, response: { 201: answer.message } }, config: INFORM }, async (req, reply) =>
    reply.status(201).send(await informAdviser(app.db, req.user, req.params.id, req.body.templateId)),
  );
};

export default dossierInformRoutes;
