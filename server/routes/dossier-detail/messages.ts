import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDossier } from '../../services/dossier-detail/access';
import { readDossierMessages } from '../../services/dossier-detail/messages';
import { mayReadHdn } from '../../services/hdn/read';
import { access } from '../../services/permissions/access';
import { dossierIdParams } from './params';
import { queryInt32 } from '../../../contract/rules';
import * as answer from './responses';

/**
 * The communicatie tab: the messages exchanged on a dossier (letters, messages to the adviser and,
 * for who may read them, its HDN messages; in and out), newest first. Needs
 * DOSSIER_DETAIL_COMMUNICATIE and the dossier in the user's scope (404 outside it, as every detail read).
 */
const dossierMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/dossiers/:id/messages',
    {
      schema: {
        params: dossierIdParams,
        querystring: z.object({
          page: queryInt32({ error: 'Ongeldige pagina.' }).int('Ongeldige pagina.').min(0, 'Ongeldige pagina.').default(0),
          size: queryInt32({ error: 'Ongeldige paginagrootte.' }).int('Ongeldige paginagrootte.').min(1, 'Minimaal 1.').max(200, 'Maximaal 200.').default(50),
        }),
        response: { 200: answer.messagePage },
      },
      config: { access: access.anyOf(['DOSSIER_DETAIL_COMMUNICATIE']) },
    },
    async (req) => {
      await readDossier(app.db, req.user, req.params.id);
      return readDossierMessages(app.db, req.params.id, req.query.page, req.query.size, mayReadHdn(req.user));
    },
  );
};

export default dossierMessageRoutes;
