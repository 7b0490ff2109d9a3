import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { kadasterItemSchema, kadasterUpdateSchema } from '../../../contract/dossier-forms';
import { checkVersion } from '../../crud/versioned';
import type { Db } from '../../db/client';
import { kadasterItems, objecten } from '../../db/schema';
import { notFound } from '../../errors';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { lockDossier, readDossier } from './access';
import { auditFields } from './audit-trail';
import { listSingle } from './single-records';

const KADASTER_FIELDS = ['kadastraleGemeente', 'sectie', 'perceelnummer', 'appartementsindex', 'grootteM2'] as const;
const itemOut = ({ objectId: _o, createdAt: _c, updatedAt: _u, ...item }: typeof kadasterItems.$inferSelect) => item;

/** GET /dossiers/{id}/object: the properties (one, or a BTL portfolio) with their kadaster items. */
export async function readObjects(db: Db, dossierId: number) {
  const objects = await listSingle(db, 'object', dossierId);
  const ids = objects.map((o) => o.id as number);
  const items = ids.length
    ? await db.select().from(kadasterItems).where(inArray(kadasterItems.objectId, ids)).orderBy(asc(kadasterItems.id))
    : [];
  return objects.map((o) => ({ ...o, kadaster: items.filter((i) => i.objectId === o.id).map(itemOut) }));
}

/** The property and, in the transaction, its dossier locked within the user's scope (else 404). */
async function lockObject(tx: Tx, user: SessionUser, objectId: number) {
  const [object] = await tx.select().from(objecten).where(eq(objecten.id, objectId));
  if (!object) throw notFound();
  await lockDossier(tx, user, object.dossierId);
  return object;
}

export async function readKadaster(db: Db, user: SessionUser, objectId: number) {
  const [object] = await db.select({ dossierId: objecten.dossierId }).from(objecten).where(eq(objecten.id, objectId));
  if (!object) throw notFound();
  await readDossier(db, user, object.dossierId);
  return (await db.select().from(kadasterItems).where(eq(kadasterItems.objectId, objectId)).orderBy(asc(kadasterItems.id))).map(itemOut);
}

export async function addKadaster(db: Db, user: SessionUser, objectId: number, body: z.output<typeof kadasterItemSchema>) {
  return db.transaction(async (tx) => {
    const object = await lockObject(tx, user, objectId);
    const [row] = await tx.insert(kadasterItems).values({ ...body, objectId }).returning();
    await auditFields(tx, user.id, object.dossierId, `object[${objectId}].kadaster[${row.id}]`, null, row, KADASTER_FIELDS);
    return itemOut(row);
  });
}

export async function updateKadaster(db: Db, user: SessionUser, objectId: number, body: z.output<typeof kadasterUpdateSchema>) {
  const { id, version, ...fields } = body;
  return db.transaction(async (tx) => {
    const object = await lockObject(tx, user, objectId);
    const [current] = await tx.select().from(kadasterItems).where(and(eq(kadasterItems.id, id), eq(kadasterItems.objectId, objectId)));
    if (!current) throw notFound();
    checkVersion(current, version);
    const changed = await auditFields(tx, user.id, object.dossierId, `object[${objectId}].kadaster[${id}]`, current, fields, KADASTER_FIELDS);
    if (changed === 0) return itemOut(current);
    const [row] = await tx
      .update(kadasterItems)
      .set({ ...fields, version: current.version + 1, updatedAt: new Date() })
      .where(eq(kadasterItems.id, id))
      .returning();
    return itemOut(row);
  });
}

export async function deleteKadaster(db: Db, user: SessionUser, objectId: number, itemId: number) {
  await db.transaction(async (tx) => {
    const object = await lockObject(tx, user, objectId);
    const [current] = await tx.select().from(kadasterItems).where(and(eq(kadasterItems.id, itemId), eq(kadasterItems.objectId, objectId)));
    if (!current) throw notFound();
    await auditFields(tx, user.id, object.dossierId, `object[${objectId}].kadaster[${itemId}]`, current, null, KADASTER_FIELDS);
    await tx.delete(kadasterItems).where(eq(kadasterItems.id, itemId));
  });
}
