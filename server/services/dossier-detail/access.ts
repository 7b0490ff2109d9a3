import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers } from '../../db/schema';
import { notFound } from '../../errors';
import type { Dossier, Tx } from '../dossiers/audit';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';

/**
 * The dossier a detail call works on, within the same scope as the lists (services/dossiers/scope.ts):
 * outside it the dossier answers 404, so a direct call reveals nothing. Writes lock the row
 * (FOR UPDATE) so two changes of one dossier run one after the other.
 */
export async function lockDossier(tx: Tx, user: SessionUser, id: number): Promise<Dossier> {
  const [row] = await tx.select().from(dossiers).where(and(eq(dossiers.id, id), visibleTo(user))).for('update');
  if (!row) throw notFound();
  return row;
}

export async function readDossier(db: Db | Tx, user: SessionUser, id: number): Promise<Dossier> {
  const [row] = await db.select().from(dossiers).where(and(eq(dossiers.id, id), visibleTo(user)));
  if (!row) throw notFound();
  return row;
}
