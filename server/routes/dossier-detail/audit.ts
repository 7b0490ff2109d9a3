import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDossier } from '../../services/dossier-detail/access';
import { readAuditTrail } from '../../services/dossier-detail/audit-trail';
import { mayReadHdn } from '../../services/hdn/read';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { queryInt32 } from '../../../contract/rules';
import * as answer from './responses';

/** The audit trail of a dossier: every change, who, when, which field from what to what. */
const dossierAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dossiers/:id/wijzigingen',
    {
      schema: {
        params: dossierIdParams,
        querystring: z.object({
          page: queryInt32({ error: 'Ongeldige pagina.' }).int().min(0, 'Ongeldige pagina.').default(0),
          size: queryInt32({ error: 'Ongeldige paginagrootte.' }).int().min(1).max(500, 'Maximaal 500.').default(50),
        }),
        response: { 200: answer.auditPage },
      },
      config: { access: access.anyOf(['DOSSIER_DETAIL_AUDIT']) },
    },
    async (req) => {
      await readDossier(app.db, req.user, req.params.id);
      return readAuditTrail(app.db, req.params.id, req.query.page, req.query.size, mayReadHdn(req.user));
    },
  );
};

export default dossierAuditRoutes;
