import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentSchema } from '../../../contract/documents';
import {
  blurSchema,
  compressSchema,
  duplicatePagesSchema,
  mergeSchema,
  movePagesSchema,
  removePagesSchema,
  restoreSchema,
  rotatePagesSchema,
  splitPagesSchema,
} from '../../../contract/pagetools';
import { binary } from '../../openapi/responses';
import { describeDocuments } from '../../services/documents/read';
import { type PageOperation, previewOperation, restoreVersion, saveOperation } from '../../services/pagetools/pagetools';
import { DOCUMENT_ACCESS } from '../documents/access';
import { positiveId, recordIdParams } from '../dossier-detail/params';

/** What the user reads for each parameter in a VALIDATION message (spec 001 §3). */
const labels = {
  pages: "Pagina's",
  targetPage: 'Doelpagina',
  before: 'Ervoor',
  insertAfterPageIndex: 'Invoegen na pagina',
  sourceDocumentBijDossierId: 'Brondocument',
  angle: 'Draaiing',
  downsampleDpi: 'Resolutie',
  maxDpi: 'Maximale resolutie',
  quality: 'Kwaliteit',
  documentBody: 'Gebied',
  targetDocumentBijDossier: 'Nieuw document',
  version: 'Versie',
};

/**
 * Each page tool: its path under `/api/v1/printdocs/{id}`, its body and how the body becomes an
 * operation (spec 001 §3, §7; docs/pdf.md).
 */
const TOOLS = [
  { path: 'pages/remove', body: removePagesSchema, operation: (b: z.infer<typeof removePagesSchema>): PageOperation => ({ kind: 'REMOVE', pages: b.pages }) },
  { path: 'split', body: splitPagesSchema, operation: (b: z.infer<typeof splitPagesSchema>): PageOperation => ({ kind: 'SPLIT', pages: b.pages, target: b.targetDocumentBijDossier }) },
  {
    path: 'duplicate',
    body: duplicatePagesSchema,
    operation: (b: z.infer<typeof duplicatePagesSchema>): PageOperation => ({ kind: 'DUPLICATE', pages: b.pages, insertAfterPageIndex: b.insertAfterPageIndex }),
  },
  {
    path: 'merge',
    body: mergeSchema,
    operation: (b: z.infer<typeof mergeSchema>): PageOperation => ({ kind: 'MERGE', sourceDocumentId: b.sourceDocumentBijDossierId, insertAfterPageIndex: b.insertAfterPageIndex }),
  },
  {
    path: 'pages/move',
    body: movePagesSchema,
    operation: (b: z.infer<typeof movePagesSchema>): PageOperation => ({ kind: 'MOVE', pages: b.pages, targetPage: b.targetPage, before: b.before }),
  },
  { path: 'pages/rotate', body: rotatePagesSchema, operation: (b: z.infer<typeof rotatePagesSchema>): PageOperation => ({ kind: 'ROTATE', pages: b.pages, angle: b.angle }) },
  {
    path: 'compress',
    body: compressSchema,
    operation: (b: z.infer<typeof compressSchema>): PageOperation => ({ kind: 'COMPRESS', options: { downsampleDpi: b.downsampleDpi, maxDpi: b.maxDpi, quality: b.quality } }),
  },
  { path: 'blur-manually', body: blurSchema, operation: (b: z.infer<typeof blurSchema>): PageOperation => ({ kind: 'BLUR', areas: b.documentBody }) },
] as const;

const saved = documentSchema;
const savedSplit = z.object({ document: documentSchema, splitOff: documentSchema });

/** The page tools on a document's current file: each saves a new version, or with `/preview` answers the PDF unsaved. */
const pageToolRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const config = { access: DOCUMENT_ACCESS.documents, fieldLabels: labels };

  const sendPdf = (reply: FastifyReply, bytes: Uint8Array, naam: string) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(naam)}`)
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

  for (const tool of TOOLS) {
    const body = tool.body as z.ZodType<Parameters<typeof tool.operation>[0]>;
    const operation = tool.operation as (b: unknown) => PageOperation;

    app.post(
      `/api/v1/printdocs/:id/${tool.path}/preview`,
      { schema: { params: recordIdParams, body, response: { 200: binary(['application/pdf'], 'Het resultaat, niet opgeslagen') } }, config },
      async (request, reply) => {
        const { bytes, naam } = await previewOperation({ db, storage, user: request.user }, request.params.id, operation(request.body));
        return sendPdf(reply, bytes, naam);
      },
    );

    if (tool.path === 'split') {
      app.post(`/api/v1/printdocs/:id/${tool.path}`, { schema: { params: recordIdParams, body, response: { 200: savedSplit } }, config }, async (request) => {
        const outcome = await saveOperation({ db, storage, user: request.user }, request.params.id, operation(request.body), request.body.version);
        const [document, splitOff] = await describeDocuments(db, outcome.splitOff ? [outcome.document, outcome.splitOff] : [outcome.document]);
        return { document, splitOff };
      });
      continue;
    }

    app.post(`/api/v1/printdocs/:id/${tool.path}`, { schema: { params: recordIdParams, body, response: { 200: saved } }, config }, async (request) => {
      const outcome = await saveOperation({ db, storage, user: request.user }, request.params.id, operation(request.body), request.body.version);
      return (await describeDocuments(db, [outcome.document]))[0];
    });
  }

  // Not in the spec's call list: making an older version (GET /documenten/{id} lists them) current again, as a new version.
  app.post(
    '/api/v1/printdocs/:id/versions/:versie/restore',
    { schema: { params: recordIdParams.extend({ versie: positiveId('Ongeldige versie.') }), body: restoreSchema, response: { 200: saved } }, config },
    async (request) => {
      const row = await restoreVersion({ db, storage, user: request.user }, request.params.id, request.params.versie, request.body?.version);
      return (await describeDocuments(db, [row]))[0];
    },
  );
};

export default pageToolRoutes;
