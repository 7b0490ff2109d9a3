import { PERMISSIONS } from '../../contract/permissions';
import type { Db } from './client';
import { permissies } from './schema';

/**
 * The permission strings live in code; roles refer to them in the database. Every start adds the
 * ones a release introduced, on any database, so roles can be saved without the demo data.
 */
export async function syncPermissions(db: Db) {
  await db
    .insert(permissies)
    .values(PERMISSIONS.map((naam) => ({ naam })))
    .onConflictDoNothing();
}
