import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Permission } from '../../../contract/permissions';
import { access } from '../../services/permissions/access';
import { dossierHandlers } from '../../services/users/behandelaars';
import { userNameSchema } from '../../services/users/lists';
import { dossierIdParams } from '../dossier-detail/params';
import { DOSSIER_VIEW } from '../../../contract/permissions';

/** BTL lists: who may see the BTL dossiers at all. */
const BTL_VIEW: Permission[] = ['MENU_BTL_DOSSIERS_VIEW', 'MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER'];

const schema = { params: dossierIdParams, response: { 200: z.array(userNameSchema) } };

/** The candidate handlers of one dossier (spec 001 §7 "Users"). */
const dossierBehandelaarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/dossiers/:id/behandelaars', { schema, config: { access: access.anyOf(DOSSIER_VIEW) } }, async (request) =>
    dossierHandlers(app.db, request.user, request.params.id, false),
  );

  // As behandelaar-list?btlAcceptant=true, for one BTL dossier.
  app.get('/api/v1/behandelaar/btl/:id', { schema, config: { access: access.anyOf(BTL_VIEW) } }, async (request) =>
    dossierHandlers(app.db, request.user, request.params.id, true),
  );
};

export default dossierBehandelaarRoutes;
