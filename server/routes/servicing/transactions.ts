import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loanTransactionQuery,
  loanTransactionSchema,
  REVERSAL_LABELS,
  reversalSchema,
  servicingSummarySchema,
  TRANSACTION_QUERY_LABELS,
} from '../../../contract/transactions';
import { idParam } from '../../../contract/rules';
import { page } from '../../openapi/responses';
import { access } from '../../services/permissions/access';
import { listTransactions, reverseAllocation, servicingSummary } from '../../services/servicing/transactions';
import { dossierIdParams } from '../dossier-detail/params';

const READ = { access: access.anyOf(['BTL_DOSSIER_TRANSACTIES']) };

/**
 * The loan-servicing transactions of a dossier (docs/transactions.md): the spec's unprefixed
 * `GET /transaction`, and ours: where the loan stands and taking an allocated payment back.
 * Every call reads the dossier within the caller's scope first; outside it answers 404.
 */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/transaction',
    { schema: { querystring: loanTransactionQuery, response: { 200: page(loanTransactionSchema) } }, config: { ...READ, fieldLabels: TRANSACTION_QUERY_LABELS } },
    async (request) => listTransactions(db, request.user, request.query),
  );

  app.get('/api/v1/dossiers/:id/servicing', { schema: { params: dossierIdParams, response: { 200: servicingSummarySchema } }, config: READ }, async (request) =>
    servicingSummary(db, request.user, request.params.id),
  );

  app.post(
    '/transaction/:id/reversal',
    {
      schema: { params: idParam('Onbekende transactie.'), body: reversalSchema, response: { 201: loanTransactionSchema } },
      config: { access: access.allOf(['BTL_DOSSIER_TRANSACTIES', 'BTL_DOSSIER_TRANSACTIES_CORRIGEREN']), fieldLabels: REVERSAL_LABELS },
    },
    async (request, reply) => reply.status(201).send(await reverseAllocation(db, request.user, request.params.id, request.body.reden)),
  );
};

export default transactionRoutes;
