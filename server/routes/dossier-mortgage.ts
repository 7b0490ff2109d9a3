import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDossier } from '../services/dossier-detail/access';
import { readFinancieleDekking, readHypotheek } from '../services/dossier-detail/mortgage';
import { access } from '../services/permissions/access';
import { dossierIdParams } from './dossier-params';
import { DOSSIER_VIEW } from './dossiers';

/** The mortgage reads of the detail (spec 001 §7 "Income and mortgage reads"). */
const dossierMortgageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { access: access.anyOf(DOSSIER_VIEW) };

  app.get('/api/v1/dossiers/:id/hypotheek', { schema: { params: dossierIdParams }, config }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    return readHypotheek(db, req.params.id);
  });

  app.get('/api/v1/dossiers/:id/financieledekking', { schema: { params: dossierIdParams }, config }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    return readFinancieleDekking(db, req.params.id);
  });
};

export default dossierMortgageRoutes;
