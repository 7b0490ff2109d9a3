import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { dossiers, kantoorGeldverstrekkers, kantoren } from '../../db/schema';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { WORKLOAD_USER_TYPES } from '../workload/assign';

/**
 * Which offices a user may read (docs/offices.md): staff every office; an adviser its own; a
 * lender the offices it works with (an agency with its money provider, or a dossier of it); anyone
 * else none. Outside it an office answers 404, as a dossier out of scope does.
 */
export function officeScope(user: SessionUser): SQL | undefined {
  if ((WORKLOAD_USER_TYPES as readonly string[]).includes(user.typeCode)) return undefined;
  if (user.typeCode === 'A') return eq(kantoren.id, user.kantoorId ?? -1);
  if (user.typeCode === 'H') {
    const lender = user.geldverstrekkerId ?? -1;
    return inArray(
      kantoren.id,
      sql`(select ${kantoorGeldverstrekkers.kantoorId} from ${kantoorGeldverstrekkers} where ${kantoorGeldverstrekkers.geldverstrekkerId} = ${lender}
           union select ${dossiers.kantoorId} from ${dossiers} where ${dossiers.geldverstrekkerId} = ${lender} and ${dossiers.kantoorId} is not null)`,
    );
  }
  return sql`false`;
}

/**
 * The office row's id, qualified: inside a subquery of a one-table select Drizzle would write a
 * bare "id", which the subquery reads as its own table's.
 */
export const OFFICE_ID = sql`${sql.identifier('kantoren')}.${sql.identifier('id')}`;

/** The office's dossiers the user may count: its figures never show more than the dossier lists would. */
export const officeDossiers = (user: SessionUser, office: SQL) => and(eq(dossiers.kantoorId, office), visibleTo(user))!;
