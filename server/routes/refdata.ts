import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geldverstrekkers } from '../db/schema';
import { access } from '../services/permissions/access';

/** Reference lists (spec 002 §7 "Reference data"); the browser loads each once and caches it. */
const refdataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/rs/geldverstrekkers', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: geldverstrekkers.id, naam: geldverstrekkers.naam, ontvangerCode: geldverstrekkers.ontvangerCode })
      .from(geldverstrekkers)
      .where(eq(geldverstrekkers.active, true))
      .orderBy(asc(geldverstrekkers.naam)),
  );
};

export default refdataRoutes;
