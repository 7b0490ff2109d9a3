import { asc, count, eq, inArray } from 'drizzle-orm';
import { ROL_LABELS, rolEntity } from '../../../contract/gebruiker';
import type { EntityDef } from '../../../contract/entity';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { isKnownPermission } from '../../../contract/permission-catalog';
import { isUniqueViolation, type CrudService } from '../../crud/factory';
import { orderBy, pageOrAll, parseSort } from '../../crud/list-query';
import { updateVersioned } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { permissies, rolPermissies, rollen } from '../../db/schema';
import { notFound, validationError } from '../../errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Rol = typeof rollen.$inferSelect;

const entity = rolEntity as unknown as EntityDef;

/** The roles with their permission strings, sorted. */
async function withPermissions(db: Db, roles: Rol[]) {
  const links = roles.length
    ? await db.select().from(rolPermissies).where(inArray(rolPermissies.rolId, roles.map((r) => r.id)))
    : [];
  return roles.map((r) => ({ ...r, permissies: links.filter((l) => l.rolId === r.id).map((l) => l.permissie).sort() }));
}

async function rolWithPermissions(db: Db, id: number) {
  const [rol] = await db.select().from(rollen).where(eq(rollen.id, id));
  if (!rol) throw notFound();
  return (await withPermissions(db, [rol]))[0];
}

/** Only the product's own permission strings make a role (spec 000 §2). */
function checkedPermissions(names: unknown) {
  const list = names as string[];
  const unknown = list.filter((n) => !isKnownPermission(n));
  if (unknown.length) throw validationError({ permissies: `Onbekend recht: ${unknown.join(', ')}.` }, ROL_LABELS);
  return [...new Set(list)];
}

/** A role name is unique: a second one is the admin's mistake, answered on the field. */
const refuseDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error)) throw validationError({ naam: SERVER_MESSAGES.duplicate }, ROL_LABELS);
  throw error;
};

const fieldsOf = (body: Record<string, unknown>) => ({
  naam: body.naam as string,
  omschrijving: (body.omschrijving as string | null | undefined) ?? '',
  tweeFactorVerplicht: body.tweeFactorVerplicht as boolean,
});

async function replacePermissions(tx: Tx, rolId: number, names: string[]) {
  await tx.delete(rolPermissies).where(eq(rolPermissies.rolId, rolId));
  if (names.length) await tx.insert(rolPermissies).values(names.map((permissie) => ({ rolId, permissie })));
}

/**
 * Beheer › Rollen: roles as named bundles of permission strings. A role change counts at each
 * holder's next request: the session user is read with its permissions on every call
 * (server/services/auth/session-user.ts).
 */
export const rollenService = (db: Db): Partial<CrudService> => ({
  list: (_user, query) => {
    const order = orderBy(parseSort(entity, rollen, query.sort, query.reverse));
    return pageOrAll(
      query,
      async (limit, offset) => withPermissions(db, await db.select().from(rollen).orderBy(...order).limit(limit).offset(offset)),
      async () => (await db.select({ total: count() }).from(rollen))[0].total,
    );
  },
  get: (_user, id) => rolWithPermissions(db, id),
  create: async (_user, body) => {
    const names = checkedPermissions(body.permissies);
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx.insert(rollen).values(fieldsOf(body)).returning({ id: rollen.id });
        await replacePermissions(tx, row.id, names);
        return row.id;
      })
      .catch(refuseDuplicate);
    return rolWithPermissions(db, id);
  },
  update: async (_user, id, version, body) => {
    const names = checkedPermissions(body.permissies);
    await db
      .transaction(async (tx) => {
        await updateVersioned(tx, rollen, eq(rollen.id, id), version, fieldsOf(body));
        await replacePermissions(tx, id, names);
      })
      .catch(refuseDuplicate);
    return rolWithPermissions(db, id);
  },
});

/** Every permission string; `id` is the string itself, so it serves as a reference list. */
export const allPermissions = (db: Db) =>
  db
    .select()
    .from(permissies)
    .orderBy(asc(permissies.naam))
    .then((rows) => rows.map((p) => ({ id: p.naam, ...p })));
