import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskCountSchema,
  deskSubjectSchema,
  voorbespreekChatSchema,
  voorbespreekCreateSchema,
  voorbespreekDetailSchema,
  voorbespreekFilterSchema,
  voorbespreekPageQuery,
  voorbespreekSummarySchema,
} from '../../../contract/desks';
import { page } from '../../openapi/responses';
import { DESK_LABELS, listSubjects, readDeskUpload } from '../../services/desks/common';
import {
  archiveVoorbespreek,
  countWaiting,
  createVoorbespreek,
  endByAdviser,
  linkDossier,
  listForDossier,
  listForOffice,
  listVoorbespreek,
  replyVoorbespreek,
  setHandler,
  voorbespreekDetail,
} from '../../services/desks/voorbespreek';
import { access } from '../../services/permissions/access';
import { dossierIdParams, positiveId, recordIdParams } from '../dossier-detail/params';

/**
 * Reading: the desk's menu permission or VOORBESPREEKDESK_VIEW_ONLY. Changing: EDIT (a reply,
 * ending, archiving, linking), NIEUW_BUTTON (a new conversation), SET_BEHANDELAAR (the handler);
 * VIEW_ONLY refuses every change whatever else the user holds (services/desks/voorbespreek.ts).
 */
const read = { access: access.anyOf(['MENU_VOORBESPREEKDESK_VIEW', 'VOORBESPREEKDESK_VIEW_ONLY']), fieldLabels: DESK_LABELS };
const edit = { access: access.allOf(['VOORBESPREEKDESK_EDIT']), fieldLabels: DESK_LABELS };
const create = { access: access.allOf(['VOORBESPREEKDESK_NIEUW_BUTTON']), fieldLabels: DESK_LABELS };
const assign = { access: access.allOf(['VOORBESPREEKDESK_SET_BEHANDELAAR']), fieldLabels: DESK_LABELS };
const summary = { 200: voorbespreekSummarySchema };

/** The voorbespreekdesk's calls (spec 001 §7 "Pre-discussion desk"). */
const voorbespreekRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  for (const side of ['advisor', 'employee'] as const) {
    app.get(`/api/v1/dossiers/voorbespreekdesk/${side}/count`, { schema: { response: { 200: deskCountSchema } }, config: read }, async (request) =>
      countWaiting(db, request.user, side),
    );
  }

  app.post(
    '/api/v1/dossiers/voorbespreekdesk/filtered',
    { schema: { querystring: voorbespreekPageQuery, body: voorbespreekFilterSchema, response: { 200: page(voorbespreekSummarySchema) } }, config: read },
    async (request) => listVoorbespreek(db, request.user, request.body, request.query),
  );

  app.get('/api/v1/dossiers/voorbespreekdesk/subjects', { schema: { response: { 200: z.array(deskSubjectSchema) } }, config: read }, async () =>
    listSubjects(db, 'VOORBESPREEK'),
  );

  app.get(
    '/api/v1/dossiers/voorbespreekdesk/kantoor/:id',
    { schema: { params: z.object({ id: positiveId('Onbekend kantoor.') }), response: { 200: z.array(voorbespreekSummarySchema) } }, config: read },
    async (request) => listForOffice(db, request.user, request.params.id),
  );

  app.get('/api/v1/dossiers/voorbespreekdesk/:id', { schema: { params: recordIdParams, response: { 200: voorbespreekDetailSchema } }, config: read }, async (request) =>
    voorbespreekDetail(db, request.user, request.params.id),
  );

  app.get(
    '/api/v1/dossiers/:id/voorbespreekdesk',
    { schema: { params: dossierIdParams, response: { 200: z.array(voorbespreekSummarySchema) } }, config: read },
    async (request) => listForDossier(db, request.user, request.params.id),
  );

  app.post('/api/v1/dossiers/voorbespreekdesk', { schema: { response: { 201: voorbespreekSummarySchema } }, config: create }, async (request, reply) => {
    const { body, files } = await readDeskUpload(request, storage, 'voorbespreekdesk', voorbespreekCreateSchema, DESK_LABELS);
    return reply.status(201).send(await createVoorbespreek(db, storage, request.user, body, files));
  });

  app.post('/api/v1/dossiers/voorbespreekdesk/chat', { schema: { response: { 200: voorbespreekDetailSchema } }, config: edit }, async (request) => {
    const { body, files } = await readDeskUpload(request, storage, 'chat', voorbespreekChatSchema, DESK_LABELS);
    return replyVoorbespreek(db, storage, request.user, body, files);
  });

  app.post('/api/v1/dossiers/voorbespreekdesk/:id/endofresponseadvisor', { schema: { params: recordIdParams, response: summary }, config: edit }, async (request) =>
    endByAdviser(db, request.user, request.params.id),
  );

  app.put(
    '/api/v1/dossiers/voorbespreekdesk/:id/behandelaar/:userId',
    { schema: { params: recordIdParams.extend({ userId: positiveId('Onbekende behandelaar.') }), response: summary }, config: assign },
    async (request) => setHandler(db, request.user, request.params.id, request.params.userId),
  );

  app.patch('/api/v1/dossiers/voorbespreekdesk/:id/archive', { schema: { params: recordIdParams, response: summary }, config: edit }, async (request) =>
    archiveVoorbespreek(db, request.user, request.params.id),
  );

  app.patch('/api/v1/dossiers/voorbespreekdesk/:id/detach-dossier', { schema: { params: recordIdParams, response: summary }, config: edit }, async (request) =>
    linkDossier(db, request.user, request.params.id, null),
  );

  app.put(
    '/api/v1/dossiers/:id/voorbespreekdesk/:gesprekId',
    { schema: { params: dossierIdParams.extend({ gesprekId: positiveId('Onbekende voorbespreking.') }), response: summary }, config: edit },
    async (request) => linkDossier(db, request.user, request.params.gesprekId, request.params.id),
  );
};

export default voorbespreekRoutes;
