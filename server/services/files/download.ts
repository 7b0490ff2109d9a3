import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bestanden } from '../../db/schema';
import { notFound } from '../../errors';
import { templateFileReadable } from '../backoffice-templates/templates';
import { deskFileReadable } from '../desks/files';
import { informationFileReadable } from '../information/items';
import type { SessionUser } from '../permissions/access';

/** Each owner of stored files says whether a user may read one of its files; an area with files adds its check here. */
const OWNERS: ((db: Db, bestandId: number, user: SessionUser) => Promise<boolean>)[] = [templateFileReadable, informationFileReadable, deskFileReadable];

/** The stored file of a key, when its owning record is readable to the user; any other key is a 404, so keys reveal nothing. */
export async function readableFile(db: Db, key: string, user: SessionUser) {
  const [file] = await db.select().from(bestanden).where(eq(bestanden.sleutel, key));
  if (!file) throw notFound();
  for (const readable of OWNERS) {
    if (await readable(db, file.id, user)) return file;
  }
  throw notFound();
}
