import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { gebruikers, kantoren } from '../../db/schema';
import { notFound } from '../../errors';

export const officeAdviser = z.object({ id: z.number().int(), voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() });

/** The active advisers of an office, surname first; names only, no contact data. An unknown office is a 404. */
export async function officeAdvisers(db: Db, officeId: number) {
  const [office] = await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.id, officeId));
  if (!office) throw notFound();
  return db
    .select({ id: gebruikers.id, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam })
    .from(gebruikers)
    .where(and(eq(gebruikers.kantoorId, officeId), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true)))
    .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
}
