import { sql } from 'drizzle-orm';
import { PERMISSION_CATALOG } from '../../contract/permission-catalog';
import type { Db } from './client';
import { permissies } from './schema';

/**
 * The permission strings live in code (listed, or declared by an entity: contract/permission-catalog.ts);
 * roles refer to them in the database. Every start adds the
 * ones a release introduced, with their Dutch descriptions (and brings those up to date), on any
 * database, so roles can be saved without the demo data.
 */
export async function syncPermissions(db: Db) {
  await db
    .insert(permissies)
    .values(Object.entries(PERMISSION_CATALOG).map(([naam, omschrijving]) => ({ naam, omschrijving })))
    .onConflictDoUpdate({ target: permissies.naam, set: { omschrijving: sql`excluded.omschrijving` } });
}
