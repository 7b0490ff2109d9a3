import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, dossierWijzigingen } from '../../db/schema';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Dossier = typeof dossiers.$inferSelect;
type Insert = typeof dossiers.$inferInsert;
/** The fields a change may set; bookkeeping (id, version, timestamps) is the audit's own work. */
export type DossierChanges = Partial<Omit<Insert, 'id' | 'version' | 'createdAt' | 'updatedAt'>>;

const asText = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * Writes the fields that really change and one audit row per field (who, when, old → new), in
 * the caller's transaction so the two stand or fall together. `current` is the row as read, locked
 * (FOR UPDATE), in that same transaction. `alongside` is written too but not audited: timestamps
 * that follow from the change. Answers the row as it is now.
 */
export async function changeDossier(
  tx: Tx,
  actorId: number | null,
  current: Dossier,
  changes: DossierChanges,
  alongside: DossierChanges = {},
): Promise<Dossier> {
  const record = current as Record<string, unknown>;
  const changed = Object.entries(changes).filter(([field, value]) => asText(record[field]) !== asText(value));
  if (changed.length === 0) return current;
  const [row] = await tx
    .update(dossiers)
    .set({ ...alongside, ...Object.fromEntries(changed), version: current.version + 1, updatedAt: new Date() })
    .where(eq(dossiers.id, current.id))
    .returning();
  await tx.insert(dossierWijzigingen).values(
    changed.map(([veld, value]) => ({
      dossierId: current.id,
      gebruikerId: actorId,
      veld,
      oudeWaarde: asText(record[veld]),
      nieuweWaarde: asText(value),
    })),
  );
  return row;
}
