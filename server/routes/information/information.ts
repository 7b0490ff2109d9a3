import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INFORMATION_CATEGORIES, INFORMATION_LABELS, informationSchema, informationSearchSchema, informationUpdateSchema } from '../../../contract/information';
import { idParam, MSG, queryInt32 } from '../../../contract/rules';
import type { CrudExtension, ListParams } from '../../crud/factory';
import { binary, page } from '../../openapi/responses';
import {
  informationService,
  informationTypes,
  itemPdf,
  itemSchema,
  liteItemSchema,
  loadItem,
  manageInformation,
  myItems,
  readInformation,
  searchItems,
} from '../../services/information/items';
import { sendStoredFile } from '../files/send';

const idParams = idParam();
const intParam = queryInt32({ error: MSG.integer }).int(MSG.integer);
const pageQuery = z.object({
  page: intParam.pipe(z.number().min(0, 'De pagina begint bij 0.')).optional(),
  size: intParam.pipe(z.number().min(1).max(100, 'Maximaal 100 per pagina.')).optional(),
  sort: z.enum(['publicatieDatum,desc', 'publicatieDatum,asc', 'titel,asc', 'titel,desc'], { error: 'Op deze kolom kan niet gesorteerd worden.' }).optional(),
});
const searchBody = informationSearchSchema.nullish();

/**
 * Informatie en nieuws on the CRUD factory, in the spec's shape (002 §7): listed by POST search
 * only, PUT without an id in the path, the PDF as a file in the same multipart request.
 */
export const informationExtension: CrudExtension = {
  access: { list: readInformation, read: readInformation, write: manageInformation },
  labels: INFORMATION_LABELS,
  bodies: { create: informationSchema, update: informationUpdateSchema },
  answers: { record: itemSchema },
  search: { query: pageQuery, body: searchBody },
  searchOnly: true,
  updateIdInBody: true,
  upload: { field: 'information', rule: { kinds: ['pdf'] } },
  service: (app) => informationService(app.db, app.storage),
};

const reduced = z.object({ id: z.number(), titel: z.string(), categorie: z.string(), publicatieDatum: z.string() });

/** The reader calls of Informatie en nieuws beyond CRUD (spec 002 §7, docs/files.md). */
const informationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get(
    '/api/v1/rs/informationtypes',
    {
      schema: {
        querystring: z.object({ category: z.enum(INFORMATION_CATEGORIES, { error: 'Onbekende categorie.' }).optional() }),
        response: { 200: z.array(z.object({ id: z.number(), categorie: z.string(), naam: z.string() })) },
      },
      config: { access: readInformation },
    },
    async (request) => informationTypes(db, request.query.category),
  );

  app.post(
    '/api/v1/information/search/lite',
    { schema: { querystring: pageQuery, body: searchBody, response: { 200: page(liteItemSchema) } }, config: { access: readInformation } },
    async (request) => searchItems(db, request.user, { ...request.body, ...(request.query as ListParams) }, false),
  );

  app.get(
    '/api/v1/information/my',
    {
      schema: {
        querystring: z.object({ reduce: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional() }),
        response: { 200: z.union([z.array(liteItemSchema), z.array(reduced)]) },
      },
      config: { access: readInformation },
    },
    async (request) => myItems(db, request.query.reduce === 'true'),
  );

  app.get('/api/v1/information/:id/body', { schema: { params: idParams, response: { 200: z.string() } }, config: { access: readInformation } }, async (request, reply) => {
    const item = await loadItem(db, request.user, request.params.id);
    return reply.type('text/plain; charset=utf-8').send(item.body);
  });

  app.get(
    '/api/v1/information/:id/pdf',
    { schema: { params: idParams, response: { 200: binary(['application/pdf'], 'Het PDF-bestand') } }, config: { access: readInformation } },
    async (request, reply) => sendStoredFile(reply, storage, await itemPdf(db, request.user, request.params.id)),
  );
};

export default informationRoutes;
