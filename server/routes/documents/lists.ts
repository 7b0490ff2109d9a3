import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MESSAGES, documentCreateSchema, documentHistorySchema, documentSchema, documentSoortSchema, historyEntrySchema, opgevraagdCreateSchema, requestedDocumentSchema } from '../../../contract/documents';
import { DOCUMENT_LIJSTEN } from '../../../contract/document-lists';
import { documenten } from '../../db/schema';
import { general, notFound } from '../../errors';
import { binary } from '../../openapi/responses';
import { readDossier } from '../../services/dossier-detail/access';
import { describeDocuments, listDocuments } from '../../services/documents/read';
import { documentHistory, requestDocument, requestedDocuments } from '../../services/documents/requested';
import { setKind } from '../../services/documents/review';
import { createDocument, documentFile, uploadIntoDocument } from '../../services/documents/write';
import { zipEntries, zipStream } from '../../services/documents/zip';
import { readUpload, requireFile } from '../../services/storage/upload';
import { dossierIdParams, positiveId } from '../dossier-detail/params';
import { DOCUMENT_ACCESS } from './access';

const docParams = dossierIdParams.extend({ docId: positiveId('Onbekend document.') });
const documentList = { 200: z.array(documentSchema) };
const labels = { naam: 'Naam', soort: 'Documentsoort', documentType: 'Documenttype', dossierDocumentId: 'Opgevraagd document', hypotheekgeverId: 'Aanvrager', documentId: 'Document', toelichting: 'Toelichting' };

