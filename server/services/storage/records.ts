import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bestanden } from '../../db/schema';
import type { CheckedFile } from './upload';

/** A transaction or the database itself. */
type Writer = Pick<Db, 'insert' | 'select' | 'delete'>;

/** Records a staged file (inside the owner's transaction); its bytes move into place after the commit. */
export async function insertFile(tx: Writer, file: CheckedFile, userId: number | null) {
  const [row] = await tx
    .insert(bestanden)
    .values({ sleutel: file.sleutel, naam: file.naam, mimeType: file.mimeType, grootte: file.grootte, sha256: file.sha256, geuploadDoor: userId })
    .returning({ id: bestanden.id });
  return row.id;
}

export async function fileById(db: Writer, id: number) {
  const [row] = await db.select().from(bestanden).where(eq(bestanden.id, id));
  return row;
}

/** Removes the rows of files no owner refers to any more; answers their keys, to delete after the commit. */
export async function deleteFiles(tx: Writer, ids: readonly (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return [];
  const rows = await tx.delete(bestanden).where(inArray(bestanden.id, wanted)).returning({ sleutel: bestanden.sleutel });
  return rows.map((r) => r.sleutel);
}
