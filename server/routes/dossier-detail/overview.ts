import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDossier } from '../../services/dossier-detail/access';
import { documentStatusCount } from '../../services/dossier-detail/document-status-count';
import { readFinancieleDekking } from '../../services/dossier-detail/mortgage';
import { overview, overviewLenings, overviewObject, overviewStatusDates } from '../../services/dossier-detail/overview';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';
import type { z } from 'zod';

/** The overview tab of the detail (spec 001 §7: GET /dossiers/{id}/overview and /overzicht/{id}/…). */
const dossierOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { access: access.anyOf(DOSSIER_VIEW) };
  const read = <T extends z.ZodType>(response: T) => ({ schema: { params: dossierIdParams, response: { 200: response } }, config });

  app.get('/api/v1/dossiers/:id/overview', read(answer.overview), async (req) => overview(db, await readDossier(db, req.user, req.params.id)));

  app.get('/api/v1/overzicht/:id/lenings', read(answer.overviewLenings), async (req) => {
    await readDossier(db, req.user, req.params.id);
    return overviewLenings(db, req.params.id);
  });

  app.get('/api/v1/overzicht/:id/object', read(answer.overviewObject), async (req) => {
    await readDossier(db, req.user, req.params.id);
    return overviewObject(db, req.params.id);
  });

  app.get('/api/v1/overzicht/:id/financiele-dekking', read(answer.financieleDekking), async (req) => {
    await readDossier(db, req.user, req.params.id);
    return readFinancieleDekking(db, req.params.id);
  });

  app.get('/api/v1/overzicht/:id/document-status-count', read(answer.documentStatusCounts), async (req) =>
    documentStatusCount(db, req.user, await readDossier(db, req.user, req.params.id)),
  );

  app.get('/api/v1/overzicht/:id/dossier-status-dates', read(answer.statusDates), async (req) =>
    overviewStatusDates(db, await readDossier(db, req.user, req.params.id)),
  );
};

export default dossierOverviewRoutes;
