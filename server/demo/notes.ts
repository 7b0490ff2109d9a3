import { fakerNL as faker } from '@faker-js/faker';
import { and, asc, count, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gebruikers, notities } from '../db/schema';
import { PLAATSEN, WERKGEVERS, splitSurname } from './dossier-data';

/**
 * What a processor notes on a dossier: a subject and a text with, in order, a person's name, an
 * employer, a place, an amount and a date (`%1$s` … `%5$s`, PostgreSQL's format() placeholders).
 * One list for the demo notes and the benchmark's million, so the search meets the same language.
 */
const NOTES: [string, string][] = [
  ['Telefoongesprek adviseur', 'Adviseur belde over %1$s: de werkgeversverklaring van %2$s komt deze week. Afgesproken dat de taxatie in %3$s doorgaat.'],
  ['Werkgeversverklaring ontbreekt', 'Werkgeversverklaring van %2$s voor %1$s nog niet ontvangen. Adviseur per e-mail herinnerd, termijn %5$s.'],
  ['Taxatierapport gecontroleerd', 'Taxatierapport woning %3$s gecontroleerd: marktwaarde %4$s, geen bijzonderheden. Validatie door NWWI akkoord.'],
  ['Inkomen herberekend', 'Inkomen %1$s opnieuw berekend met de loonstroken van %2$s; de gevraagde hoofdsom van %4$s blijft binnen de norm.'],
  ['Overwaarde en eigen middelen', 'Klant %1$s brengt de overwaarde in van de woning in %3$s, verkocht voor %4$s. Bankafschrift eigen middelen opgevraagd.'],
  ['Offerte verlengd', 'Op verzoek van de adviseur de offerte verlengd tot %5$s. Rentemiddeling niet van toepassing.'],
  ['BKR-registratie', 'BKR-toetsing %1$s toont een doorlopend krediet bij een webwinkel; aflossing is toegezegd voor het passeren op %5$s.'],
  ['Koopovereenkomst ontvangen', 'Getekende koopovereenkomst voor de woning in %3$s ontvangen, koopsom %4$s, ontbindende voorwaarde financiering tot %5$s.'],
  ['Passeerdatum gepland', 'Notaris heeft de passeerdatum op %5$s gezet. Hypotheekakte en nota van afrekening volgen.'],
  ['Klacht doorlooptijd', 'Adviseur ontevreden over de doorlooptijd van de acceptatie voor %1$s. Teamleider ingelicht, terugbellen vóór %5$s.'],
  ['Energielabel en verduurzaming', 'Klant wil extra lenen voor zonnepanelen en een warmtepomp in de woning in %3$s. Energiebespaarbudget aangevraagd bij de taxateur.'],
  ['Dienstverband bevestigd', 'Werkgever %2$s bevestigt telefonisch het vaste dienstverband van %1$s; intentieverklaring niet nodig.'],
  ['Echtscheiding', 'Echtscheidingsconvenant %1$s ontvangen; de partneralimentatie is meegenomen in de maandlasten, de woning in %3$s blijft bij de klant.'],
  ['Bankgarantie afgegeven', 'Bankgarantie van tien procent van de koopsom van %4$s afgegeven aan de notaris in %3$s, geldig tot %5$s.'],
  ['Legitimatie verlopen', 'Kopie paspoort van %1$s is verlopen op %5$s. Nieuwe kopie opgevraagd via de adviseur.'],
  ['Overleg acceptant', 'Dossier %1$s besproken met de acceptant: akkoord onder voorwaarde van een hogere taxatiewaarde dan %4$s.'],
  ['Startersregeling', 'Klant komt in aanmerking voor de startersvrijstelling; woning in %3$s onder de grens van %4$s.'],
  ['Huurverklaring', 'Verhuurverklaring van de woning in %3$s ontvangen, getaxeerd op %4$s in verhuurde staat. Huurovereenkomst loopt tot %5$s.'],
  ['Ondernemer jaarcijfers', 'Jaarcijfers van de onderneming van %1$s ontvangen via de boekhouder; inkomensverklaring ondernemer aangevraagd.'],
  ['Pensioenopbouw', 'UPO van %1$s bij %2$s opgevraagd; het pensioeninkomen vanaf de AOW-leeftijd gaat mee in de toets.'],
];
const AANLEIDINGEN = ['I', 'U', 'E', 'O', 'B'];

const day = (ms: number) => new Date(ms).toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const euros = (n: number) => `€ ${n.toLocaleString('nl-NL')}`;
const fill = (template: string, values: string[]) => template.replace(/%(\d)\$s/g, (_, n: string) => values[Number(n) - 1]);

