import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuRapportages } from '../../db/schema';
import { access } from '../../services/permissions/access';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The entries under Rapportages in the sidebar, each opening /rapportages/{id}. */
  app.get('/api/v1/rs/menurapportages', { config: { access: access.anyOf(['MENU_RAPPORTAGES_VIEW']) } }, async () =>
    app.db
      .select({ id: menuRapportages.id, label: menuRapportages.label })
      .from(menuRapportages)
      .where(eq(menuRapportages.active, true))
      .orderBy(asc(menuRapportages.volgorde), asc(menuRapportages.id)),
  );
};

export default reportRoutes;
