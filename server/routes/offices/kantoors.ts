import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lenderLinkSchema, officeDetailSchema, officeFiguresSchema, officeItemSchema, officeSearchQuery, officeSummarySchema } from '../../../contract/offices';
import { page } from '../../openapi/responses';
import { currentOffice, officeChoices, officeDetail, officeFigures, officeLendersOf, searchOffices } from '../../services/offices/offices';
import { access } from '../../services/permissions/access';
import { recordIdParams } from '../dossier-detail/params';

/** The offices themselves (spec 000 §7, 001 §7; docs/offices.md), each within the caller's office scope. */
const kantoorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/kantoors/list', { schema: { response: { 200: z.array(officeItemSchema) } }, config: { access: access.signedIn() } }, async (request) =>
    officeChoices(db, request.user),
  );

  app.get('/api/v1/kantoors/small/current', { schema: { response: { 200: officeItemSchema } }, config: { access: access.signedIn() } }, async (request) =>
    currentOffice(db, request.user),
  );

  // Ours: the Kantoren list pages and searches on the server (the spec's /kantoors/list is the choice of all offices).
  app.get(
    '/api/v1/kantoors',
    {
      schema: { querystring: officeSearchQuery, response: { 200: page(officeSummarySchema) } },
      config: { access: access.anyOf(['MENU_ADVISEURS_VIEW']), fieldLabels: { query: 'Zoeken', regio: 'Regio', kantoorType: 'Soort kantoor', actief: 'Actief', page: 'Pagina', size: 'Aantal' } },
    },
    async (request) => searchOffices(db, request.user, request.query),
  );

  app.get(
    '/api/v1/kantoors/:id',
    { schema: { params: recordIdParams, response: { 200: officeDetailSchema } }, config: { access: access.anyOf(['MENU_ADVISEURS_VIEW', 'MENU_KANTOOR_VIEW', 'DOSSIER_DETAIL_KANTOOR']) } },
    async (request) => officeDetail(db, request.user, request.params.id),
  );

  // Ours: the office detail's sections, each under its own ADVISEURS_DETAIL_* permission (docs/offices.md).
  app.get(
    '/api/v1/kantoors/:id/cijfers',
    { schema: { params: recordIdParams, response: { 200: officeFiguresSchema } }, config: { access: access.anyOf(['ADVISEURS_DETAIL_CIJFERS']) } },
    async (request) => officeFigures(db, request.user, request.params.id),
  );

  app.get(
    '/api/v1/kantoors/:id/geldverstrekkers',
    { schema: { params: recordIdParams, response: { 200: z.array(lenderLinkSchema) } }, config: { access: access.anyOf(['ADVISEURS_DETAIL_GELDVERSTREKKERS']) } },
    async (request) => officeLendersOf(db, request.user, request.params.id),
  );
};

export default kantoorRoutes;
