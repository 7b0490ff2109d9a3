import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BACKOFFICE_TEMPLATE_LABELS } from '../../../contract/backoffice-template';
import { idParam } from '../../../contract/rules';
import type { CrudExtension } from '../../crud/factory';
import { noContent } from '../../openapi/responses';
import {
  backofficeTemplatesService,
  manageTemplates,
  removeTemplatePdf,
  replaceTemplatePdf,
  templateItemSchema,
  templatePdf,
  templateSchema,
  templateVariables,
  variablesSchema,
} from '../../services/backoffice-templates/templates';
import { readUpload, requireFile } from '../../services/storage/upload';

const PATH = '/api/v1/back-office-template';
const idParams = idParam();

/** Back-office e-mail templates on the CRUD factory: staff types only, the variables kept with the template. */
export const backofficeTemplatesExtension: CrudExtension = {
  access: { read: manageTemplates, write: manageTemplates },
  labels: BACKOFFICE_TEMPLATE_LABELS,
  answers: { record: templateSchema, listItem: templateItemSchema },
  service: (app) => backofficeTemplatesService(app.db, app.storage),
};

/** The variables and the PDF of a back-office template (spec 002 §7, docs/files.md). */
const backofficeTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const config = { access: manageTemplates };

  app.get('/api/v1/back-office-template-variable', { schema: { response: { 200: variablesSchema } }, config }, async () => templateVariables(db));

  app.put(`${PATH}/:id/pdf`, { schema: { params: idParams, response: { 200: templateSchema } }, config }, async (request) =>
    replaceTemplatePdf(db, storage, request.user, request.params.id, requireFile(await readUpload(request, storage, { kinds: ['pdf'] }))),
  );

  // The spec's client turns a base64 answer into a PDF.
  app.get(`${PATH}/:id/pdf`, { schema: { params: idParams, response: { 200: z.string().describe('Het PDF-bestand in base64') } }, config }, async (request, reply) => {
    const file = await templatePdf(db, request.params.id);
    const bytes = await storage.read(file.sleutel);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.naam)}`)
      .send(bytes.toString('base64'));
  });

  app.delete(`${PATH}/:id/pdf`, { schema: { params: idParams, response: { 204: noContent } }, config }, async (request, reply) => {
    await removeTemplatePdf(db, storage, request.params.id);
    return reply.status(204).send();
  });
};

export default backofficeTemplateRoutes;
