import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, gebruikerProfielen, gebruikers, kantoren } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../permissions/access';
import { officeDossiers, officeScope } from './scope';

const name = { id: gebruikers.id, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam };
const activeAdvisersOf = (officeId: number) => and(eq(gebruikers.kantoorId, officeId), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true));

/**
 * GET /kantoors/{id}/adviseurs: the office's active advisers, surname first, with their e-mail,
 * office phone and running dossiers (those the caller may see). An office outside the caller's
 * scope, or unknown, is a 404.
 */
export async function officeAdvisers(db: Db, user: SessionUser, officeId: number) {
  const [office] = await db.select({ id: kantoren.id }).from(kantoren).where(and(eq(kantoren.id, officeId), officeScope(user)));
  if (!office) throw notFound();
  return db
    .select({
      ...name,
      email: gebruikers.email,
      telefoonnummer: gebruikerProfielen.telefoonnummer,
      lopendeDossiers: sql<number>`(select count(*) from ${dossiers} where ${officeDossiers(user, sql`${officeId}::int`)} and ${dossiers.adviseurId} = ${sql.identifier('gebruikers')}.${sql.identifier('id')} and ${dossiers.status} = 'LOPEND' and not ${dossiers.gearchiveerd})`.mapWith(Number),
    })
    .from(gebruikers)
    .leftJoin(gebruikerProfielen, eq(gebruikerProfielen.gebruikerId, gebruikers.id))
    .where(activeAdvisersOf(officeId))
    .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
}

/** GET /adviseurs/teammates: the active advisers of the signed-in adviser's office, the adviser included and marked. */
export async function teammates(db: Db, user: SessionUser) {
  if (user.kantoorId === null) return [];
  const rows = await db
    .select({ ...name, email: gebruikers.email, telefoonnummer: gebruikerProfielen.telefoonnummer, mobielnummer: gebruikerProfielen.mobielnummer })
    .from(gebruikers)
    .leftJoin(gebruikerProfielen, eq(gebruikerProfielen.gebruikerId, gebruikers.id))
    .where(activeAdvisersOf(user.kantoorId))
    .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
  return rows.map((row) => ({ ...row, zelf: row.id === user.id }));
}
