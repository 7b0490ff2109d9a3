import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDossier } from '../../services/dossier-detail/access';
import { listSingle } from '../../services/dossier-detail/single-records';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

/**
 * Reads of the notary and intermediary forms, on the paths of their PUT (the spec names only the
 * PUT; a form has to show what it changes). The dossier's record, or null when it has none.
 */
const dossierFormReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { access: access.anyOf(DOSSIER_VIEW) };

  app.get('/api/v1/dossiers/:id/notarises', { schema: { params: dossierIdParams, response: { 200: answer.notaris.nullable() } }, config }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    const [row] = await listSingle(db, 'notaris', req.params.id);
    return row ?? null;
  });

  app.get('/api/v1/dossiers/:id/tuessenpersons', { schema: { params: dossierIdParams, response: { 200: answer.tussenpersoon.nullable() } }, config }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    const [row] = await listSingle(db, 'tussenpersoon', req.params.id);
    return row ?? null;
  });
};

export default dossierFormReadRoutes;
