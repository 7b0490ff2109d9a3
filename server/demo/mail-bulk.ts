import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mails } from '../db/schema';
import { withoutSecondaryIndexes } from './bulk';
import { PLAATSEN, WERKGEVERS } from './dossier-data';
import { bulkNames } from './notes';

type Sender = 'adviseur' | 'klant' | 'notaris' | 'geldverstrekker';

/**
 * What comes in at a back office and what it sends: a subject and a plain text with, in order, a
 * person's name, an employer, a place, an amount, a date and a dossier number (`%1$s` … `%6$s`,
 * PostgreSQL's format() placeholders). The words are the notes' words (taxatierapport,
 * werkgeversverklaring, bankgarantie …), so the search ranks mail and notes against each other.
 */
const INCOMING: [Sender, string, string][] = [
  ['adviseur', 'Werkgeversverklaring %1$s', 'Goedemorgen,\n\nHierbij de getekende werkgeversverklaring van %2$s voor %1$s (dossier %6$s). Kunt u laten weten of de inkomenstoets hiermee rond is?\n\nMet vriendelijke groet,'],
  ['adviseur', 'Taxatierapport woning %3$s', 'Hallo,\n\nIn de bijlage het gevalideerde taxatierapport van de woning in %3$s, marktwaarde %4$s. Het energielabel volgt morgen.\n\nGroet,'],
  ['adviseur', 'Verlenging offerte dossier %6$s', 'Goedemiddag,\n\nKunt u de offerte van %1$s verlengen tot %5$s? De koopovereenkomst is getekend, de ontbindende voorwaarde loopt nog.\n\nAlvast dank,'],
  ['adviseur', 'Stand van de acceptatie %1$s', 'Beste collega,\n\nDe klant belde: hoe staat het met de acceptatie? De passeerdatum bij de notaris is %5$s.\n\nMet vriendelijke groet,'],
  ['adviseur', 'Zonnepanelen en warmtepomp', 'Hallo,\n\n%1$s wil extra lenen voor zonnepanelen en een warmtepomp in de woning in %3$s. Past dat binnen het energiebespaarbudget?\n\nGroet,'],
  ['klant', 'Loonstroken en bankafschriften', 'Goedemiddag,\n\nMijn adviseur vroeg mij de laatste drie loonstroken van %2$s rechtstreeks te sturen. Bij deze.\n\nVriendelijke groet,\n%1$s'],
  ['klant', 'Vraag over mijn offerte', 'Beste heer, mevrouw,\n\nIk heb de offerte ontvangen voor de woning in %3$s, maar de rente is hoger dan mijn adviseur noemde. Klopt dat?\n\nGroet,\n%1$s'],
  ['klant', 'Nieuwe kopie paspoort', 'Goedemorgen,\n\nMijn paspoort was verlopen op %5$s; hierbij een kopie van het nieuwe.\n\nMet vriendelijke groet,\n%1$s'],
  ['notaris', 'Conceptakte %1$s', 'Geachte heer, mevrouw,\n\nBijgaand de conceptakte van levering en hypotheek voor %1$s, woning in %3$s. De passeerdatum staat op %5$s. Graag ontvangen wij de hypotheekopdracht.\n\nMet vriendelijke groet,'],
  ['notaris', 'Bankgarantie koopsom %4$s', 'Geachte heer, mevrouw,\n\nGraag ontvangen wij de bankgarantie van tien procent van de koopsom van %4$s voor de woning in %3$s, uiterlijk %5$s.\n\nMet vriendelijke groet,'],
  ['notaris', 'Nota van afrekening dossier %6$s', 'Geachte heer, mevrouw,\n\nIn de bijlage de nota van afrekening voor %1$s. De hypotheekakte passeert op %5$s.\n\nMet vriendelijke groet,'],
  ['geldverstrekker', 'Bindend aanbod %1$s', 'Geachte relatie,\n\nHierbij ontvangt u het bindend aanbod voor %1$s, hoofdsom %4$s. Het aanbod is geldig tot %5$s.\n\nMet vriendelijke groet,\nAfdeling Acceptatie'],
  ['geldverstrekker', 'Aanvullende voorwaarde taxatierapport', 'Geachte relatie,\n\nDe aanvraag van %1$s is voorlopig geaccepteerd onder voorwaarde van een gevalideerd taxatierapport (NWWI) van de woning in %3$s.\n\nMet vriendelijke groet,\nAfdeling Acceptatie'],
  ['geldverstrekker', 'BKR-toetsing %1$s', 'Geachte relatie,\n\nDe BKR-toetsing van %1$s toont een doorlopend krediet bij een webwinkel. Graag een bewijs van aflossing vóór %5$s.\n\nMet vriendelijke groet,\nAfdeling Acceptatie'],
];

