import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelAddSchema, remarkSchema } from '../../../contract/dossier-approvals';
import { readDossier } from '../../services/dossier-detail/access';
import { activeLabels, addRemark, changeLabel, dossierLabelList, remarksOf } from '../../services/dossier-detail/labels';
import { access } from '../../services/permissions/access';
import { dossierIdParams, positiveId } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

const VIEW = { access: access.anyOf(DOSSIER_VIEW) };
const LABELS = { access: access.anyOf(['DOSSIER_DETAIL_LABELS']) };

/** Labels and remarks of a dossier (spec 001 §7 "Labels and remarks"). */
const dossierLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/dossiers/labels', { schema: { response: { 200: answer.labelList } }, config: VIEW }, async () => activeLabels(db));

  app.get('/api/v1/dossiers/:id/label', { schema: { params: dossierIdParams, response: { 200: answer.labelList } }, config: VIEW }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    return dossierLabelList(db, req.params.id);
  });

  app.post(
    '/api/v1/dossiers/:id/label',
    { schema: { params: dossierIdParams, body: labelAddSchema, response: { 200: answer.labelList } }, config: { ...LABELS, fieldLabels: { labelId: 'Label' } } },
    async (req) => changeLabel(db, req.user, req.params.id, req.body.labelId, true),
  );

  app.delete(
    '/api/v1/dossiers/:id/label/:labelId',
    { schema: { params: dossierIdParams.extend({ labelId: positiveId('Ongeldig label.') }), response: { 200: answer.labelList } }, config: LABELS },
    async (req) => changeLabel(db, req.user, req.params.id, req.params.labelId, false),
  );

  app.post(
    '/api/v1/dossier/remark',
    { schema: { body: remarkSchema, response: { 201: answer.remarkCreated } }, config: { access: access.anyOf(['DOSSIER_DETAIL_OPMERKINGEN']), fieldLabels: { tekst: 'Opmerking' } } },
    async (req, reply) => reply.status(201).send(await addRemark(db, req.user, req.body.dossierId, req.body.tekst)),
  );

  app.get('/api/v1/dossier/remark/:id', { schema: { params: dossierIdParams, response: { 200: answer.remarkList } }, config: VIEW }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    return remarksOf(db, req.params.id);
  });
};

export default dossierLabelRoutes;
