import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hypotheekgevers } from '../../db/schema';
import { readDossier } from '../../services/dossier-detail/access';
import { listApprovals } from '../../services/dossier-detail/approvals';
import { access } from '../../services/permissions/access';
import { approvalsPdf } from '../../services/pdf/approvals-pdf';
import { dossierIdParams } from './params';
import { DOSSIER_VIEW } from '../dossiers/dossiers';

/**
 * GET /dossiers/approvals/download/{id}: the approvals of dossier {id} as a PDF. Whoever may read
 * the approvals may download them (the same permission and scope as GET /dossiers/{id}/approvals).
 */
const approvalsPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/v1/dossiers/approvals/download/:id',
    { schema: { params: dossierIdParams }, config: { access: access.anyOf(DOSSIER_VIEW) } },
    async (req, reply) => {
      const dossier = await readDossier(db, req.user, req.params.id);
      const [applicants, approvals] = await Promise.all([
        db
          .select({ voorLetters: hypotheekgevers.voorLetters, tussenVoegsels: hypotheekgevers.tussenVoegsels, achterNaam: hypotheekgevers.achterNaam })
          .from(hypotheekgevers)
          .where(eq(hypotheekgevers.dossierId, dossier.id))
          .orderBy(asc(hypotheekgevers.id)),
        listApprovals(db, dossier.id),
      ]);
      const pdf = await approvalsPdf({
        dossierId: dossier.id,
        reference: dossier.kenmerk ?? dossier.offerteNr,
        applicants,
        approvals,
        printedAt: new Date(),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="beoordelingen-dossier-${dossier.id}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default approvalsPdfRoutes;
