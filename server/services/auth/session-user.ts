import { sql } from 'drizzle-orm';
import type { UserCode } from '../../../contract/permissions';
import type { Db } from '../../db/client';
import { built, runPrepared } from '../../db/prepared';
import type { SessionUser } from '../permissions/access';

interface Row {
  id: number;
  username: string;
  type_code: string;
  kantoor_id: number | null;
  geldverstrekker_id: number | null;
  permissions: string | null;
}

/**
 * Prepared (server/db/prepared.ts): it runs on every request. The permissions come as one
 * comma-separated text, which splits faster than PostgreSQL's array text parses; permission
 * names are capitals and underscores. No DISTINCT: the Set below drops a permission that two
 * roles share, and skipping the sort makes this lookup measurably cheaper on PGlite.
 */
const sessionUser = built(sql`
  select g.id, g.username, g.type_code, g.kantoor_id, g.geldverstrekker_id,
    (select string_agg(rp.permissie, ',') from gebruiker_rollen gr
       join rol_permissies rp on rp.rol_id = gr.rol_id
       where gr.gebruiker_id = g.id) as permissions
  from sessies s join gebruikers g on g.id = s.gebruiker_id
  where s.id = ${sql.placeholder('sessionId')} and s.revoked_at is null and s.expires_at > now() and g.active`);

/**
 * The user behind a live session with the permissions their roles hold right now: read on every
 * request, so a change of roles applies at the next request and a deactivated user is out at once.
 */
export async function loadSessionUser(db: Db, sessionId: string): Promise<SessionUser | null> {
  const [row] = await runPrepared<Row>(db, sessionUser, { sessionId });
  if (!row) return null;
  return {
    id: row.id,
    sessionId,
    username: row.username,
    typeCode: row.type_code as UserCode,
    kantoorId: row.kantoor_id,
    geldverstrekkerId: row.geldverstrekker_id,
    permissions: new Set(row.permissions ? row.permissions.split(',') : []),
  };
}
