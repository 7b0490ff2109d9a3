import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoicePageQuery, invoiceSchema } from '../../../contract/invoices';
import { binary, page } from '../../openapi/responses';
import { invoiceFile, listInvoices } from '../../services/invoices/invoices';
import { access } from '../../services/permissions/access';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { recordIdParams } from '../dossier-detail/params';
import { sendStoredFile } from '../files/send';

/** An adviser with Facturen in the menu, or staff with Beheer › Financieel; the service narrows it to the office (docs/invoices.md). */
const read = access.anyOf(['MENU_FACTUREN_VIEW', 'BEHEER_FINANCIEEL'], ['A', ...STAFF_TYPES]);
const labels = { page: 'Pagina', size: 'Aantal' };

/** The invoices of an adviser's office (ours: the spec names the Facturen screen but no call; docs/invoices.md). */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get(
    '/api/v1/kantoors/:id/facturen',
    { schema: { params: recordIdParams, querystring: invoicePageQuery, response: { 200: page(invoiceSchema) } }, config: { access: read, fieldLabels: labels } },
    async (request) => listInvoices(db, request.user, request.params.id, request.query),
  );

  app.get(
    '/api/v1/facturen/:id/pdf',
    { schema: { params: recordIdParams, response: { 200: binary(['application/pdf'], 'De factuur als pdf') } }, config: { access: read } },
    async (request, reply) => sendStoredFile(reply, storage, await invoiceFile(db, request.user, request.params.id)),
  );
};

export default invoiceRoutes;