/** What the back office writes from its own mailboxes (the sender is the mailbox). */
const OUTGOING: [string, string][] = [
  ['Re: Werkgeversverklaring %1$s', 'Dank voor de werkgeversverklaring van %2$s. Het inkomen is herberekend; de hoofdsom van %4$s blijft binnen de norm.'],
  ['Werkgeversverklaring ontbreekt', 'Beste adviseur,\n\nDe werkgeversverklaring van %2$s voor %1$s hebben wij nog niet ontvangen. Graag vóór %5$s, anders verloopt de offerte.'],
  ['Echtscheidingsconvenant %1$s', 'Beste adviseur,\n\nVoor de acceptatie hebben wij het getekende echtscheidingsconvenant van %1$s nodig; de woning in %3$s blijft bij de klant.'],
  ['Pensioenopbouw en UPO', 'Beste adviseur,\n\nGraag het UPO van %1$s bij %2$s: het pensioeninkomen vanaf de AOW-leeftijd gaat mee in de toets.'],
  ['Startersvrijstelling woning %3$s', 'Beste adviseur,\n\nDe woning in %3$s blijft onder de grens van %4$s; de startersvrijstelling is van toepassing.'],
  ['Jaarcijfers onderneming %1$s', 'Beste adviseur,\n\nVoor het ondernemersinkomen van %1$s ontvangen wij graag de jaarcijfers van de laatste drie jaar en een inkomensverklaring.'],
];

const ADVICE_DOMAINS = ['hypotheekshop-amersfoort', 'dewaal-financieel-advies', 'huisenhypotheek-utrecht', 'adviespunt-zwolle', 'vanleeuwen-hypotheken', 'financieel-fit-eindhoven', 'hypotheekhuis-groningen', 'kustadvies-haarlem'];
const MAIL_PROVIDERS = ['ziggo', 'kpnmail', 'hotmail', 'gmail', 'xs4all', 'planet'];
const NOTARIES = [['Notariskantoor Van der Berg', 'passeren@vanderbergnotarissen'], ['Notariaat Bakker', 'akte@notariaat-bakker'], ['De Notaris van Hier', 'info@denotarisvanhier'], ['Jongbloed Notarissen', 'hypotheken@jongbloed-notarissen'], ['Notarishuis Delft', 'passeren@notarishuis-delft']];
const LENDERS = [['Acceptatie Hypotheken', 'acceptatie@geldverstrekker'], ['Bank van Hier Hypotheken', 'hypotheken@bankvanhier'], ['Woonfonds Acceptatie', 'acceptatie@woonfonds'], ['Spaarbank Hypotheken', 'hypotheken@spaarbank']];

const slug = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

/**
 * Senders of incoming mail by kind, as [name, address]: advisers and applicants by name and address
 * ('j.devries@kustadvies-haarlem.example.nl'; an applicant is the person the text names), notaries'
 * and lenders' offices by their name.
 */
function senders() {
  const people = bulkNames();
  const person = (i: number, domains: string[]) => {
    const { name, firstName, surname } = people[i % people.length];
    return [name, `${slug(firstName.charAt(0))}.${slug(surname)}@${domains[i % domains.length]}.example.nl`];
  };
  const office = ([name, address]: string[]) => [name, `${address}.example.nl`];
  return {
    adviseur: Array.from({ length: 400 }, (_, i) => person(i * 5 + 1, ADVICE_DOMAINS)),
    klant: people.map((_, i) => person(i, MAIL_PROVIDERS)),
    notaris: NOTARIES.map(office),
    geldverstrekker: LENDERS.map(office),
  };
}

/**
 * `total` generated messages for the mail and search benchmarks, in one INSERT … SELECT (after
 * what is there): a fifth in medewerker's mailbox (the heaviest own mailbox a person would have),
 * the rest over every other mailbox; folders, read marks, links to dossiers and archive in the
 * proportions of a working back office, one every 63 seconds (the newest last, as ids grow), so
 * a million span two years. Subjects and texts from INCOMING and OUTGOING with the notes' 2,000
 * people, employers, places, amounts and dates; incoming mail from advisers and applicants by
 * name and address, notaries and lenders by office; sent mail from its mailbox. The indexes are
 * built once afterwards (far cheaper than a million updates of the search vector's GIN index).
 */
