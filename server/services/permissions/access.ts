import type { Permission, UserCode } from '../../../contract/permissions';

/**
 * What a route demands of the caller. Every route declares one; see plugins/access.ts. A route
 * written by hand names listed permissions (the builders below); a schema-driven resource's routes
 * may also name the permissions its entity declares (contract/entity.ts).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn'; types?: readonly UserCode[] }
  | { kind: 'anyOf' | 'allOf'; permissions: readonly string[]; types?: readonly UserCode[] };

export interface SessionUser {
  id: number;
  sessionId: string;
  username: string;
  typeCode: UserCode;
  kantoorId: number | null;
  geldverstrekkerId: number | null;
  permissions: ReadonlySet<string>;
}

/**
 * Everything of a user a statement may be built from (all but the session), as a key of built
 * statements (server/db/prepared.ts): two requests share a built statement only when nothing the
 * builder could read of the user differs. The key is a short name for that whole description
 * (a medewerker's runs to 1.5 kB), worked out once per loaded user: the keys of the list and
 * counter statements embed it, and a long key is escaped, hashed and compared on every request.
 */
export function userKey(user: SessionUser) {
  let key = userKeys.get(user);
  if (key === undefined) {
    const description = JSON.stringify([user.id, user.username, user.typeCode, user.kantoorId, user.geldverstrekkerId, [...user.permissions].sort()]);
    key = keyNames.get(description);
    if (key === undefined) {
      // Never reused: a description dropped below and seen again gets a new name, so a name always stands for one description.
      key = `u${++lastKeyName}`;
      if (keyNames.size >= KEY_NAMES) keyNames.delete(keyNames.keys().next().value!);
      keyNames.set(description, key);
    }
    userKeys.set(user, key);
  }
  return key;
}

const userKeys = new WeakMap<SessionUser, string>();
/** The short names of the descriptions seen, the oldest dropped first beyond KEY_NAMES. */
const keyNames = new Map<string, string>();
const KEY_NAMES = 1_000;
let lastKeyName = 0;

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: (types?: readonly UserCode[]): Access => ({ kind: 'signedIn', types }),
  anyOf: (permissions: readonly Permission[], types?: readonly UserCode[]): Access => ({
    kind: 'anyOf',
    permissions,
    types,
  }),
  allOf: (permissions: readonly Permission[], types?: readonly UserCode[]): Access => ({
    kind: 'allOf',
    permissions,
    types,
  }),
};

/** Whether a signed-in user meets a route's demand. */
export function allows(rule: Access, user: SessionUser): boolean {
  if (rule.kind === 'public') return true;
  if (rule.types && !rule.types.includes(user.typeCode)) return false;
  if (rule.kind === 'signedIn') return true;
  const has = (p: string) => user.permissions.has(p);
  return rule.kind === 'anyOf' ? rule.permissions.some(has) : rule.permissions.every(has);
}
