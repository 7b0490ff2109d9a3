import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisorContactSchema, lenderLinkSchema, teammateSchema } from '../../../contract/offices';
import { DOSSIER_VIEW, type Permission } from '../../../contract/permissions';
import { teammates } from '../../services/offices/advisers';
import { advisorContact } from '../../services/offices/contact';
import { currentLenders } from '../../services/offices/lenders';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from '../dossier-detail/params';

/** The adviser's own office seen from the adviser (spec 000 §7, 001 §7), and the adviser of a dossier. */
const adviserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // "Current" is the signed-in adviser: nobody else has teammates or an agency of their own. Both are
  // sections of the adviser's own office detail, so they take that section's permission too.
  const adviser = (permission: Permission) => ({ access: access.anyOf([permission], ['A']) });

  app.get('/api/v1/adviseurs/teammates', { schema: { response: { 200: z.array(teammateSchema) } }, config: adviser('ADVISEURS_DETAIL_ADVISEURS') }, async (request) =>
    teammates(db, request.user),
  );

  app.get('/api/v1/adviseurs/current/geldverstrekkers', { schema: { response: { 200: z.array(lenderLinkSchema) } }, config: adviser('ADVISEURS_DETAIL_GELDVERSTREKKERS') }, async (request) =>
    currentLenders(db, request.user),
  );

  app.get(
    '/api/v1/dossiers/:id/advisor-contact',
    { schema: { params: dossierIdParams, response: { 200: advisorContactSchema } }, config: { access: access.anyOf(DOSSIER_VIEW) } },
    async (request) => advisorContact(db, request.user, request.params.id),
  );
};

export default adviserRoutes;
