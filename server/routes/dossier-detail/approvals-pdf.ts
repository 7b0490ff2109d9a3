import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { binary } from '../../openapi/responses';
import { approvalsDocument } from '../../services/dossier-detail/approvals';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../../../contract/permissions';

/**
 * GET /dossiers/approvals/download/{id}: the approvals of dossier {id} as a PDF. Whoever may read
 * the approvals may download them (the same permission and scope as GET /dossiers/{id}/approvals).
 */
const approvalsPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dossiers/approvals/download/:id',
    {
      schema: { params: dossierIdParams, response: { 200: binary(['application/pdf'], 'The approvals of the dossier as a PDF download.') } },
      config: { access: access.anyOf(DOSSIER_VIEW) },
    },
    async (req, reply) => {
      const pdf = await approvalsDocument(app.db, req.user, req.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="beoordelingen-dossier-${req.params.id}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default approvalsPdfRoutes;
