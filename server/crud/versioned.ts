import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { notFound, stale } from '../errors';

/**
 * Optimistic versioning (DESIGN.md, API conventions): a change names the version it was read at,
 * and a change of anything newer is refused with 409. Two ways to check, one per kind of write:
 *
 * - `updateVersioned`: a single row written on its own (a Beheer record, a role, a profile). The
 *   condition sits in the UPDATE itself, so no lock is needed and a race is settled by the database.
 * - `checkVersion`: a write that first locks a parent row (a dossier's records after lockDossier,
 *   a document after lockDocument) and then compares, audits and writes several rows; the lock
 *   already keeps other writers out, and the comparison must come before anything is written.
 *   Also for a cheap early refusal before expensive work, when the locked write checks again.
 */

type Writer = Pick<Db, 'update' | 'select'>;

/** A table whose rows carry the optimistic version and the time of the last change. */
type VersionedTable = PgTable & { version: PgColumn; updatedAt: PgColumn };

/**
 * Writes `values` to the row `key` picks, on condition that it still has `version`, and raises
 * the version. The check sits in the update itself, so a race with another writer is settled
 * by the database: no row back means stale (409) when the row exists, else 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Writer,
  table: T,
  key: SQL | undefined,
  version: number,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .update(table as VersionedTable)
    .set({ ...values, version: version + 1, updatedAt: new Date() } as never)
    .where(and(key, eq(table.version, version)))
    .returning();
  if (row) return row as T['$inferSelect'];
  const [exists] = await db.select({ version: table.version }).from(table as VersionedTable).where(key);
  throw exists ? stale() : notFound();
}

/** The version the form was read at must still be the stored one; call it with the row locked (see above). */
export function checkVersion(stored: { version: number }, sent: number | undefined) {
  if (sent !== stored.version) throw stale();
}
