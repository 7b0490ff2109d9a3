import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskCountSchema,
  deskSubjectSchema,
  overruleChatSchema,
  overruleCreateSchema,
  overruleDetailSchema,
  overruleExistsSchema,
  overruleFilterSchema,
  overrulePageQuery,
  overruleStatusChangeSchema,
  overruleSummarySchema,
} from '../../../contract/desks';
import { page } from '../../openapi/responses';
import { DESK_LABELS, listSubjects, readDeskUpload } from '../../services/desks/common';
import {
  archiveOverrule,
  changeOverruleStatus,
  chatOverrule,
  countOverrule,
  createOverrule,
  listOverrule,
  overruleDetail,
  overruleExists,
} from '../../services/desks/overrule';
import { access } from '../../services/permissions/access';
import { positiveId, recordIdParams } from '../dossier-detail/params';

/**
 * Every call of the desk needs its menu permission; who may do what within it follows from the
 * caller's part in the conversation (adviser, back office, money provider), checked by the service.
 */
const desk = { access: access.anyOf(['MENU_OVERRULEDESK_VIEW']), fieldLabels: DESK_LABELS };

/** The overrule desk's calls (spec 001 §7 "Overrule desk"). */
const overruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.post(
    '/api/v1/dossiers/overrule',
    { schema: { querystring: overrulePageQuery, body: overruleFilterSchema, response: { 200: page(overruleSummarySchema) } }, config: desk },
    async (request) => listOverrule(db, request.user, request.body, request.query),
  );

  app.get('/api/v1/dossiers/overrule/count', { schema: { response: { 200: deskCountSchema } }, config: desk }, async (request) => countOverrule(db, request.user));

  app.get('/api/v1/dossiers/overrule/subject', { schema: { response: { 200: z.array(deskSubjectSchema) } }, config: desk }, async () => listSubjects(db, 'OVERRULE'));

  app.get(
    '/api/v1/dossiers/overrule/exists/:dossierId',
    { schema: { params: z.object({ dossierId: positiveId('Ongeldig dossiernummer.') }), response: { 200: overruleExistsSchema } }, config: desk },
    async (request) => overruleExists(db, request.user, request.params.dossierId),
  );

  app.get('/api/v1/dossiers/overrule/:id', { schema: { params: recordIdParams, response: { 200: overruleDetailSchema } }, config: desk }, async (request) =>
    overruleDetail(db, request.user, request.params.id),
  );

  app.post(
    '/api/v1/dossiers/overrule/new',
    { schema: { response: { 201: overruleSummarySchema } }, config: desk },
    async (request, reply) => {
      const { body, files } = await readDeskUpload(request, storage, 'overrule', overruleCreateSchema, DESK_LABELS);
      return reply.status(201).send(await createOverrule(db, storage, request.user, body, files));
    },
  );

  app.post(
    '/api/v1/dossiers/overrule/:id/chat',
    { schema: { params: recordIdParams, response: { 200: overruleDetailSchema } }, config: desk },
    async (request) => {
      const { body, files } = await readDeskUpload(request, storage, 'chat', overruleChatSchema, DESK_LABELS);
      return chatOverrule(db, storage, request.user, request.params.id, body, files);
    },
  );

  app.put(
    '/api/v1/dossiers/overrule/:id/status',
    { schema: { params: recordIdParams, body: overruleStatusChangeSchema, response: { 200: overruleSummarySchema } }, config: desk },
    async (request) => changeOverruleStatus(db, request.user, request.params.id, request.body),
  );

  app.patch('/api/v1/dossiers/overrule/:id/archive', { schema: { params: recordIdParams, response: { 200: overruleSummarySchema } }, config: desk }, async (request) =>
    archiveOverrule(db, request.user, request.params.id),
  );
};

export default overruleRoutes;
