import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gebruikers, kantoren } from '../../db/schema';
import { notFound } from '../../errors';
import { access } from '../../services/permissions/access';
import { recordIdParams } from '../dossier-detail/params';

/**
 * GET /kantoors/{id}/adviseurs: the active advisers of an office, surname first, for linking a
 * dossier to an office and adviser (DOSSIER_DETAIL_KANTOOR) and for the Kantoren screens
 * (MENU_ADVISEURS_VIEW). Names only: no contact data leaves with this list.
 */
const kantoorAdviseurRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/kantoors/:id/adviseurs',
    { schema: { params: recordIdParams }, config: { access: access.anyOf(['DOSSIER_DETAIL_KANTOOR', 'MENU_ADVISEURS_VIEW']) } },
    async (req) => {
      const [office] = await app.db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.id, req.params.id));
      if (!office) throw notFound();
      return app.db
        .select({ id: gebruikers.id, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam })
        .from(gebruikers)
        .where(and(eq(gebruikers.kantoorId, req.params.id), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true)))
        .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
    },
  );
};

export default kantoorAdviseurRoutes;
