import { fakerNL as faker } from '@faker-js/faker';
import { count } from 'drizzle-orm';
import { PERMISSION_CATALOG } from '../../contract/permission-catalog';
import { hashPassword } from '../services/auth/passwords';
import type { Db } from '../db/client';
import {
  berichtTemplates,
  gebruikerOrganisaties,
  gebruikerRollen,
  gebruikers,
  gebruikerTeams,
  geldverstrekkers,
  kantoren,
  labels,
  menuRapportages,
  organisaties,
  permissies,
  rolPermissies,
  rollen,
  teams,
} from '../db/schema';
import { BERICHT_TEMPLATES, lenderTemplate } from './bericht-templates';
import { LABELS, ORGANISATIES, PLAATSEN } from './dossier-data';
import { GELDVERSTREKKERS, INTERNE_TEAMS, RAPPORTAGES } from './organisation';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_ROLES } from './roles';
import { splitSurname } from './dossier-data';

// Where the tests have always found it.
export { DEMO_PASSWORD } from './demo-accounts';

const slug = (text: string) => text.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');

export async function isEmpty(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(gebruikers);
  return n === 0;
}

/**
 * Fills an empty database with the deterministic demo organisation: permissions, roles, money
 * providers, offices, teams, the demo accounts and generated colleagues, organisations and dossier
 * labels. Runs in one transaction; the dossiers come from seedDossiers (./dossiers.ts).
 */
export async function seedDemo(db: Db, options: { advisers?: number; offices?: number } = {}) {
  faker.seed(20261121);
  const officeCount = options.offices ?? 25;
  const adviserCount = options.advisers ?? 60;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.insert(permissies).values(Object.entries(PERMISSION_CATALOG).map(([naam, omschrijving]) => ({ naam, omschrijving }))).onConflictDoNothing();
    const roleRows = await tx
      .insert(rollen)
      .values(DEMO_ROLES.map(({ naam, omschrijving }) => ({ naam, omschrijving })))
      .returning();
    const roleId = Object.fromEntries(roleRows.map((r) => [r.naam, r.id]));
    await tx
      .insert(rolPermissies)
      .values(DEMO_ROLES.flatMap((r) => r.permissions.map((permissie) => ({ rolId: roleId[r.naam], permissie }))));

    const lenders = await tx
      .insert(geldverstrekkers)
      .values(GELDVERSTREKKERS.map(([naam, ontvangerCode]) => ({ naam, ontvangerCode })))
      .returning();
    const offices = await tx
      .insert(kantoren)
      .values(
        Array.from({ length: officeCount }, (_, i) => {
          const plaats = PLAATSEN[(i * 7) % PLAATSEN.length];
          return {
            // faker's Dutch company names still join with the English 'and'.
            bedrijfsNaam: `${faker.company.name().replace(/ and /g, ' en ')} Hypotheekadvies`,
            plaatsNaam: plaats.naam,
            regio: plaats.regio,
            // About a third of the offices work under a mandate (volmacht) of the money providers.
            kantoorType: i % 3 === 0 ? ('VOLMACHT' as const) : ('NIET_VOLMACHT' as const),
          };
        }),
      )
      .returning();

    const ownTeams = await tx
      .insert(teams)
      .values(
        INTERNE_TEAMS.map(([teamNaam, teamType]) => ({
          teamNaam,
          teamType,
          teamEmail: `${slug(teamNaam)}@backoffice.example.nl`,
        })),
      )
      .returning();
    const lenderTeams = await tx
      .insert(teams)
      .values(
        lenders.slice(0, 8).map((l) => ({
          teamNaam: `Acceptatie ${l.naam}`,
          teamType: 'TEAM',
          teamEmail: `acceptatie.${slug(l.ontvangerCode)}@geldverstrekker.example.nl`,
          moneyProviderId: l.id,
        })),
      )
      .returning();

    const person = () => {
      const sex = faker.helpers.arrayElement(['male', 'female'] as const);
      const first = faker.person.firstName(sex);
      const prefix = faker.helpers.maybe(() => faker.helpers.arrayElement(['van', 'de', 'van der', 'van den', 'ter']), { probability: 0.3 }) ?? null;
      // faker's Dutch surnames may carry their own prefix ('de Jong'): one prefix per name, never 'van den de Jong'.
      const surname = splitSurname(faker.person.lastName());
      return { voorLetters: `${first[0]}.`, tussenVoegsels: surname.tussenVoegsels ?? prefix, achterNaam: surname.achterNaam };
    };

    const demoUsers = await tx
      .insert(gebruikers)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          username: a.username,
          passwordHash,
          email: `${a.username}@demo.example.nl`,
          typeCode: a.typeCode,
          kantoorId: a.typeCode === 'A' ? offices[0].id : null,
          geldverstrekkerId: a.typeCode === 'H' ? lenders[0].id : null,
          ...person(),
        })),
      )
      .returning();
    const colleagues = await tx
      .insert(gebruikers)
      .values([
        ...Array.from({ length: adviserCount }, (_, i) => {
          const p = person();
          return {
            ...p,
            username: `adviseur${i + 1}`,
            passwordHash,
            email: `${slug(p.achterNaam)}.${i + 1}@advies.example.nl`,
            typeCode: 'A',
            kantoorId: offices[i % offices.length].id,
          };
        }),
        ...Array.from({ length: 24 }, (_, i) => {
          const p = person();
          return { ...p, username: `medewerker${i + 1}`, passwordHash, email: `${slug(p.achterNaam)}.${i + 1}@backoffice.example.nl`, typeCode: 'M' };
        }),
      ])
      .returning();

    const byName = Object.fromEntries(demoUsers.map((u) => [u.username, u]));
    await tx.insert(gebruikerRollen).values([
      ...DEMO_ACCOUNTS.map((a) => ({ gebruikerId: byName[a.username].id, rolId: roleId[a.role] })),
      ...colleagues.map((u) => ({ gebruikerId: u.id, rolId: roleId[u.typeCode === 'A' ? 'Adviseur' : 'Medewerker'] })),
    ]);

    const staff = [byName.medewerker, byName.employee, ...colleagues.filter((u) => u.typeCode === 'M')];
    await tx.insert(gebruikerTeams).values([
      ...staff.map((u, i) => ({ gebruikerId: u.id, teamId: ownTeams[i % 6].id })),
      { gebruikerId: byName.medewerker.id, teamId: ownTeams[2].id },
      { gebruikerId: byName.verstrekker.id, teamId: lenderTeams[0].id },
    ]);

    await tx.insert(menuRapportages).values(RAPPORTAGES.map((report, volgorde) => ({ ...report, volgorde })));
    const organisations = await tx.insert(organisaties).values(ORGANISATIES.map((naam) => ({ naam }))).returning();
    // The demo staff member works for the first two labels (Beheer › Gebruikers › Organisaties).
    await tx.insert(gebruikerOrganisaties).values(organisations.slice(0, 2).map((o) => ({ gebruikerId: byName.medewerker.id, organisatieId: o.id })));
    await tx.insert(labels).values(LABELS.map(([naam, kleur]) => ({ naam, kleur })));
    await tx.insert(berichtTemplates).values([...BERICHT_TEMPLATES, lenderTemplate(lenders[0].id, lenders[0].naam)]);
  });
}
