import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startpaginaSchema } from '../../../contract/insight/startpagina';
import { access } from '../../services/permissions/access';
import { startpagina } from '../../services/insight/startpagina';
import { loadCalendar } from '../../services/workload/calendar';

/** The Startpagina (spec 000 §2 /startpagina; ours: the call). */
const startpaginaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/startpagina', { schema: { response: { 200: startpaginaSchema } }, config: { access: access.anyOf(['MENU_STARTPAGINA']) } }, async (request) =>
    startpagina(app.db, request.user, await loadCalendar(app.db)),
  );
};

export default startpaginaRoutes;
