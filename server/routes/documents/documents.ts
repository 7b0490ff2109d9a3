import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_MESSAGES, documentDetailSchema, documentSchema, documentSearchSchema } from '../../../contract/documents';
import { documenten, documentVersies, dossiers } from '../../db/schema';
import { general, notFound } from '../../errors';
import { binary, page } from '../../openapi/responses';
import { visibleTo } from '../../services/dossiers/scope';
import { describeDocuments, documentVersions, readDocument } from '../../services/documents/read';
import { archiveDocument } from '../../services/documents/review';
import { documentFile, uploadIntoDocument } from '../../services/documents/write';
import { fileById } from '../../services/storage/records';
import { readUpload, requireFile } from '../../services/storage/upload';
import { sendStoredFile } from '../files/send';
import { recordIdParams } from '../dossier-detail/params';
import { DOCUMENT_ACCESS } from './access';

const pdf = (description: string) => ({ 200: binary(['application/pdf'], description) });
const labels = { dossierId: 'Dossier', naam: 'Naam', status: 'Status', soort: 'Documentsoort', page: 'Pagina', size: 'Aantal' };

/** One document: its record, its file (`printdocs`), its blurred version, search, archive. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  const sendFile = async (reply: FastifyReply, bestandId: number | null) => {
    const file = bestandId === null ? undefined : await fileById(db, bestandId);
    if (!file) throw notFound();
    return sendStoredFile(reply, storage, file);
  };

  const detail = async (request: { user: Parameters<typeof readDocument>[1]; params: { id: number } }) => {
    const { row } = await readDocument(db, request.user, request.params.id);
    const [document] = await describeDocuments(db, [row]);
    return { ...document, versies: await documentVersions(db, row.id) };
  };

  app.get('/api/v1/documenten/:id', { schema: { params: recordIdParams, response: { 200: documentDetailSchema } }, config: { access: DOCUMENT_ACCESS.documents } }, detail);
  // The spec names the English path too (001 §7, "Other dossier calls"); the same record.
  app.get('/api/v1/documents/:id', { schema: { params: recordIdParams, response: { 200: documentDetailSchema } }, config: { access: DOCUMENT_ACCESS.documents } }, detail);

  app.get('/api/v1/printdocs/:id', { schema: { params: recordIdParams, response: pdf('Het huidige bestand van het document') }, config: { access: DOCUMENT_ACCESS.documents } }, async (request, reply) => {
    const { row } = await readDocument(db, request.user, request.params.id);
    return sendFile(reply, row.bestandId);
  });

  app.post('/api/v1/printdocs/:id', { schema: { params: recordIdParams, response: { 200: documentSchema } }, config: { access: DOCUMENT_ACCESS.documents } }, async (request) => {
    await readDocument(db, request.user, request.params.id);
    const file = await documentFile(storage, requireFile(await readUpload(request, storage, { kinds: ['pdf', 'jpeg'] })));
    const row = await uploadIntoDocument(db, storage, request.user, file, request.params.id);
    return (await describeDocuments(db, [row]))[0];
  });

  app.get(
    '/api/v1/printdocs/:id/document-name',
    { schema: { params: recordIdParams, response: { 200: z.object({ id: z.number(), naam: z.string(), bestandNaam: z.string().nullable() }) } }, config: { access: DOCUMENT_ACCESS.documents } },
    async (request) => {
      const { row } = await readDocument(db, request.user, request.params.id);
      const file = row.bestandId === null ? undefined : await fileById(db, row.bestandId);
      return { id: row.id, naam: row.naam, bestandNaam: file?.naam ?? null };
    },
  );

  // The latest blurred version (the page tools' BLUR), e.g. a passport copy without its BSN.
  app.get('/api/v1/documents/blurred/:id', { schema: { params: recordIdParams, response: pdf('De laatste geblurde versie') }, config: { access: DOCUMENT_ACCESS.documents } }, async (request, reply) => {
    const { row } = await readDocument(db, request.user, request.params.id);
    const [version] = await db
      .select({ bestandId: documentVersies.bestandId })
      .from(documentVersies)
      .where(and(eq(documentVersies.documentId, row.id), eq(documentVersies.bewerking, 'BLUR')))
      .orderBy(desc(documentVersies.versie))
      .limit(1);
    if (!version) throw general(404, DOCUMENT_MESSAGES.neverBlurred);
    return sendFile(reply, version.bestandId);
  });

  // Documents across the dossiers the user may see, newest first.
  app.post(
    '/api/v1/documents/search',
    { schema: { body: documentSearchSchema, response: { 200: page(documentSchema) } }, config: { access: DOCUMENT_ACCESS.documents, fieldLabels: labels } },
    async (request) => {
      const { dossierId, naam, status, soort, page: number, size } = request.body;
      const where = and(
        visibleTo(request.user),
        dossierId === undefined ? undefined : eq(documenten.dossierId, dossierId),
        naam ? ilike(documenten.naam, `%${naam.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        status ? eq(documenten.status, status) : undefined,
        soort ? eq(documenten.soort, soort) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ document: documenten })
          .from(documenten)
          .innerJoin(dossiers, eq(dossiers.id, documenten.dossierId))
          .where(where)
          .orderBy(desc(documenten.createdAt), desc(documenten.id))
          .limit(size)
          .offset(number * size),
        db.select({ total: sql<number>`count(*)::int` }).from(documenten).innerJoin(dossiers, eq(dossiers.id, documenten.dossierId)).where(where),
      ]);
      return { content: await describeDocuments(db, rows.map((r) => r.document)), totalElements: total, totalPages: Math.ceil(total / size), number, size };
    },
  );

  app.put('/api/v1/documenten/:id/hyarchis/upload', { schema: { params: recordIdParams, response: { 200: documentSchema } }, config: { access: DOCUMENT_ACCESS.reviewSp } }, async (request) => {
    const row = await archiveDocument(db, request.user, request.params.id);
    return (await describeDocuments(db, [row]))[0];
  });
};

export default documentRoutes;
