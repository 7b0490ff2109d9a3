import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerSchema, traceDetailSchema, traceFilterSchema, traceSummarySchema } from '../../../contract/traces';
import { searchQuerySchema } from '../../crud/list-query';
import { page } from '../../openapi/responses';
import { access } from '../../services/permissions/access';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { searchTraces, traceById, traceCallers } from '../../services/traces/search';
import { recordIdParams } from '../dossier-detail/params';

/** Staff with Logs › Externe aanroepen: traces hold mail texts and phone numbers, so no adviser or lender reads them. */
const read = { access: access.allOf(['MENU_EXTERNE_AANROEPEN_VIEW'], STAFF_TYPES) };

/** The external-call traces of spec 002 §7 (docs/traces.md). */
const externalCallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/external-calls/callers', { schema: { response: { 200: z.array(callerSchema) } }, config: read }, async () => traceCallers(db));

  app.post(
    '/api/v1/external-calls/trace',
    {
      schema: { querystring: searchQuerySchema(), body: traceFilterSchema.nullish(), response: { 200: page(traceSummarySchema) } },
      config: { ...read, fieldLabels: { from: 'Vanaf', to: 'Tot en met', dossierId: 'Dossier', query: 'Zoekterm', outcome: 'Uitkomst', caller: 'Aanroeper' } },
    },
    async (request) => searchTraces(db, request.body ?? {}, request.query),
  );

  app.get('/api/v1/external-calls/trace/:id', { schema: { params: recordIdParams, response: { 200: traceDetailSchema } }, config: read }, async (request) =>
    traceById(db, request.params.id),
  );
};

export default externalCallRoutes;
