import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gebruikers, gebruikerTeams, taakDelegaties, taakGelezen, taken, teams } from '../db/schema';

/** What staff ask each other about a dossier: subject, description, category (taak_types id). */
const WORK: [string, string, number][] = [
  ['Taxatierapport controleren', 'Taxatierapport controleren op marktwaarde en bouwjaar voor vrijdag.', 1],
  ['Werkgeversverklaring ontbreekt', 'Adviseur bellen: de werkgeversverklaring van de tweede aanvrager ontbreekt.', 1],
  ['Offerte verlengen', 'Klant vraagt om verlenging van de offerte met drie maanden.', 1],
  ['Klacht over doorlooptijd', 'Adviseur klaagt over de doorlooptijd van de acceptatie; terugbellen.', 3],
  ['Nota van afrekening nakijken', 'Nota van afrekening van de notaris vergelijken met de hypotheekakte.', 4],
  ['Bankgarantie afgeven', 'Bankgarantie voor de koopovereenkomst uiterlijk morgen afgeven.', 1],
  ['Inkomensberekening herzien', 'Inkomen uit onderneming opnieuw berekenen met de jaarcijfers van vorig jaar.', 1],
  ['Overleg met teamleider', 'Dossier bespreken in het teamoverleg van donderdag.', 2],
  ['Energielabel opvragen', 'Energielabel van het onderpand opvragen bij de adviseur.', 1],
  ['Klant terugbellen', 'Klant heeft gebeld over de status van de aanvraag; terugbellen.', 2],
];

const HOUR = 3600_000;

/**
 * Demo tasks for the demo staff (docs/tasks.md "Demo data"): for medewerker and employee and their
 * teams, some overdue, some due today or tomorrow, some done, some unread; and a few for the
 * demo lender's team on its own dossiers. Deterministic, about a hundred rows.
 */
export async function seedTasks(db: Db, now = new Date()) {
  const users = await db.select().from(gebruikers).where(inArray(gebruikers.username, ['medewerker', 'employee', 'verstrekker', 'medewerker1', 'medewerker6', 'medewerker2']));
  const by = Object.fromEntries(users.map((u) => [u.username, u]));
  if (!by.medewerker || !by.employee) return;
  const teamOf = async (userId: number) =>
    (await db.select({ id: gebruikerTeams.teamId }).from(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, userId)).orderBy(asc(gebruikerTeams.teamId)))[0]?.id ?? null;
  const staffDossiers = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.cds, false), eq(dossiers.btl, false))).orderBy(asc(dossiers.id)).limit(60);
  const ownTeams = await db.select({ id: teams.id }).from(teams).where(and(isNull(teams.moneyProviderId), eq(teams.active, true))).orderBy(asc(teams.id));
  const staff = [by.medewerker, by.employee, by.medewerker1, by.medewerker6, by.medewerker2].filter(Boolean);

  const rows: (typeof taken.$inferInsert)[] = [];
  for (let i = 0; i < 90; i++) {
    const [onderwerp, omschrijving, typeId] = WORK[i % WORK.length];
    // From three days late to two weeks ahead, in whole hours within office time.
    const offsetHours = ((i * 37) % (17 * 24)) - 3 * 24;
    const deadline = new Date(Math.floor((now.getTime() + offsetHours * HOUR) / HOUR) * HOUR);
    const forTeam = i % 4 === 3;
    const creator = staff[(i + 1) % staff.length];
    const done = i % 7 === 2;
    rows.push({
      onderwerp,
      omschrijving,
      typeId,
      aanleiding: ['O', 'I', 'U', 'E', 'B'][i % 5],
      prioriteitId: i % 7 === 0 ? 1 : i % 3 === 0 ? 2 : 3,
      deadline,
      dossierId: i % 6 === 5 ? null : staffDossiers[i % Math.max(staffDossiers.length, 1)]?.id ?? null,
      toegewezenAanId: forTeam ? null : staff[i % staff.length].id,
      teamId: forTeam ? ownTeams[i % Math.max(ownTeams.length, 1)]?.id : null,
      aangemaaktDoorId: creator.id,
      gedaan: done,
      gedaanOp: done ? new Date(now.getTime() - (i % 48) * HOUR) : null,
      gedaanDoorId: done ? staff[i % staff.length].id : null,
      createdAt: new Date(now.getTime() - ((i % 10) + 1) * 24 * HOUR),
    });
  }
  const lenderTeam = by.verstrekker ? await teamOf(by.verstrekker.id) : null;
  if (by.verstrekker && lenderTeam !== null) {
    const lenderDossiers = await db.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.geldverstrekkerId, by.verstrekker.geldverstrekkerId!)).orderBy(asc(dossiers.id)).limit(5);
    lenderDossiers.forEach((d, i) =>
      rows.push({
        onderwerp: 'Acceptatie beoordelen',
        omschrijving: 'Aanvraag beoordelen en de acceptatievoorwaarden vastleggen.',
        typeId: 1,
        deadline: new Date(now.getTime() + (i * 20 - 10) * HOUR),
        dossierId: d.id,
        teamId: lenderTeam,
        geldverstrekkerId: by.verstrekker.geldverstrekkerId,
        aangemaaktDoorId: by.verstrekker.id,
      }),
    );
  }

  await db.transaction(async (tx) => {
    const inserted = await tx.insert(taken).values(rows).returning();
    await tx.insert(taakDelegaties).values(inserted.map((t) => ({ taakId: t.id, actie: 'AANGEMAAKT' as const, doorId: t.aangemaaktDoorId, naarGebruikerId: t.toegewezenAanId, naarTeamId: t.teamId, at: t.createdAt })));
    // Creators have read their tasks; of the rest, every other one has been opened by its holder.
    await tx.insert(taakGelezen).values([
      ...inserted.map((t) => ({ taakId: t.id, gebruikerId: t.aangemaaktDoorId! })),
      ...inserted.filter((t, i) => i % 2 === 0 && t.toegewezenAanId !== null && t.toegewezenAanId !== t.aangemaaktDoorId).map((t) => ({ taakId: t.id, gebruikerId: t.toegewezenAanId! })),
    ]).onConflictDoNothing();
  });
}

