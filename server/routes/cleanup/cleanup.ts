import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HANDMATIGE_REDENEN, OPSCHONING_STATUS_CODES, opschoningSchema } from '../../../contract/cleanup';
import { jobSchema } from '../../../contract/jobs';
import { queryInt32 } from '../../../contract/rules';
import { page } from '../../openapi/responses';
import { approveDossier, cleanupDocument, deleteDossierData, markAllDue, markDossier, startCleanup, unmarkDossier } from '../../services/cleanup/marking';
import { describeOpschoningen, latestOpschoning, listOpschoningen, type OpschoningRow } from '../../services/cleanup/view';
import { jobView } from '../../services/jobs/queue';
import { dossierIdParams, recordIdParams } from '../dossier-detail/params';
import { CLEANUP_ACCESS } from './access';

const one = { 200: opschoningSchema };
const started = { 202: opschoningSchema };

/**
 * Spec 001 §4/§7 clean-up: mark a dossier for deletion, mark all that are due, unmark, approve,
 * start the clean-up of the approved ones, delete one dossier's data now, remove one document.
 * The removing itself runs as background jobs (services/cleanup/jobs.ts; docs/cleanup.md).
 */
const cleanupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app;
  const answer = async (row: OpschoningRow) => (await describeOpschoningen(db, [row]))[0];

  app.get(
    '/api/v1/dossiers/delete',
    {
      schema: {
        querystring: z.object({
          status: z.enum(OPSCHONING_STATUS_CODES, { error: 'Kies een van de mogelijke waarden.' }).optional(),
          // One dossier's clean-ups: the detail asks whether it is marked without a 404 for every dossier that is not.
          dossierId: queryInt32({ error: 'Onbekend dossier.' }).int('Onbekend dossier.').positive('Onbekend dossier.').optional(),
          page: queryInt32({ error: 'Ongeldige pagina.' }).int('Ongeldige pagina.').min(0, 'Ongeldige pagina.').default(0),
          size: queryInt32({ error: 'Ongeldige paginagrootte.' }).int('Ongeldige paginagrootte.').min(1, 'Minimaal 1.').max(200, 'Maximaal 200.').default(25),
        }),
        response: { 200: page(opschoningSchema) },
      },
      config: { access: CLEANUP_ACCESS.mark },
    },
    async (request) => listOpschoningen(db, request.query),
  );

  app.patch(
    '/api/v1/dossiers/delete/all',
    { schema: { response: { 200: z.object({ gemarkeerd: z.number().describe('dossiers newly marked') }) } }, config: { access: CLEANUP_ACCESS.mark } },
    async (request) => markAllDue(db, request.user),
  );

  app.get('/api/v1/dossiers/delete/:id', { schema: { params: dossierIdParams, response: one }, config: { access: CLEANUP_ACCESS.mark } }, async (request) =>
    latestOpschoning(db, request.params.id),
  );

  app.patch(
    '/api/v1/dossiers/delete/:id',
    {
      schema: {
        params: dossierIdParams,
        // Optional: a call without a body marks for 'overige reden' (HANDMATIG).
        body: z
          .object({ reden: z.enum(HANDMATIGE_REDENEN, { error: 'Kies een van de mogelijke waarden.' }).optional().describe('the ground of a marking by hand') })
          .nullish(),
        response: one,
      },
      config: { access: CLEANUP_ACCESS.mark },
    },
    async (request) => answer(await markDossier(db, request.user, request.params.id, request.body?.reden ?? 'HANDMATIG')),
  );

  app.patch('/api/v1/dossiers/delete/:id/unmark', { schema: { params: dossierIdParams, response: one }, config: { access: CLEANUP_ACCESS.mark } }, async (request) =>
    answer(await unmarkDossier(db, request.user, request.params.id)),
  );

  app.patch('/api/v1/dossiers/delete/:id/approve', { schema: { params: dossierIdParams, response: one }, config: { access: CLEANUP_ACCESS.approve } }, async (request) =>
    answer(await approveDossier(db, request.user, request.params.id)),
  );

  app.delete('/api/v1/dossiers/delete/:id/data', { schema: { params: dossierIdParams, response: started }, config: { access: CLEANUP_ACCESS.approve } }, async (request, reply) => {
    const row = await deleteDossierData(db, request.user, request.params.id);
    jobs.wake();
    return reply.status(202).send(await answer(row));
  });

  app.patch(
    '/api/v1/documenten/cleanup-start',
    {
      schema: {
        querystring: z.object({
          limit: queryInt32({ error: 'Ongeldig aantal.' }).int('Ongeldig aantal.').min(1, 'Minimaal 1.').max(1000, 'Maximaal 1000.').default(100),
        }),
        response: { 202: z.array(opschoningSchema) },
      },
      config: { access: CLEANUP_ACCESS.approve },
    },
    async (request, reply) => {
      const rows = await startCleanup(db, request.user, request.query.limit);
      jobs.wake();
      return reply.status(202).send(await describeOpschoningen(db, rows));
    },
  );

  app.delete('/api/v1/documenten/:id/cleanup', { schema: { params: recordIdParams, response: { 202: jobSchema } }, config: { access: CLEANUP_ACCESS.approve } }, async (request, reply) => {
    const job = await cleanupDocument(db, request.user, request.params.id);
    jobs.wake();
    return reply.status(202).send(jobView(job));
  });
};

export default cleanupRoutes;
