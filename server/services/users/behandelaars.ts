import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikers } from '../../db/schema';
import { notFound } from '../../errors';
import { readDossier } from '../dossier-detail/access';
import type { Dossier } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { WORKLOAD_USER_TYPES } from '../workload/assign';
import { holding, nameColumns } from './lists';
import { visibleUsers } from './visibility';

/** The processor's staff, and for a lender's dossier also that lender's own users. */
const staffOrOwnLender = (dossier: Dossier) => {
  const staff = inArray(gebruikers.typeCode, [...WORKLOAD_USER_TYPES]);
  return dossier.geldverstrekkerId ? or(staff, and(eq(gebruikers.typeCode, 'H'), eq(gebruikers.geldverstrekkerId, dossier.geldverstrekkerId))) : staff;
};

/**
 * The candidate handlers of one dossier (spec 001 §7 "Users"; docs/permissions.md "User lists"):
 * the dossier is read within the caller's scope (404 outside it) and the names within the
 * caller's user visibility. Handling means working the file: holders of DOSSIER_DETAIL_EDIT; the
 * BTL acceptants of a BTL dossier (not a BTL dossier: 404) hold the BTL view instead.
 */
export async function dossierHandlers(db: Db, user: SessionUser, dossierId: number, btl: boolean) {
  const dossier = await readDossier(db, user, dossierId);
  if (btl && !dossier.btl) throw notFound();
  return db
    .select(nameColumns)
    .from(gebruikers)
    .where(
      and(
        eq(gebruikers.active, true),
        visibleUsers(user),
        staffOrOwnLender(dossier),
        holding(btl ? 'MENU_BTL_DOSSIERS_VIEW' : 'DOSSIER_DETAIL_EDIT'),
      ),
    )
    .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
}
