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
 * The users of recent sessions as last loaded, the oldest dropped first: up to some 5 kB each (a
 * medewerker's permissions as text and as a set), and more than the sessions open at once.
 */
const LOADED_USERS = 1_000;
const loaded = new Map<string, { row: Row; user: SessionUser }>();

const sameRow = (a: Row, b: Row) =>
  a.id === b.id && a.username === b.username && a.type_code === b.type_code && a.kantoor_id === b.kantoor_id && a.geldverstrekker_id === b.geldverstrekker_id && a.permissions === b.permissions;

/**
 * The user behind a live session with the permissions their roles hold right now: read on every
 * request, so a change of roles applies at the next request and a deactivated user is out at once.
 * When the row read is the one the session's last request read, that request's user object is
 * returned again: its permission set and statement key (permissions/access.ts userKey) are then
 * not built anew, and fewer objects outlive a request's wait for a connection. A user object is
 * never changed after it is made, so requests can share it.
 */
export async function loadSessionUser(db: Db, sessionId: string): Promise<SessionUser | null> {
  const [row] = await runPrepared<Row>(db, sessionUser, { sessionId });
  if (!row) {
    loaded.delete(sessionId);
    return null;
  }
  const known = loaded.get(sessionId);
  if (known && sameRow(known.row, row)) return known.user;
  const user: SessionUser = Object.freeze({
    id: row.id,
    sessionId,
    username: row.username,
    typeCode: row.type_code as UserCode,
    kantoorId: row.kantoor_id,
    geldverstrekkerId: row.geldverstrekker_id,
    permissions: new Set(row.permissions ? row.permissions.split(',') : []),
  });
  if (known) loaded.delete(sessionId);
  else if (loaded.size >= LOADED_USERS) loaded.delete(loaded.keys().next().value!);
  loaded.set(sessionId, { row, user });
  return user;
}
