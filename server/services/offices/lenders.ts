import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { geldverstrekkers, kantoorGeldverstrekkers } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../permissions/access';

/** The money providers an office works with, by name, with its agent number there. */
export function officeLenders(db: Db, officeId: number) {
  return db
    .select({
      id: geldverstrekkers.id,
      naam: geldverstrekkers.naam,
      ontvangerCode: geldverstrekkers.ontvangerCode,
      agentnummer: kantoorGeldverstrekkers.agentnummer,
      sinds: kantoorGeldverstrekkers.sinds,
    })
    .from(kantoorGeldverstrekkers)
    .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, kantoorGeldverstrekkers.geldverstrekkerId))
    .where(eq(kantoorGeldverstrekkers.kantoorId, officeId))
    .orderBy(asc(geldverstrekkers.naam), asc(geldverstrekkers.id));
}

/** GET /adviseurs/current/geldverstrekkers: those of the signed-in adviser's office. */
export async function currentLenders(db: Db, user: SessionUser) {
  if (user.kantoorId === null) throw notFound();
  return officeLenders(db, user.kantoorId);
}
