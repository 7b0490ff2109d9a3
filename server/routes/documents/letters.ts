import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentSchema, letterSchema } from '../../../contract/documents';
import { queryInt32 } from '../../../contract/rules';
import { describeDocuments } from '../../services/documents/read';
import { generateKind, generateLetter, letterTemplates } from '../../services/documents/letters';
import { dossierIdParams, positiveId } from '../dossier-detail/params';
import { DOCUMENT_ACCESS } from './access';

const labels = { templateId: 'Template', lijst: 'Lijst', dossierId: 'Dossier' };
const generatorParams = z.object({ x: queryInt32({ error: 'Onbekend documenttype.' }).int('Onbekend documenttype.') });

/** Documents the back office produces: letters from a template and its own offers (docs/documents.md "Generated documents"). */
const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get(
    '/api/v1/generate-document/templates',
    { schema: { response: { 200: z.array(z.object({ id: z.number(), naam: z.string() })) } }, config: { access: DOCUMENT_ACCESS.generate } },
    async (request) => letterTemplates(db, request.user),
  );

  app.post(
    '/api/v1/dossiers/:id/sendLetter',
    { schema: { params: dossierIdParams, body: letterSchema, response: { 201: documentSchema } }, config: { access: DOCUMENT_ACCESS.generate, fieldLabels: labels } },
    async (request, reply) => {
      const row = await generateLetter(db, storage, request.user, request.params.id, request.body, true);
      return reply.status(201).send((await describeDocuments(db, [row]))[0]);
    },
  );

  app.post(
    '/dossiers/:id/requestGenerateDocument',
    { schema: { params: dossierIdParams, body: letterSchema, response: { 201: documentSchema } }, config: { access: DOCUMENT_ACCESS.generate, fieldLabels: labels } },
    async (request, reply) => {
      const row = await generateLetter(db, storage, request.user, request.params.id, request.body, false);
      return reply.status(201).send((await describeDocuments(db, [row]))[0]);
    },
  );

  app.put(
    '/api/v1/generators/:x',
    { schema: { params: generatorParams, body: z.object({ dossierId: positiveId('Ongeldig dossiernummer.') }), response: { 200: documentSchema } }, config: { access: DOCUMENT_ACCESS.generate, fieldLabels: labels } },
    async (request) => (await describeDocuments(db, [await generateKind(db, storage, request.user, request.params.x, request.body.dossierId)]))[0],
  );
};

export default letterRoutes;
