import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Permission } from '../../../contract/permissions';
import { gebruikers } from '../../db/schema';
import { notFound } from '../../errors';
import { readDossier } from '../../services/dossier-detail/access';
import type { Dossier } from '../../services/dossiers/audit';
import { access } from '../../services/permissions/access';
import { holding, nameColumns } from '../../services/users/lists';
import { visibleUsers } from '../../services/users/visibility';
import { WORKLOAD_USER_TYPES } from '../../services/workload/assign';
import { dossierIdParams } from '../dossier-detail/params';
import { DOSSIER_VIEW } from '../dossiers/dossiers';

/** The processor's staff, and for a lender's dossier also that lender's own users. */
const staffOrOwnLender = (dossier: Dossier) => {
  const staff = inArray(gebruikers.typeCode, [...WORKLOAD_USER_TYPES]);
  return dossier.geldverstrekkerId ? or(staff, and(eq(gebruikers.typeCode, 'H'), eq(gebruikers.geldverstrekkerId, dossier.geldverstrekkerId))) : staff;
};

/** BTL lists: who may see the BTL dossiers at all. */
const BTL_VIEW: Permission[] = ['MENU_BTL_DOSSIERS_VIEW', 'MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER'];

/**
 * The candidate handlers of one dossier (spec 001 §7 "Users"; docs/permissions.md "User lists"):
 * the dossier is read within the caller's scope (404 outside it) and the names within the
 * caller's user visibility, like the other user lists.
 */
const dossierBehandelaarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const schema = { params: dossierIdParams };

  // Who may handle it: active staff and the dossier's own lender's users, holding DOSSIER_DETAIL_EDIT (handling means working the file).
  app.get('/api/v1/dossiers/:id/behandelaars', { schema, config: { access: access.anyOf(DOSSIER_VIEW) } }, async (request) => {
    const dossier = await readDossier(db, request.user, request.params.id);
    return db
      .select(nameColumns)
      .from(gebruikers)
      .where(and(eq(gebruikers.active, true), visibleUsers(request.user), staffOrOwnLender(dossier), holding('DOSSIER_DETAIL_EDIT')))
      .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
  });

  // The BTL acceptants of a BTL dossier: the same people, holding the BTL view (as behandelaar-list?btlAcceptant=true). Not a BTL dossier: 404.
  app.get('/api/v1/behandelaar/btl/:id', { schema, config: { access: access.anyOf(BTL_VIEW) } }, async (request) => {
    const dossier = await readDossier(db, request.user, request.params.id);
    if (!dossier.btl) throw notFound();
    return db
      .select(nameColumns)
      .from(gebruikers)
      .where(and(eq(gebruikers.active, true), visibleUsers(request.user), staffOrOwnLender(dossier), holding('MENU_BTL_DOSSIERS_VIEW')))
      .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
  });
};

export default dossierBehandelaarRoutes;
