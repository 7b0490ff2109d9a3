import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { dossierBehandelaars, dossiers, gebruikers } from '../../db/schema';
import type { SessionUser } from '../permissions/access';
import { WORKLOAD_USER_TYPES } from '../workload/assign';

const STAFF = [...WORKLOAD_USER_TYPES];

/**
 * Whose names a user may read in the user lists (docs/permissions.md "User lists"): staff every
 * user; a lender the processor's staff (who handle its dossiers and take its tasks) and its own
 * colleagues; an adviser the colleagues of its office and the staff who handle that office's
 * dossiers. Anyone else nobody. Outside it a user answers 404, like a dossier out of scope.
 */
export function visibleUsers(user: SessionUser): SQL | undefined {
  if ((STAFF as string[]).includes(user.typeCode)) return undefined;
  if (user.typeCode === 'H') {
    return or(inArray(gebruikers.typeCode, STAFF), and(eq(gebruikers.typeCode, 'H'), eq(gebruikers.geldverstrekkerId, user.geldverstrekkerId ?? -1)));
  }
  if (user.typeCode === 'A') {
    const office = user.kantoorId ?? -1;
    return or(
      and(eq(gebruikers.typeCode, 'A'), eq(gebruikers.kantoorId, office)),
      inArray(
        gebruikers.id,
        sql`(select ${dossiers.workloadGebruikerId} from ${dossiers} where ${dossiers.kantoorId} = ${office} and ${dossiers.workloadGebruikerId} is not null
             union select ${dossierBehandelaars.gebruikerId} from ${dossierBehandelaars} join ${dossiers} on ${dossiers.id} = ${dossierBehandelaars.dossierId} where ${dossiers.kantoorId} = ${office})`,
      ),
    );
  }
  return sql`false`;
}
