import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BO_INFO_LABELS, boInfoCreateSchema, boInfoPatchSchema, boInfoSearchSchema } from '../../../contract/bo-info';
import { createBoInfo, getBoInfo, searchBoInfo, updateBoInfo } from '../../services/dossier-detail/bo-info';
import { access } from '../../services/permissions/access';
import { recordIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { page } from '../../openapi/responses';
import * as answer from './responses';

const VIEW = { access: access.anyOf(DOSSIER_VIEW) };
const EDIT = { access: access.anyOf(['DOSSIER_DETAIL_EDIT']), fieldLabels: BO_INFO_LABELS };

/** The back-office information of a dossier (spec 001 §7 "Other dossier calls": boInfo get, post, patch, search). */
const boInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/boInfo/:id', { schema: { params: recordIdParams, response: { 200: answer.boInfo } }, config: VIEW }, async (req) => getBoInfo(db, req.user, req.params.id));
  app.post('/api/v1/boInfo', { schema: { body: boInfoCreateSchema, response: { 201: answer.boInfo } }, config: EDIT }, async (req, reply) =>
    reply.status(201).send(await createBoInfo(db, req.user, req.body)),
  );
  app.patch('/api/v1/boInfo/:id', { schema: { params: recordIdParams, body: boInfoPatchSchema, response: { 200: answer.boInfo } }, config: EDIT }, async (req) =>
    updateBoInfo(db, req.user, req.params.id, req.body),
  );
  app.post('/api/v1/boInfo/search', { schema: { body: boInfoSearchSchema, response: { 200: page(answer.boInfo) } }, config: VIEW }, async (req) => searchBoInfo(db, req.user, req.body));
};

export default boInfoRoutes;
