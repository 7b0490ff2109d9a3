import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSIGHT_QUERY_LABELS, insightQuerySchema, leadTimesAnswerSchema } from '../../../contract/insight/answers';
import { SEGMENTEN } from '../../../contract/insight/codes';
import { binary } from '../../openapi/responses';
import { leadTimesCsv } from '../../services/insight/csv';
import { leadTimes } from '../../services/insight/lead-times';
import { access } from '../../services/permissions/access';
import { loadCalendar } from '../../services/workload/calendar';

const PATHS = SEGMENTEN.map((s) => s.path) as [string, ...string[]];
const params = z.object({ segment: z.enum(PATHS, { error: 'Kies volmacht, niet-volmacht of verhuurhypotheken.' }) });
const config = { access: access.anyOf(['MENU_DOORLOOPTIJDEN_VIEW']), fieldLabels: INSIGHT_QUERY_LABELS };
const segmentOf = (path: string) => SEGMENTEN.find((s) => s.path === path)!.id;

/** Doorlooptijden per kind of office (spec 000 §2: volmacht, niet-volmacht, verhuurhypotheken; ours: the calls). */
const leadTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/v1/inzicht/doorlooptijden/:segment',
    { schema: { params, querystring: insightQuerySchema, response: { 200: leadTimesAnswerSchema } }, config },
    async (request) => leadTimes(db, request.user, await loadCalendar(db), segmentOf(request.params.segment), request.query),
  );

  app.get(
    '/api/v1/inzicht/doorlooptijden/:segment/csv',
    { schema: { params, querystring: insightQuerySchema, response: { 200: binary(['text/csv'], 'De doorlooptijden als CSV (puntkomma, UTF-8)') } }, config },
    async (request, reply) => {
      const answer = await leadTimes(db, request.user, await loadCalendar(db), segmentOf(request.params.segment), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="doorlooptijden-${request.params.segment}-${answer.periode.van}.csv"`)
        .send(leadTimesCsv(answer));
    },
  );
};

export default leadTimeRoutes;