/** Spec 001 §7 "Documents": the dossier's document lists, uploads, requested documents, history and the zip. */
const documentListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  for (const lijst of DOCUMENT_LIJSTEN) {
    app.get(
      `/api/v1/dossiers/:id/${lijst.pad}/documenten`,
      { schema: { params: dossierIdParams, response: documentList }, config: { access: DOCUMENT_ACCESS.documents } },
      async (request) => {
        const dossier = await readDossier(db, request.user, request.params.id);
        return listDocuments(db, dossier.id, and(eq(documenten.lijst, lijst.id), eq(documenten.gearchiveerd, false)));
      },
    );

    app.post(
      `/api/v1/dossiers/:id/${lijst.pad}/documenten`,
      { schema: { params: dossierIdParams, body: documentCreateSchema, response: { 201: documentSchema } }, config: { access: DOCUMENT_ACCESS.documents, fieldLabels: labels } },
      async (request, reply) => {
        const row = await db.transaction((tx) => createDocument(tx, request.user, request.params.id, lijst.id, request.body));
        const [document] = await describeDocuments(db, [row]);
        return reply.status(201).send(document);
      },
    );

    // Upload into a document (multipart field `document`): a new version of its file.
    app.post(
      `/api/v1/dossiers/:id/${lijst.pad}/documenten/:docId`,
      { schema: { params: docParams, response: { 200: documentSchema } }, config: { access: DOCUMENT_ACCESS.documents } },
      async (request) => {
        await readDossier(db, request.user, request.params.id);
        const file = await documentFile(storage, requireFile(await readUpload(request, storage, { kinds: ['pdf', 'jpeg'] })));
        const row = await uploadIntoDocument(db, storage, request.user, file, request.params.docId, { dossierId: request.params.id, lijst: lijst.id });
        return (await describeDocuments(db, [row]))[0];
      },
    );
  }

  app.get(
    '/api/v1/dossiers/:id/documenten/gearchiveerd',
    { schema: { params: dossierIdParams, response: documentList }, config: { access: DOCUMENT_ACCESS.documents } },
    async (request) => listDocuments(db, (await readDossier(db, request.user, request.params.id)).id, eq(documenten.gearchiveerd, true)),
  );

  // Past its expiry date: a salary slip or ID copy that must be sent again.
  app.get(
    '/api/v1/dossiers/:id/documenten/vervallen',
    { schema: { params: dossierIdParams, response: documentList }, config: { access: DOCUMENT_ACCESS.documents } },
    async (request) =>
      listDocuments(db, (await readDossier(db, request.user, request.params.id)).id, and(eq(documenten.gearchiveerd, false), lt(documenten.vervalDatum, sql`current_date`))),
  );

  app.get(
    '/api/v1/dossiers/:id/documenten/names',
    { schema: { params: dossierIdParams, response: { 200: z.array(z.object({ id: z.number(), naam: z.string(), lijst: z.string() })) } }, config: { access: DOCUMENT_ACCESS.documents } },
    async (request) => {
      const dossier = await readDossier(db, request.user, request.params.id);
      return db
        .select({ id: documenten.id, naam: documenten.naam, lijst: documenten.lijst })
        .from(documenten)
        .where(and(eq(documenten.dossierId, dossier.id), eq(documenten.gearchiveerd, false)))
        .orderBy(documenten.naam, documenten.id);
    },
  );

  app.get(
    '/api/v1/dossiers/:id/documenten/opgevraagd',
    { schema: { params: dossierIdParams, response: { 200: z.array(requestedDocumentSchema) } }, config: { access: DOCUMENT_ACCESS.documents } },
    async (request) => requestedDocuments(db, (await readDossier(db, request.user, request.params.id)).id, false),
  );

  app.get(
    '/api/v1/dossiers/:id/documenten/opgevraagd/dossier-change',
    { schema: { params: dossierIdParams, response: { 200: z.array(requestedDocumentSchema) } }, config: { access: DOCUMENT_ACCESS.documents } },
    async (request) => requestedDocuments(db, (await readDossier(db, request.user, request.params.id)).id, true),
  );

  app.post(
    '/api/v1/dossiers/:id/documenten/opgevraagd',
    {
      schema: { params: dossierIdParams, body: opgevraagdCreateSchema, response: { 201: requestedDocumentSchema } },
      config: { access: DOCUMENT_ACCESS.reviewSp, fieldLabels: labels },
    },
    async (request, reply) => {
      const id = await requestDocument(db, request.user, request.params.id, request.body);
      const list = await requestedDocuments(db, request.params.id, request.body.dossierChange);
      const created = list.find((r) => r.id === id);
      if (!created) throw notFound();
      return reply.status(201).send(created);
    },
  );

  // The documents answering the dossier's change requests (the {id} is the dossier: docs/documents.md).
  app.get(
    '/api/v1/dossier-change/:id/document',
    { schema: { params: dossierIdParams, response: documentList }, config: { access: DOCUMENT_ACCESS.documents } },
    async (request) => {
      const dossier = await readDossier(db, request.user, request.params.id);
      const all = await listDocuments(db, dossier.id, eq(documenten.gearchiveerd, false));
      return all.filter((d) => d.dossierChange);
    },
  );

  app.post(
    '/api/v1/dossiers/:id/documenten/history',
    { schema: { params: dossierIdParams, body: documentHistorySchema, response: { 200: z.array(historyEntrySchema) } }, config: { access: DOCUMENT_ACCESS.documents, fieldLabels: labels } },
    async (request) => documentHistory(db, (await readDossier(db, request.user, request.params.id)).id, request.body.documentId),
  );

  app.post(
    '/api/v1/dossiers/:id/documenten/soort',
    { schema: { params: dossierIdParams, body: documentSoortSchema, response: { 200: documentSchema } }, config: { access: DOCUMENT_ACCESS.reviewSp, fieldLabels: labels } },
    async (request) => {
      const row = await setKind(db, request.user, request.params.id, request.body.documentId, request.body.soort);
      return (await describeDocuments(db, [row]))[0];
    },
  );

  // Every document of the dossier in one zip, streamed (docs/documents.md "Zip download").
  app.get(
    '/api/v1/dossiers/:id/documenten/zip',
    { schema: { params: dossierIdParams, response: { 200: binary(['application/zip'], 'De documenten van het dossier als zip') } }, config: { access: DOCUMENT_ACCESS.zip } },
    async (request, reply) => {
      const dossier = await readDossier(db, request.user, request.params.id);
      const entries = await zipEntries(db, dossier.id);
      // An empty zip would look like a failed download: say there is nothing to download yet.
      if (!entries.length) throw general(404, DOCUMENT_MESSAGES.noDocuments);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="dossier-${dossier.id}-documenten.zip"`)
        .send(await zipStream(storage, entries));
    },
  );
};

export default documentListRoutes;
