import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchPageSchema, searchQuery } from '../../../contract/search';
import { access } from '../../services/permissions/access';
import { search } from '../../services/search/search';

/**
 * GET /api/v1/zoeken?q=…: the search box and Ctrl+K (ours; the spec's own dossier quick search,
 * GET /dossiers/projections/, stays as it is). Every signed-in user may search; each source
 * searches only what the user may read, so a user without any of it finds nothing.
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/zoeken',
    {
      schema: { querystring: searchQuery, response: { 200: searchPageSchema } },
      config: { access: access.signedIn(), fieldLabels: { q: 'Zoekterm', soort: 'Soort', page: 'Pagina', size: 'Aantal' } },
    },
    async (request) => search(app.db, request.user, request.query),
  );
};

export default searchRoutes;
