import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MESSAGES, declineSchema, documentSchema, passSchema, redenenSchema } from '../../../contract/documents';
import { validationError } from '../../errors';
import { noContent } from '../../openapi/responses';
import { describeDocuments, type DocumentRow } from '../../services/documents/read';
import { declineDocument, passDocuments, type Reviewer, removeDocument, setReasons, verifyDocument } from '../../services/documents/review';
import { positiveId, recordIdParams } from '../dossier-detail/params';
import { DOCUMENT_ACCESS } from './access';

/** `{a}/{b}`: the dossier and one of its documents. */
const pairParams = z.object({ a: positiveId('Ongeldig dossiernummer.'), b: positiveId('Onbekend document.') });
const labels = { rsRedenIds: 'Redenen', toelichting: 'Toelichting', dossierId: 'Dossier', documentsId: 'Documenten' };
const one = { 200: documentSchema };

/**
 * Spec 001 §5/§7 review: verify and decline by the service provider (SP) and by the lender (NHL),
 * the lender's check of a change request's documents, removal of an unverified document, reasons
 * and handing on. Each is written to the dossier's audit trail (services/documents/review.ts).
 */
const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const answer = async (row: DocumentRow) => (await describeDocuments(db, [row]))[0];

  for (const by of ['SP', 'NHL'] as Reviewer[]) {
    const suffix = by.toLowerCase();
    const rule = by === 'SP' ? DOCUMENT_ACCESS.reviewSp : DOCUMENT_ACCESS.reviewNhl;
    app.patch(`/api/v1/dossiers/document/:a/:b/verify-${suffix}`, { schema: { params: pairParams, response: one }, config: { access: rule } }, async (request) =>
      answer(await verifyDocument(db, request.user, by, { id: request.params.b, dossierId: request.params.a })),
    );
    app.post(
      `/api/v1/dossiers/document/:a/:b/decline-${suffix}`,
      { schema: { params: pairParams, body: declineSchema, response: one }, config: { access: rule, fieldLabels: labels } },
      async (request) => answer(await declineDocument(db, request.user, by, { id: request.params.b, dossierId: request.params.a }, request.body)),
    );
  }

  app.patch('/api/v1/dossiers/document/dx/:id/verify-nhl/dossier-change', { schema: { params: recordIdParams, response: one }, config: { access: DOCUMENT_ACCESS.reviewNhl } }, async (request) =>
    answer(await verifyDocument(db, request.user, 'NHL', { id: request.params.id, dossierChange: true })),
  );

  app.post(
    '/api/v1/dossiers/document/dx/:id/decline-nhl/dossier-change',
    { schema: { params: recordIdParams, body: declineSchema, response: one }, config: { access: DOCUMENT_ACCESS.reviewNhl, fieldLabels: labels } },
    async (request) => answer(await declineDocument(db, request.user, 'NHL', { id: request.params.id, dossierChange: true }, request.body)),
  );

  app.patch('/api/v1/dossiers/document/dx/:id/remove', { schema: { params: recordIdParams, response: { 204: noContent } }, config: { access: DOCUMENT_ACCESS.remove } }, async (request, reply) => {
    await removeDocument(db, storage, request.user, request.params.id);
    return reply.status(204).send();
  });

  app.put(
    '/api/v1/documenten/:id/redens',
    { schema: { params: recordIdParams, body: redenenSchema, response: one }, config: { access: DOCUMENT_ACCESS.review, fieldLabels: labels } },
    async (request) => answer(await setReasons(db, request.user, request.params.id, request.body.rsRedenIds)),
  );

  // {x} is the dossier; the body names it again (spec: dossierId, documentsId), and the two must agree.
  app.post(
    '/api/v1/dossiers/document/:x/pass',
    {
      schema: { params: z.object({ x: positiveId('Ongeldig dossiernummer.') }), body: passSchema, response: { 200: z.array(documentSchema) } },
      config: { access: DOCUMENT_ACCESS.reviewSp, fieldLabels: labels },
    },
    async (request) => {
      if (request.params.x !== request.body.dossierId) throw validationError({ dossierId: DOCUMENT_MESSAGES.dossierMismatch }, labels);
      return describeDocuments(db, await passDocuments(db, request.user, request.body.dossierId, request.body.documentsId));
    },
  );
};

export default documentReviewRoutes;
