import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hdnLinkBody, hdnListQuery, hdnMessageDetailSchema, hdnMessageSchema, hdnReceiptSchema } from '../../../contract/hdn';
import { page } from '../../openapi/responses';
import type { HdnDeps } from '../../services/hdn/intake';
import { linkHdnMessage } from '../../services/hdn/link';
import { listHdnMessages, readHdnMessage } from '../../services/hdn/read';
import { access } from '../../services/permissions/access';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { recordIdParams } from '../dossier-detail/params';

/**
 * HDN Berichten (/tickets/hdn) and the HDN log (/hdn-log) read the one message store: either
 * permission, never an adviser (spec 002 §2, "hidden for advisors"); the service narrows a money
 * provider to its own dossiers' messages.
 */
const read = access.anyOf(['MENU_HDN_BERICHTEN_VIEW', 'MENU_HDN_LOG'], [...STAFF_TYPES, 'H']);
const link = access.allOf(['MENU_HDN_BERICHTEN_VIEW', 'HDN_BERICHTEN_KOPPELEN'], [...STAFF_TYPES, 'H']);
const labels = { page: 'Pagina', size: 'Aantal', sort: 'Sortering', richting: 'Richting', soort: 'Soort', status: 'Status', kanaal: 'Kanaal', dossierId: 'Dossier', van: 'Van', tot: 'Tot en met', zoek: 'Zoeken' };

const messageRoutes: FastifyPluginAsyncZod<{ deps: HdnDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/v1/hdn/berichten',
    { schema: { querystring: hdnListQuery, response: { 200: page(hdnMessageSchema) } }, config: { access: read, fieldLabels: labels } },
    async (request) => listHdnMessages(db, request.user, request.query),
  );

  app.get(
    '/api/v1/hdn/berichten/:id',
    { schema: { params: recordIdParams, response: { 200: hdnMessageDetailSchema } }, config: { access: read } },
    async (request) => readHdnMessage(db, request.user, request.params.id),
  );

  app.put(
    '/api/v1/hdn/berichten/:id/dossier',
    { schema: { params: recordIdParams, body: hdnLinkBody, response: { 200: hdnReceiptSchema } }, config: { access: link, fieldLabels: { dossierId: 'Dossier' } } },
    async (request) => linkHdnMessage(deps, request.user, request.params.id, request.body.dossierId),
  );
};

export default messageRoutes;
