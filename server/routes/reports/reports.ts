import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_FILTER_LABELS, reportFilterSchema, reportInfoSchema, reportRowSchema } from '../../../contract/insight/reports';
import { queryInt32 } from '../../../contract/rules';
import { binary, page } from '../../openapi/responses';
import { access } from '../../services/permissions/access';
import { reportMenu, reportMenuItem } from '../../services/reports/menu';
import { reportCsv, reportInfo, reportRows } from '../../services/reports/run';
import { loadCalendar } from '../../services/workload/calendar';
import { recordIdParams } from '../dossier-detail/params';

const read = { access: access.anyOf(['MENU_RAPPORTAGES_VIEW']), fieldLabels: REPORT_FILTER_LABELS };
const sort = z.string().max(100, 'Maximaal 100 tekens.').optional();
const paging = z.object({
  page: queryInt32({ error: 'Let op: alleen cijfers toegestaan.' }).int().min(0, 'De pagina begint bij 0.').default(0),
  size: queryInt32({ error: 'Let op: alleen cijfers toegestaan.' }).int().min(1, 'Minimaal 1.').max(500, 'Maximaal 500 per pagina.').default(25),
  sort,
});

/**
 * The reports (spec 002 §7): the menu from /rs/menurapportages, and each report's definition, rows
 * and CSV (ours: "Calls that fetch the content of a single report: not shown"; docs/insight.md).
 */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/rs/menurapportages', { schema: { response: { 200: z.array(reportMenuItem) } }, config: read }, async (request) => reportMenu(db, request.user));

  app.get('/api/v1/rapportages/:id', { schema: { params: recordIdParams, response: { 200: reportInfoSchema } }, config: read }, async (request) =>
    reportInfo(db, request.user, request.params.id),
  );

  app.get(
    '/api/v1/rapportages/:id/rijen',
    { schema: { params: recordIdParams, querystring: reportFilterSchema.and(paging), response: { 200: page(reportRowSchema) } }, config: read },
    async (request) => reportRows(db, request.user, await loadCalendar(db), request.params.id, request.query, request.query),
  );

  app.get(
    '/api/v1/rapportages/:id/csv',
    { schema: { params: recordIdParams, querystring: reportFilterSchema.and(z.object({ sort })), response: { 200: binary(['text/csv'], 'De rapportage als CSV (puntkomma, UTF-8)') } }, config: read },
    async (request, reply) => {
      const file = await reportCsv(db, request.user, await loadCalendar(db), request.params.id, request.query, request.query.sort);
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${file.name}"`).send(file.body);
    },
  );
};

export default reportRoutes;
