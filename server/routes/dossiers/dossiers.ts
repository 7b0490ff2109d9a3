import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FASE_CODES, normaliseOrigin } from '../../../contract/dossier';
import { dossierSearchSchema } from '../../../contract/dossier-search';
import { DOSSIER_SEARCH_LABELS } from '../../../contract/dossier-search-labels';
import { DOSSIER_VIEW, type Permission } from '../../../contract/permissions';
import { page } from '../../openapi/responses';
import { dossierDetailSchema, loadDossier } from '../../services/dossiers/detail';
import { listDossiers, listForOverrule } from '../../services/dossiers/list';
import { findProjections, projectionSchema } from '../../services/dossiers/projections';
import { dossierRowSchema } from '../../services/dossiers/rows';
import { access } from '../../services/permissions/access';
import { loadCalendar } from '../../services/workload/calendar';
import { idParam } from '../../../contract/rules';


const idParams = idParam('Ongeldig dossiernummer.');

const projectionQuery = z.object({
  hasOfferteNr: z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((v) => v === 'true').optional(),
  dossierId: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'Let op: alleen cijfers toegestaan.')
    .optional(),
  query: z.string().max(200, 'Maximaal 200 tekens.').optional(),
});

const dossierPage = { querystring: dossierSearchSchema, response: { 200: page(dossierRowSchema) } };

/** The dossier lists and the dossier itself (spec 001 §7 "Dossier lists and detail"; docs/api-dossiers.md). */
const dossierRoutes: FastifyPluginAsyncZod = async (app) => {
  const listConfig = (permissions: Permission[]) => ({ access: access.anyOf(permissions), fieldLabels: DOSSIER_SEARCH_LABELS });

  /** Dossiers, BTL Dossiers (dossierBTL=true) and BTL Dossiers in beheer (dossierBTL=true&leningType=SERVICING…). */
  app.get('/api/v1/dossiers', { schema: dossierPage, config: listConfig(DOSSIER_VIEW) }, async (request) =>
    listDossiers(app.db, 'dossiers', request.query, request.user, await loadCalendar(app.db)),
  );

  app.get(
    '/api/v1/cds/dossiers',
    { schema: dossierPage, config: listConfig(['MENU_CDS_DOSSIERS_VIEW']) },
    async (request) => listDossiers(app.db, 'cds', request.query, request.user, await loadCalendar(app.db)),
  );

  /** The overrule desk's dossier picker: the same filter, a plain list. */
  app.get(
    '/api/v1/dossiers/overrule/dossiers',
    { schema: { querystring: dossierSearchSchema, response: { 200: z.array(dossierRowSchema) } }, config: listConfig(['MENU_OVERRULEDESK_VIEW']) },
    async (request) => listForOverrule(app.db, request.query, request.user, await loadCalendar(app.db)),
  );

  /** Dossier lookup for the header quick search (query) and the dossier-number pickers (dossierId). */
  app.get(
    '/api/v1/dossiers/projections/',
    { schema: { querystring: projectionQuery, response: { 200: z.array(projectionSchema) } }, config: { access: access.signedIn() } },
    async (request) => findProjections(app.db, request.user, request.query),
  );

  app.get(
    '/api/v1/dossiers/:id',
    {
      schema: {
        params: idParams,
        // The phase the detail is opened from; RENTE-AANBOD and RENTEAANBOD alike (spec 001 §7).
        querystring: z.object({ origin: z.preprocess(normaliseOrigin, z.enum(FASE_CODES, { error: 'Onbekende herkomst.' })).default('AANVRAAG') }),
        response: { 200: dossierDetailSchema.extend({ origin: z.enum(FASE_CODES) }) },
      },
      config: { access: access.anyOf(DOSSIER_VIEW) },
    },
    async (request) =>
      Object.assign(await loadDossier(app.db, request.user, request.params.id, await loadCalendar(app.db)), { origin: request.query.origin }),
  );
};

export default dossierRoutes;
