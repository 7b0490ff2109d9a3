import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logDetailSchema, logEntrySchema, logFilterSchema, logIdParams } from '../../../contract/logs';
import { LOG_PATHS, type LogKanaal } from '../../../contract/log-codes';
import type { Permission } from '../../../contract/permissions';
import { searchQuerySchema } from '../../crud/list-query';
import { page } from '../../openapi/responses';
import { logDetail, logTypes, searchLog } from '../../services/logs/search';
import { access } from '../../services/permissions/access';

/** Who reads each log: the permissions of its screen (src/shell/areas.ts; spec 000 §2 "at least one of several"). */
const READERS: Record<LogKanaal, Permission[]> = {
  BTL: ['MENU_BTL_LOG', 'BTL_DOSSIER_BEHEER'],
  SYSTEM_EVENT: ['MENU_SYSTEM_EVENTS_VIEW', 'BEHEER_SYSTEM_EVENTS'],
  KLANTPORTAAL: ['MENU_WIJZIGINGSLOG_VIEW'],
};

const FILTER_LABELS = { van: 'Vanaf', tot: 'Tot en met', dossierId: 'Dossier', soort: 'Soort', status: 'Status', richting: 'Richting', zoekterm: 'Zoekterm' };

/**
 * The three message logs (docs/logs.md), the same calls for each: search with a filter body and
 * paging in the query, the message types found, one message with the message itself.
 */
const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  for (const kanaal of Object.keys(READERS) as LogKanaal[]) {
    const base = `/api/v1/logs/${LOG_PATHS[kanaal]}`;
    const read = access.anyOf(READERS[kanaal]);

    app.post(
      `${base}/search`,
      {
        schema: { querystring: searchQuerySchema(), body: logFilterSchema.nullish(), response: { 200: page(logEntrySchema) } },
        config: { access: read, fieldLabels: FILTER_LABELS },
      },
      async (request) => searchLog(db, request.user, kanaal, request.body ?? {}, request.query),
    );

    app.get(`${base}/soorten`, { schema: { response: { 200: z.array(z.string()) } }, config: { access: read } }, async (request) => logTypes(db, request.user, kanaal));

    app.get(`${base}/:id`, { schema: { params: logIdParams, response: { 200: logDetailSchema } }, config: { access: read } }, async (request) =>
      logDetail(db, request.user, kanaal, request.params.id),
    );
  }
};

export default logRoutes;
