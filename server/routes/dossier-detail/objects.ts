import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FASE_CODES } from '../../../contract/dossier';
import { KADASTER_LABELS, kadasterItemSchema, kadasterUpdateSchema, OBJECT_LABELS, objectSchema } from '../../../contract/dossier-forms';
import { readDossier } from '../../services/dossier-detail/access';
import { addKadaster, deleteKadaster, readKadaster, readObjects, updateKadaster } from '../../services/dossier-detail/objects';
import { saveSingle } from '../../services/dossier-detail/single-records';
import { access } from '../../services/permissions/access';
import { dossierIdParams, positiveId, recordIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { int32 } from '../../../contract/rules';
import { noContent } from '../../openapi/responses';
import * as answer from './responses';

const VIEW = { access: access.anyOf(DOSSIER_VIEW) };
const EDIT = { access: access.anyOf(['DOSSIER_DETAIL_EDIT']) };

/** The property and its cadastral parcels (spec 001 §7 "Objects"). */
const dossierObjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/v1/dossiers/:id/object',
    {
      schema: {
        params: dossierIdParams,
        querystring: z.object({ origin: z.enum(FASE_CODES, { error: 'Onbekende herkomst.' }).default('AANVRAAG') }),
        response: { 200: answer.objectsWithParcels },
      },
      config: VIEW,
    },
    async (req) => {
      await readDossier(db, req.user, req.params.id);
      return readObjects(db, req.params.id);
    },
  );

  app.put(
    '/api/v1/dossiers/:id/object',
    {
      schema: { params: dossierIdParams, body: objectSchema.extend({ id: int32().int().positive().optional() }), response: { 200: answer.dossierObject } },
      config: { ...EDIT, fieldLabels: OBJECT_LABELS },
    },
    async (req) => saveSingle(db, req.user, 'object', req.params.id, req.body),
  );

  app.get('/api/v1/objects/:id/kadaster', { schema: { params: recordIdParams, response: { 200: z.array(answer.kadasterItem) } }, config: VIEW }, async (req) => readKadaster(db, req.user, req.params.id));

  app.post(
    '/api/v1/objects/:id/kadaster',
    { schema: { params: recordIdParams, body: kadasterItemSchema, response: { 201: answer.kadasterItem } }, config: { ...EDIT, fieldLabels: KADASTER_LABELS } },
    async (req, reply) => reply.status(201).send(await addKadaster(db, req.user, req.params.id, req.body)),
  );

  app.put(
    '/api/v1/objects/:id/kadaster',
    { schema: { params: recordIdParams, body: kadasterUpdateSchema, response: { 200: answer.kadasterItem } }, config: { ...EDIT, fieldLabels: KADASTER_LABELS } },
    async (req) => updateKadaster(db, req.user, req.params.id, req.body),
  );

  app.delete(
    '/api/v1/objects/:id/kadaster/:itemId',
    { schema: { params: recordIdParams.extend({ itemId: positiveId('Ongeldig nummer.') }), response: { 204: noContent } }, config: EDIT },
    async (req, reply) => {
      await deleteKadaster(db, req.user, req.params.id, req.params.itemId);
      return reply.status(204).send();
    },
  );
};

export default dossierObjectRoutes;
