import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPROVAL_LABELS, approvalCreateSchema, approvalUpdateSchema } from '../../../contract/dossier-approvals';
import { readDossier } from '../../services/dossier-detail/access';
import { addApproval, listApprovals, updateApproval } from '../../services/dossier-detail/approvals';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import * as answer from './responses';

const APPROVE = { access: access.anyOf(['DOSSIER_DETAIL_APPROVALS']), fieldLabels: APPROVAL_LABELS };

/** Acceptance approvals (spec 001 §7 "Approvals and binding offer"). */
const dossierApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/dossiers/:id/approvals', { schema: { params: dossierIdParams, response: { 200: answer.approvalList } }, config: { access: access.anyOf(DOSSIER_VIEW) } }, async (req) => {
    await readDossier(db, req.user, req.params.id);
    return listApprovals(db, req.params.id);
  });

  app.post('/api/v1/dossiers/approvals', { schema: { body: approvalCreateSchema, response: { 201: answer.approval } }, config: APPROVE }, async (req, reply) =>
    reply.status(201).send(await addApproval(db, req.user, req.body)),
  );

  app.patch('/api/v1/dossiers/approvals', { schema: { body: approvalUpdateSchema, response: { 200: answer.approval } }, config: APPROVE }, async (req) =>
    updateApproval(db, req.user, req.body),
  );
};

export default dossierApprovalRoutes;
