import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DossierKind } from '../../../contract/offices';
import type { Permission } from '../../../contract/permissions';
import { dossiers } from '../../db/schema';
import type { SessionUser } from '../permissions/access';

const NOTHING = sql`false`;

/** Whose dossiers a user may see at all: an adviser its office's, a lender its own, staff all. */
function ownerScope(user: SessionUser): SQL | undefined {
  if (user.typeCode === 'A') return user.kantoorId === null ? NOTHING : eq(dossiers.kantoorId, user.kantoorId);
  if (user.typeCode === 'H') return user.geldverstrekkerId === null ? NOTHING : eq(dossiers.geldverstrekkerId, user.geldverstrekkerId);
  // An applicant (K) has no access to the back office's dossier lists.
  if (user.typeCode === 'K') return NOTHING;
  return undefined;
}

/**
 * Which kinds of dossiers the user's permissions open: ordinary dossiers (MENU_DOSSIERS_VIEW), CDS
 * dossiers (MENU_CDS_DOSSIERS_VIEW), BTL dossiers (MENU_BTL_DOSSIERS_VIEW) and BTL loans in
 * servicing (MENU_BEHEER_BTL_VIEW or BTL_DOSSIER_BEHEER, the two permissions of beheer-btl); null
 * for every dossier (ordinary and CDS together are all of them).
 */
export function dossierKinds(user: SessionUser): DossierKind[] | null {
  const has = (...names: Permission[]) => names.some((p) => user.permissions.has(p));
  if (has('MENU_DOSSIERS_VIEW') && has('MENU_CDS_DOSSIERS_VIEW')) return null;
  const kinds: DossierKind[] = [];
  if (has('MENU_DOSSIERS_VIEW')) kinds.push('GEWOON');
  if (has('MENU_CDS_DOSSIERS_VIEW')) kinds.push('CDS');
  if (has('MENU_BTL_DOSSIERS_VIEW')) kinds.push('BTL');
  if (has('MENU_BEHEER_BTL_VIEW', 'BTL_DOSSIER_BEHEER')) kinds.push('BTL_BEHEER');
  return kinds;
}

const KIND_CONDITIONS: Record<DossierKind, SQL> = {
  GEWOON: eq(dossiers.cds, false),
  CDS: eq(dossiers.cds, true),
  BTL: eq(dossiers.btl, true),
  BTL_BEHEER: and(eq(dossiers.btl, true), ne(dossiers.leningType, 'ORIGINATION')) as SQL,
};

function kindScope(user: SessionUser): SQL | undefined {
  const kinds = dossierKinds(user);
  if (kinds === null) return undefined;
  return kinds.length ? or(...kinds.map((kind) => KIND_CONDITIONS[kind])) : NOTHING;
}

/**
 * The dossiers a user may see, as one condition every dossier query adds. Anything outside it is
 * answered as if it did not exist (404), so a direct call reveals nothing.
 */
export const visibleTo = (user: SessionUser): SQL => and(ownerScope(user), kindScope(user)) ?? sql`true`;

/** Whether the user's scope lets every dossier through (staff with every dossier kind), so a query may leave it out. */
export const seesAllDossiers = (user: SessionUser) => ownerScope(user) === undefined && kindScope(user) === undefined;
