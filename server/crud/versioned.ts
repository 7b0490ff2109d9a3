import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { notFound, stale } from '../errors';

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
