import { and, asc, eq } from 'drizzle-orm';
import { FASES, STAPPEN, type Fase } from '../../../contract/dossier';
import type { MergeFieldCode } from '../../../contract/merge-fields';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import {
  belangrijkeDatums,
  btlContractanten,
  gebruikers,
  geldverstrekkers,
  hypotheekgevers,
  hypotheken,
  kantoren,
  notarissen,
  objecten,
} from '../../db/schema';
import type { Dossier } from '../dossiers/audit';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const money = (value: number | null | undefined) => (value == null ? '' : euro.format(value));
/** Day-month-year as Dutch letters write it, on the Dutch calendar day. */
const dutchDate = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
const date = (value: string | Date | null | undefined) => (value ? dutchDate.format(new Date(value)) : '');

type Applicant = typeof hypotheekgevers.$inferSelect;

const isMan = (person: Applicant) => person.geslacht.startsWith('M');

/** "de heer J. de Vries" / "mevrouw A. Jansen", as a letter addresses a person. */
const formalName = (person: Applicant | undefined) => (person ? `${isMan(person) ? 'de heer' : 'mevrouw'} ${personName(person)}` : '');

/** "Geachte heer De Vries": without initials the prefix starts with a capital (Dutch spelling). */
const salutation = (person: Applicant | undefined) => {
  if (!person) return 'Geachte heer/mevrouw';
  const prefix = person.tussenVoegsels ? `${person.tussenVoegsels.charAt(0).toUpperCase()}${person.tussenVoegsels.slice(1)} ` : '';
  return `Geachte ${isMan(person) ? 'heer' : 'mevrouw'} ${prefix}${person.achterNaam}`;
};

const street = (a: { straatNaam: string | null; huisNummer: number | null; huisNummerToevoeging: string | null }) =>
  [a.straatNaam, [a.huisNummer, a.huisNummerToevoeging].filter((p) => p != null && p !== '').join(' ')].filter(Boolean).join(' ');

/** 1234AB Utrecht → "1234 AB Utrecht", the way PostNL writes it. */
const postcodePlace = (a: { postcode: string | null; plaatsNaam: string | null }) =>
  [a.postcode ? `${a.postcode.slice(0, 4)} ${a.postcode.slice(4)}` : '', a.plaatsNaam ?? ''].filter(Boolean).join(' ');

/**
 * Every merge field's value for one dossier (already within the user's scope), as display text in
 * Dutch formats. Missing data gives an empty text, never the code.
 */
export async function mergeValues(db: Db, dossier: Dossier, userId: number): Promise<Record<MergeFieldCode, string>> {
  // One read after another: the message to the adviser runs this in its transaction, whose one
  // connection takes a single query at a time (pg 9 refuses a second one meanwhile).
  const applicants = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossier.id)).orderBy(asc(hypotheekgevers.id));
  const [mortgage] = await db.select().from(hypotheken).where(eq(hypotheken.dossierId, dossier.id));
  const objects = await db.select().from(objecten).where(eq(objecten.dossierId, dossier.id)).orderBy(asc(objecten.id));
  const [office] = dossier.kantoorId ? await db.select().from(kantoren).where(eq(kantoren.id, dossier.kantoorId)) : [];
  const [adviser] = dossier.adviseurId ? await db.select().from(gebruikers).where(eq(gebruikers.id, dossier.adviseurId)) : [];
  const [lender] = await db.select().from(geldverstrekkers).where(eq(geldverstrekkers.id, dossier.geldverstrekkerId));
  const [notary] = await db.select().from(notarissen).where(eq(notarissen.dossierId, dossier.id)).orderBy(asc(notarissen.id)).limit(1);
  const [passing] = await db
    .select()
    .from(belangrijkeDatums)
    .where(and(eq(belangrijkeDatums.dossierId, dossier.id), eq(belangrijkeDatums.soort, 'PASSEERDATUM')));
  const contractors = await db.select().from(btlContractanten).where(eq(btlContractanten.dossierId, dossier.id)).orderBy(asc(btlContractanten.id));
  const [sender] = await db.select().from(gebruikers).where(eq(gebruikers.id, userId));
  const [first, partner] = applicants;
  const [object] = objects;
  const contractorNames = contractors
    .map((c) => (c.type === 'COMPANY' ? c.name : [c.firstName, c.familyNamePrefix, c.familyName].filter(Boolean).join(' ')))
    .filter(Boolean);
  const rent = objects.reduce((sum, o) => sum + (o.verhuurd ? (o.huurPerMaand ?? 0) : 0), 0);
  const stap = (STAPPEN[dossier.fase as Fase] as readonly { id: string; name: string }[]).find((s) => s.id === dossier.stap);
  return {
    'dossier.nummer': String(dossier.id),
    'dossier.offertenummer': dossier.offerteNr ?? '',
    'dossier.kenmerk': dossier.kenmerk ?? '',
    'dossier.fase': FASES.find((f) => f.id === dossier.fase)?.name ?? dossier.fase,
    'dossier.stap': stap?.name ?? dossier.stap,
    'dossier.geldigTot': date(dossier.geldigTot),
    'dossier.ontvangenOp': date(dossier.ontvangenOp),
    'dossier.passeerdatum': date(passing?.datum),
    'aanvrager.naam': formalName(first),
    'aanvrager.aanhef': salutation(first),
    'aanvrager.adres': first ? street(first) : '',
    'aanvrager.postcodePlaats': first ? postcodePlace(first) : '',
    'aanvrager.email': first?.email ?? '',
    'partner.naam': formalName(partner),
    'aanvragers.namen': dossier.naamHypotheekGever,
    'contractanten.namen': contractorNames.join(' & '),
    'portefeuille.aantalObjecten': String(objects.length),
    'portefeuille.huurPerMaand': money(rent),
    'hypotheek.hoofdsom': money(mortgage?.hoofdsom),
    'hypotheek.nhg': mortgage ? (mortgage.nhg ? 'ja' : 'nee') : '',
    'hypotheek.ingangsdatum': date(mortgage?.ingangsDatum),
    'object.adres': object ? street(object) : '',
    'object.postcodePlaats': object ? postcodePlace(object) : '',
    'object.koopsom': money(object?.koopsom),
    'object.marktwaarde': money(object?.marktwaarde),
    'adviseur.naam': personName(adviser),
    'kantoor.naam': office?.bedrijfsNaam ?? '',
    'kantoor.plaats': office?.plaatsNaam ?? '',
    'geldverstrekker.naam': lender?.naam ?? '',
    'notaris.kantoor': notary?.kantoorNaam ?? '',
    'medewerker.naam': personName(sender),
    'datum.vandaag': date(new Date()),
  };
}
