import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikerRollen, gebruikers, geldverstrekkers, kantoren, rollen } from '../../db/schema';
import { notFound } from '../../errors';

/** The signed-in user's own data as the profile screen and the user panel show it. */
export async function loadProfile(db: Db, userId: number, permissions: ReadonlySet<string>) {
  const [row] = await db
    .select({
      user: gebruikers,
      kantoor: { id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam, plaatsNaam: kantoren.plaatsNaam },
      geldverstrekker: { id: geldverstrekkers.id, naam: geldverstrekkers.naam },
    })
    .from(gebruikers)
    .leftJoin(kantoren, eq(kantoren.id, gebruikers.kantoorId))
    .leftJoin(geldverstrekkers, eq(geldverstrekkers.id, gebruikers.geldverstrekkerId))
    .where(eq(gebruikers.id, userId));
  if (!row) throw notFound();
  const roles = await db
    .select({ naam: rollen.naam })
    .from(gebruikerRollen)
    .innerJoin(rollen, eq(rollen.id, gebruikerRollen.rolId))
    .where(eq(gebruikerRollen.gebruikerId, userId))
    .orderBy(sql`${rollen.naam} asc`);
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    voorLetters: user.voorLetters,
    tussenVoegsels: user.tussenVoegsels,
    achterNaam: user.achterNaam,
    typeCode: user.typeCode,
    kantoor: row.kantoor?.id ? row.kantoor : null,
    geldverstrekker: row.geldverstrekker?.id ? row.geldverstrekker : null,
    roles: roles.map((r) => r.naam),
    permissions: [...permissions].sort(),
  };
}