export async function hasNotes(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(notities);
  return n > 0;
}

/**
 * Demo notes (docs/search.md, "Demo data"): one or two on each of the first dossiers with
 * applicants, by the demo staff, over the dossier's life; what the search finds words in.
 */
export async function seedNotes(db: Db, now = new Date(), dossierCount = 150) {
  const staff = await db.select({ id: gebruikers.id }).from(gebruikers).where(inArray(gebruikers.username, ['medewerker', 'employee', 'medewerker1', 'medewerker2'])).orderBy(asc(gebruikers.id));
  const chosen = await db
    .select({ id: dossiers.id, naam: dossiers.naamHypotheekGever, ontvangenOp: dossiers.ontvangenOp })
    .from(dossiers)
    .where(and(isNotNull(dossiers.kantoorId), sql`${dossiers.naamHypotheekGever} <> ''`))
    .orderBy(asc(dossiers.id))
    .limit(dossierCount);
  if (!staff.length || !chosen.length) return;
  const rows: (typeof notities.$inferInsert)[] = [];
  chosen.forEach((dossier, i) => {
    for (let k = 0; k < 1 + (i % 2); k++) {
      const n = i * 2 + k;
      const [onderwerp, body] = NOTES[(i * 7 + k * 3) % NOTES.length];
      const started = dossier.ontvangenOp.getTime();
      const at = started + ((now.getTime() - started) * (k + 1)) / 3;
      const values = [dossier.naam, WERKGEVERS[n % WERKGEVERS.length], PLAATSEN[n % PLAATSEN.length].naam, euros(150_000 + ((n * 7919) % 450) * 1000), day(at + 14 * 86_400_000)];
      rows.push({ dossierId: dossier.id, onderwerp, aanleiding: AANLEIDINGEN[n % AANLEIDINGEN.length], prioriteitId: n % 9 === 0 ? 2 : 3, body: fill(body, values), auteurId: staff[n % staff.length].id, createdAt: new Date(at) });
    }
  });
  await db.insert(notities).values(rows);
}

/**
 * The 2,000 people of the benchmarks' generated notes and mail ('J. de Vries', with the first name
 * and surname apart for an address), the same every time (faker nl, a fixed seed).
 */
export function bulkNames() {
  faker.seed(20261127);
  return Array.from({ length: 2000 }, () => {
    const { tussenVoegsels, achterNaam } = splitSurname(faker.person.lastName());
    const firstName = faker.person.firstName();
    return { name: `${firstName.charAt(0)}. ${[tussenVoegsels, achterNaam].filter(Boolean).join(' ')}`, firstName, surname: [tussenVoegsels, achterNaam].filter(Boolean).join(' ') };
  });
}

/**
 * `total` generated notes for the search benchmark (INSERT … SELECT from generate_series): the
 * same subjects and texts, filled with one of 2,000 Dutch surnames, an employer, a place, an amount
 * and a date, spread over the dossiers and staff and over two and a half years.
 */
export async function seedBulkNotes(db: Db, total: number) {
  const surnames = bulkNames().map((n) => n.name);
  const text = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
  await db.execute(sql`
    with staff as (select array_agg(id order by id) as ids from gebruikers where type_code in ('M', 'E') and active),
         range as (select min(id) as lo, max(id) as hi from dossiers),
         words as (select ${text(NOTES.map(([s]) => s))} as subjects, ${text(NOTES.map(([, b]) => b))} as bodies, ${text(surnames)} as names,
                          ${text(WERKGEVERS)} as employers, ${text(PLAATSEN.map((p) => p.naam))} as places)
    insert into notities (dossier_id, onderwerp, aanleiding, prioriteit_id, body, auteur_id, created_at)
    select range.lo + (g * 7919) % (range.hi - range.lo + 1),
           words.subjects[1 + (g * 13) % cardinality(words.subjects)],
           (array['I', 'U', 'E', 'O', 'B'])[1 + g % 5],
           case when g % 9 = 0 then 2 else 3 end,
           format(words.bodies[1 + (g * 13) % cardinality(words.bodies)],
                  words.names[1 + (g * 31) % cardinality(words.names)],
                  words.employers[1 + (g / 3) % cardinality(words.employers)],
                  words.places[1 + (g / 5) % cardinality(words.places)],
                  '€ ' || (150000 + ((g * 7919) % 450) * 1000)::text,
                  to_char(date '2024-06-01' + (g % 900), 'DD-MM-YYYY')),
           staff.ids[1 + g % cardinality(staff.ids)],
           now() - (g % 900) * interval '1 day'
    from generate_series(1, ${total}) g, staff, range, words`);
}