export async function seedBulkMail(db: Db, total: number) {
  const from = senders();
  const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
  const column = <T>(rows: T[], pick: (row: T) => string) => texts(rows.map(pick));
  const kinds = INCOMING.map(([kind]) => kind);
  const names = bulkNames().map((n) => n.name);
  await withoutSecondaryIndexes(db, [mails], async () => {
    await db.execute(sql`
      with boxes as (select array_agg(id order by id) as ids from postvakken),
           own as (select p.id from postvakken p join gebruikers g on g.id = p.gebruiker_id where g.username = 'medewerker'),
           range as (select min(id) as lo, max(id) as hi from dossiers),
           start as (select coalesce(max(id), 0) as n from mails),
           words as (select ${column(INCOMING, ([, s]) => s)} as in_subjects, ${column(INCOMING, ([, , b]) => b)} as in_bodies, ${texts(kinds)} as in_kinds,
                            ${column(OUTGOING, ([s]) => s)} as out_subjects, ${column(OUTGOING, ([, b]) => b)} as out_bodies,
                            ${texts(names)} as names, ${texts(WERKGEVERS)} as employers, ${texts(PLAATSEN.map((p) => p.naam))} as places,
                            ${column(from.adviseur, ([n]) => n)} as adv_names, ${column(from.adviseur, ([, a]) => a)} as adv_addresses,
                            ${column(from.klant, ([n]) => n)} as client_names, ${column(from.klant, ([, a]) => a)} as client_addresses,
                            ${column(from.notaris, ([n]) => n)} as notary_names, ${column(from.notaris, ([, a]) => a)} as notary_addresses,
                            ${column(from.geldverstrekker, ([n]) => n)} as lender_names, ${column(from.geldverstrekker, ([, a]) => a)} as lender_addresses),
           generated as (
             select g, g % 20 < 15 as incoming,
                    case when g % 5 = 0 then (select id from own) else b.ids[(1 + g % array_length(b.ids, 1))::int] end as postvak_id,
                    (1 + (g * 13) % cardinality(w.in_subjects))::int as t_in, (1 + (g * 7) % cardinality(w.out_subjects))::int as t_out,
                    (range.lo + (g * 7919) % (range.hi - range.lo + 1))::int as dossier,
                    (1 + (g * 31) % cardinality(w.names))::int as person, (1 + (g * 17) % cardinality(w.adv_names))::int as adviser,
                    (1 + g % cardinality(w.notary_names))::int as notary, (1 + g % cardinality(w.lender_names))::int as lender,
                    (1 + (g / 3) % cardinality(w.employers))::int as employer, (1 + (g / 5) % cardinality(w.places))::int as place,
                    '€ ' || (150000 + ((g * 7919) % 450) * 1000)::text as amount, to_char(date '2024-06-01' + (g % 900)::int, 'DD-MM-YYYY') as day
             -- bigint: g * 7919 passes the integer range at a million
             from start, generate_series(start.n + 1, start.n + ${total}::bigint) g, boxes b, range, words w)
      insert into mails (postvak_id, map, richting, vingerafdruk, message_id, van_adres, van_naam, aan, onderwerp, tekst, ontvangen_op, gelezen, opvolgen, gearchiveerd, dossier_id, koppeling, aantal_bijlagen, grootte)
      select x.postvak_id,
             case when x.g % 20 < 12 then 'INBOX' when x.g % 20 < 14 then 'IN_BEHANDELING' when x.g % 20 < 15 then 'WACHT_OP_REACTIE' else 'VERZONDEN' end,
             case when x.incoming then 'IN' else 'UIT' end,
             'mid:<bench-' || x.g || '@voorbeeld.nl>', '<bench-' || x.g || '@voorbeeld.nl>',
             case when not x.incoming then p.adres
                  when w.in_kinds[x.t_in] = 'adviseur' then w.adv_addresses[x.adviser]
                  when w.in_kinds[x.t_in] = 'klant' then w.client_addresses[x.person]
                  when w.in_kinds[x.t_in] = 'notaris' then w.notary_addresses[x.notary]
                  else w.lender_addresses[x.lender] end,
             case when not x.incoming then null
                  when w.in_kinds[x.t_in] = 'adviseur' then w.adv_names[x.adviser]
                  when w.in_kinds[x.t_in] = 'klant' then w.client_names[x.person]
                  when w.in_kinds[x.t_in] = 'notaris' then w.notary_names[x.notary]
                  else w.lender_names[x.lender] end,
             '[]'::jsonb,
             format(case when x.incoming then w.in_subjects[x.t_in] else w.out_subjects[x.t_out] end, w.names[x.person], w.employers[x.employer], w.places[x.place], x.amount, x.day, x.dossier),
             format(case when x.incoming then w.in_bodies[x.t_in] else w.out_bodies[x.t_out] end, w.names[x.person], w.employers[x.employer], w.places[x.place], x.amount, x.day, x.dossier),
             now() - make_interval(secs => (s.n + ${total} - x.g) * 63.0), x.g % 10 >= 3, x.g % 17 = 0, x.g % 10 = 9,
             case when x.g % 3 = 0 then x.dossier end, case when x.g % 3 = 0 then 'AUTOMATISCH' end, case when x.g % 4 = 0 then 1 else 0 end, 20000
      from generated x join postvakken p on p.id = x.postvak_id, words w, start s`);
  });
}
