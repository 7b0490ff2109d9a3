import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardAnswerSchema, INSIGHT_QUERY_LABELS, insightQuerySchema, type DashboardAnswer } from '../../../contract/insight/answers';
import { DASHBOARD_NAMES } from '../../../contract/insight/figures';
import { binary } from '../../openapi/responses';
import { dashboardCsv } from '../../services/insight/csv';
import { dashboard, overviewDashboard } from '../../services/insight/dashboards';
import { access } from '../../services/permissions/access';
import { loadCalendar } from '../../services/workload/calendar';

const params = z.object({ naam: z.enum(DASHBOARD_NAMES, { error: 'Onbekend dashboard.' }) });
const csv = binary(['text/csv'], 'De cijfers als CSV (puntkomma, UTF-8)');
const overviewAccess = { access: access.anyOf(['MENU_DASHBOARD_VIEW']), fieldLabels: INSIGHT_QUERY_LABELS };
const dashboardsAccess = { access: access.anyOf(['MENU_DASHBOARDS_VIEW']), fieldLabels: INSIGHT_QUERY_LABELS };

const sendCsv = (reply: FastifyReply, answer: DashboardAnswer) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${answer.dashboard}-${answer.periode.van}.csv"`)
    .send(dashboardCsv(answer));

/**
 * The Dashboard and the Dashboards (spec 000 §2; ours: the spec names the screens, not their
 * calls). Every figure carries the dossier-list query that opens the dossiers it counts.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/inzicht/dashboard', { schema: { querystring: insightQuerySchema, response: { 200: dashboardAnswerSchema } }, config: overviewAccess }, async (request) =>
    overviewDashboard(db, request.user, await loadCalendar(db), request.query),
  );

  app.get('/api/v1/inzicht/dashboard/csv', { schema: { querystring: insightQuerySchema, response: { 200: csv } }, config: overviewAccess }, async (request, reply) =>
    sendCsv(reply, await overviewDashboard(db, request.user, await loadCalendar(db), request.query)),
  );

  app.get(
    '/api/v1/inzicht/dashboards/:naam',
    { schema: { params, querystring: insightQuerySchema, response: { 200: dashboardAnswerSchema } }, config: dashboardsAccess },
    async (request) => dashboard(db, request.user, await loadCalendar(db), request.params.naam, request.query),
  );

  app.get(
    '/api/v1/inzicht/dashboards/:naam/csv',
    { schema: { params, querystring: insightQuerySchema, response: { 200: csv } }, config: dashboardsAccess },
    async (request, reply) => sendCsv(reply, await dashboard(db, request.user, await loadCalendar(db), request.params.naam, request.query)),
  );
};

export default dashboardRoutes;
