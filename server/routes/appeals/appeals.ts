import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPEAL_LABELS, appealCreatedSchema, appealSchema } from '../../../contract/appeals';
import { createAppeal } from '../../services/appeals/create';
import { access } from '../../services/permissions/access';

/** Aanvraag (spec 000 §2 /appeals, "create appeal"): a new application as a dossier (docs/applications.md). */
const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/appeals',
    {
      schema: { body: appealSchema, response: { 201: appealCreatedSchema } },
      config: { access: access.anyOf(['MENU_APPEALS_VIEW']), fieldLabels: APPEAL_LABELS },
    },
    async (request, reply) => reply.status(201).send(await createAppeal(app.db, request.user, request.body)),
  );
};

export default appealRoutes;
