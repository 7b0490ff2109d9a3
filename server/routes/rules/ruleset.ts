import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobSchema } from '../../../contract/jobs';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { runsQuery, stipulationsRefreshSchema, transactionSchema } from '../../../contract/stipulations';
import { page } from '../../openapi/responses';
import { jobView } from '../../services/jobs/queue';
import { access } from '../../services/permissions/access';
import { STAFF_TYPES } from '../../services/permissions/staff';
import { dossierRuns, runForDossier } from '../../services/rules/engine';
import { requestStipulationsRefresh } from '../../services/rules/jobs';
import { dossierIdParams } from '../dossier-detail/params';

const READ = { access: access.anyOf(DOSSIER_VIEW) };

/**
 * The unprefixed rule-engine calls of spec 001 §7 (docs/stipulations.md): run the stipulations
 * rule set on a dossier, refresh its outcome, read its runs, and refresh them all in the background.
 * The spec's `/transaction` is the loan-servicing ledger (server/routes/servicing).
 */
const rulesetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app;

  app.post(
    '/execute-ruleset/dossiers/:id',
    { schema: { params: dossierIdParams, response: { 200: transactionSchema } }, config: { access: access.anyOf(['DOSSIER_DETAIL_EDIT']) } },
    async (request) => runForDossier(db, request.user, request.params.id, 'EXECUTE_RULESET'),
  );

  app.post('/dossiers/:id/refresh', { schema: { params: dossierIdParams, response: { 200: transactionSchema } }, config: READ }, async (request) =>
    runForDossier(db, request.user, request.params.id, 'REFRESH'),
  );

  // The runs on the path that makes them (the spec gives no method): /transaction is the loan's servicing ledger.
  app.get(
    '/execute-ruleset/dossiers/:id',
    { schema: { params: dossierIdParams, querystring: runsQuery, response: { 200: page(transactionSchema) } }, config: { ...READ, fieldLabels: { page: 'Pagina', size: 'Aantal' } } },
    async (request) => dossierRuns(db, request.user, request.params.id, request.query),
  );

  app.post(
    '/stipulations-refresh',
    { schema: { body: stipulationsRefreshSchema, response: { 202: jobSchema } }, config: { access: access.allOf(['STIPULATIES_VERVERSEN'], STAFF_TYPES), fieldLabels: { dossierIds: 'Dossiers' } } },
    async (request, reply) => {
      const job = await requestStipulationsRefresh(db, request.user.id, request.body?.dossierIds ?? null);
      jobs.wake();
      return reply.status(202).send(jobView(job));
    },
  );
};

export default rulesetRoutes;
