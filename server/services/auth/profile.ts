import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  gebruikerOrganisaties,
  gebruikerProfielen,
  gebruikerRollen,
  gebruikers,
  gebruikerTeams,
  geldverstrekkers,
  kantoren,
  organisaties,
  rollen,
  teams,
} from '../../db/schema';
import { notFound } from '../../errors';

/** What loadProfile answers. */
export const profileAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  voorLetters: z.string(),
  tussenVoegsels: z.string().nullable(),
  achterNaam: z.string(),
  typeCode: z.string(),
  kantoor: z.object({ id: z.number().int(), bedrijfsNaam: z.string(), plaatsNaam: z.string() }).nullable(),
  geldverstrekker: z.object({ id: z.number().int(), naam: z.string() }).nullable(),
  roles: z.array(z.string()),
  teams: z.array(z.string()),
  organisaties: z.array(z.string()),
  permissions: z.array(z.string()),
  telefoonnummer: z.string().nullable(),
  mobielnummer: z.string().nullable(),
  fotoId: z.number().int().nullable(),
  version: z.number().int(),
});

/** The signed-in user's own data as the profile screen and the user panel show it (docs/profile.md). */
export async function loadProfile(db: Db, userId: number, permissions: ReadonlySet<string>) {
  const [row] = await db
    .select({
      user: gebruikers,
      kantoor: { id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam, plaatsNaam: kantoren.plaatsNaam },
      geldverstrekker: { id: geldverstrekkers.id, naam: geldverstrekkers.naam },
      // The never-null version first: drizzle reads a left-joined object as absent when its first column is null.
      profiel: { version: gebruikerProfielen.version, telefoonnummer: gebruikerProfielen.telefoonnummer, mobielnummer: gebruikerProfielen.mobielnummer, fotoId: gebruikerProfielen.fotoBestandId },
    })
    .from(gebruikers)
    .leftJoin(kantoren, eq(kantoren.id, gebruikers.kantoorId))
    .leftJoin(geldverstrekkers, eq(geldverstrekkers.id, gebruikers.geldverstrekkerId))
    .leftJoin(gebruikerProfielen, eq(gebruikerProfielen.gebruikerId, gebruikers.id))
    .where(eq(gebruikers.id, userId));
  if (!row) throw notFound();
  const [roles, userTeams, userOrganisations] = await Promise.all([
    db
      .select({ naam: rollen.naam })
      .from(gebruikerRollen)
      .innerJoin(rollen, eq(rollen.id, gebruikerRollen.rolId))
      .where(eq(gebruikerRollen.gebruikerId, userId))
      .orderBy(sql`${rollen.naam} asc`),
    db
      .select({ naam: teams.teamNaam })
      .from(gebruikerTeams)
      .innerJoin(teams, eq(teams.id, gebruikerTeams.teamId))
      .where(eq(gebruikerTeams.gebruikerId, userId))
      .orderBy(asc(teams.teamNaam)),
    db
      .select({ naam: organisaties.naam })
      .from(gebruikerOrganisaties)
      .innerJoin(organisaties, eq(organisaties.id, gebruikerOrganisaties.organisatieId))
      .where(eq(gebruikerOrganisaties.gebruikerId, userId))
      .orderBy(asc(organisaties.naam)),
  ]);
  const { user, profiel } = row;
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
    teams: userTeams.map((t) => t.naam),
    organisaties: userOrganisations.map((o) => o.naam),
    permissions: [...permissions].sort(),
    telefoonnummer: profiel?.telefoonnummer ?? null,
    mobielnummer: profiel?.mobielnummer ?? null,
    fotoId: profiel?.fotoId ?? null,
    // No profile row yet: version 1, the version the row is created with.
    version: profiel?.version ?? 1,
  };
}
