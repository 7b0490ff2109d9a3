import { sql } from 'drizzle-orm';
import { PERMISSION_DESCRIPTIONS } from '../../contract/permission-descriptions';
import { PERMISSIONS } from '../../contract/permissions';
import type { Db } from './client';
import { permissies } from './schema';

/**
 * The permission strings live in code; roles refer to them in the database. Every start adds the
 * ones a release introduced, with their Dutch descriptions (and brings those up to date), on any
 * database, so roles can be saved without the demo data.
 */
export async function syncPermissions(db: Db) {
  await db
    .insert(permissies)
    .values(PERMISSIONS.map((naam) => ({ naam, omschrijving: PERMISSION_DESCRIPTIONS[naam] })))
    .onConflictDoUpdate({ target: permissies.naam, set: { omschrijving: sql`excluded.omschrijving` } });
}
