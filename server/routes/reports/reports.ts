import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../services/permissions/access';
import { reportMenu, reportMenuItem } from '../../services/reports/menu';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/rs/menurapportages',
    { schema: { response: { 200: z.array(reportMenuItem) } }, config: { access: access.anyOf(['MENU_RAPPORTAGES_VIEW']) } },
    async () => reportMenu(app.db),
  );
};

export default reportRoutes;