/**
 * `count` generated tasks for the benchmark (INSERT … SELECT from generate_series): spread over
 * the dossiers, the active staff and the processor's teams; most long done (history), about 5 %
 * open; a read mark for every done one.
 */
export async function seedBulkTasks(db: Db, total: number) {
  await db.execute(sql`
    with staff as (select array_agg(id order by id) as ids from gebruikers where type_code in ('M', 'E') and active),
         own as (select array_agg(id order by id) as ids from teams where money_provider_id is null and active),
         range as (select min(id) as lo, max(id) as hi from dossiers)
    insert into taken (onderwerp, omschrijving, type_id, prioriteit_id, deadline, dossier_id, toegewezen_aan_id, team_id,
                       aangemaakt_door_id, gedaan, gedaan_op, created_at, updated_at)
    select 'Taak ' || g, 'Gegenereerde taak ' || g, 1 + g % 4, 1 + g % 3,
           now() + ((g % 2000) - 1900) * interval '1 day' / 10,
           range.lo + (g * 7919) % (range.hi - range.lo + 1),
           case when (g / 20) % 4 = 1 then null else staff.ids[1 + (g / 20) % cardinality(staff.ids)] end,
           case when (g / 20) % 4 = 1 then own.ids[1 + (g / 20) % cardinality(own.ids)] end,
           staff.ids[1 + (g / 7) % cardinality(staff.ids)],
           g % 20 <> 0, case when g % 20 <> 0 then now() - (g % 900) * interval '1 day' end,
           now() - (g % 900) * interval '1 day', now()
    from generate_series(1, ${total}) g, staff, own, range`);
  await db.execute(sql`
    insert into taak_gelezen (gebruiker_id, taak_id)
    select toegewezen_aan_id, id from taken where gedaan and toegewezen_aan_id is not null
    on conflict do nothing`);
}
