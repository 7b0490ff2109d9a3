import { z } from 'zod';
import { BELANGRIJKE_DATUM_SOORTEN, GESLACHT_CODES } from './dossier';
import {
  optionalAmount,
  optionalBsn,
  optionalDate,
  optionalEmail,
  optionalIban,
  optionalNumber,
  optionalPostcode,
  optionalRule,
  requiredAmount,
  requiredDate,
  requiredNumber,
  requiredPostcode,
  requiredRule,
  version,
} from './field-rules';
import { choice, int32, optionalText, requiredText } from './rules';

/**
 * The bodies of the dossier detail forms (spec 001 §7 "Forms (PUT)"), shared by the browser forms
 * and the server. Field names are the API's; `*_LABELS` are the Dutch labels of validation messages.
 */
const codes = <T extends readonly { id: string }[]>(list: T) => list.map((i) => i.id) as [T[number]['id'], ...T[number]['id'][]];

/** An applicant's partijNawData (hypotheekgever). */
export const partijNawSchema = z.object({
  geslacht: choice(GESLACHT_CODES),
  voorLetters: requiredRule('lettersDots', 20),
  voorNamen: optionalRule('letters', 100),
  tussenVoegsels: optionalRule('prefix', 20),
  achterNaam: requiredRule('lettersApostrophe', 100),
  geboorteDatum: requiredDate(),
  bsn: optionalBsn(),
  iban: optionalIban(),
  straatNaam: optionalRule('street', 100),
  huisNummer: optionalNumber(),
  huisNummerToevoeging: optionalRule('lettersDigits', 10),
  postcode: optionalPostcode(),
  plaatsNaam: optionalRule('lettersApostrophe', 100),
  land: z.preprocess((v) => v ?? 'NL', z.string().trim().regex(/^[A-Z]{2}$/, 'Let op: landcode van twee hoofdletters (NL).')),
  email: optionalEmail(),
  telefoonNummer: optionalRule('phone', 16),
});
export type PartijNaw = z.output<typeof partijNawSchema>;

export const PARTIJ_NAW_LABELS: Record<string, string> = {
  geslacht: 'Geslacht',
  voorLetters: 'Voorletters',
  voorNamen: 'Voornamen',
  tussenVoegsels: 'Tussenvoegsels',
  achterNaam: 'Achternaam',
  geboorteDatum: 'Geboortedatum',
  bsn: 'BSN',
  iban: 'IBAN',
  straatNaam: 'Straat',
  huisNummer: 'Huisnummer',
  huisNummerToevoeging: 'Toevoeging',
  postcode: 'Postcode',
  plaatsNaam: 'Plaats',
  land: 'Land',
  email: 'E-mailadres',
  telefoonNummer: 'Telefoonnummer',
};

/** PUT /hypotheekgever/{id}. */
export const hypotheekgeverSchema = z.object({ partijNawData: partijNawSchema, version: version() });

/** PUT /dossiers/{id}/hypotheekgevers: every applicant of the dossier, saved together. */
export const hypotheekgeversSchema = z
  .array(z.object({ id: int32({ error: 'Onbekende aanvrager.' }).int().positive(), partijNawData: partijNawSchema, version: version() }))
  .min(1, 'Een dossier heeft minstens één aanvrager.')
  .max(2, 'Een dossier heeft hoogstens twee aanvragers.');

/** PUT /dossiers/{id}/notarises: the notary who passes the deed. */
export const notarisSchema = z.object({
  kantoorNaam: requiredRule('companyName', 150),
  notarisNaam: optionalRule('lettersApostrophe', 100),
  straatNaam: optionalRule('street', 100),
  huisNummer: optionalNumber(),
  postcode: optionalPostcode(),
  plaatsNaam: optionalRule('lettersApostrophe', 100),
  email: optionalEmail(),
  telefoonNummer: optionalRule('phone', 16),
  version: version().optional(),
});
export const NOTARIS_LABELS: Record<string, string> = {
  kantoorNaam: 'Notariskantoor',
  notarisNaam: 'Notaris',
  straatNaam: 'Straat',
  huisNummer: 'Huisnummer',
  postcode: 'Postcode',
  plaatsNaam: 'Plaats',
  email: 'E-mailadres',
  telefoonNummer: 'Telefoonnummer',
};

/** PUT /dossiers/{id}/tuessenpersons (the spec's spelling): the intermediary. */
export const tussenpersoonSchema = z.object({
  naam: requiredRule('companyName', 150),
  afmNummer: optionalRule('digits', 8),
  tussenpersoonNummer: optionalRule('lettersDigits', 20),
  contactPersoon: optionalRule('lettersApostrophe', 100),
  email: optionalEmail(),
  telefoonNummer: optionalRule('phone', 16),
  version: version().optional(),
});
export const TUSSENPERSOON_LABELS: Record<string, string> = {
  naam: 'Naam',
  afmNummer: 'AFM-nummer',
  tussenpersoonNummer: 'Tussenpersoonnummer',
  contactPersoon: 'Contactpersoon',
  email: 'E-mailadres',
  telefoonNummer: 'Telefoonnummer',
};

/** PUT /dossiers/{id}/hypotheek: the mortgage's main figures. */
export const hypotheekSchema = z.object({
  hoofdsom: requiredAmount(),
  nhg: z.boolean({ error: 'Kies ja of nee.' }),
  eigenMiddelen: optionalAmount(),
  ingangsDatum: optionalDate(),
  /** Absent only when the dossier has no mortgage yet. */
  version: version().optional(),
});
export const HYPOTHEEK_LABELS: Record<string, string> = {
  hoofdsom: 'Hoofdsom',
  nhg: 'NHG',
  eigenMiddelen: 'Eigen middelen',
  ingangsDatum: 'Ingangsdatum',
};

/** PUT /dossiers/{id}/belangrijke-data: the important dates, one per kind; a kind left out is removed. */
export const belangrijkeDataSchema = z.object({
  datums: z
    .array(z.object({ soort: choice(codes(BELANGRIJKE_DATUM_SOORTEN)), datum: requiredDate(), omschrijving: optionalText(200) }))
    .refine((list) => new Set(list.map((d) => d.soort)).size === list.length, 'Elke soort datum komt hoogstens één keer voor.'),
  version: version(),
});

/** PUT /dossiers/{id}/tekstregels: the free text lines printed on the offer, in order. */
export const tekstregelsSchema = z.object({
  regels: z.array(requiredText(500)).max(50, 'Hoogstens 50 tekstregels.'),
  version: version(),
});

/** How the client was served: advice (ADVIES) or execution only (EXECUTION_ONLY), as the HDN message says. */
export const DIENSTVERLENINGEN = [
  { id: 'ADVIES', name: 'Advies' },
  { id: 'EXECUTION_ONLY', name: 'Execution only' },
] as const;
export const dienstverleningSchema = z.object({ dienstverlening: choice(codes(DIENSTVERLENINGEN)), version: version() });

export const DIENSTVERBANDEN = ['VAST', 'TIJDELIJK_MET_INTENTIE', 'TIJDELIJK', 'FLEX'] as const;

/** One employment (dienstbetrekking) of an applicant; without id it is added. */
export const dienstbetrekkingSchema = z.object({
  id: int32().int().positive().optional(),
  hypotheekgeverId: int32({ error: 'Kies een aanvrager.' }).int().positive('Kies een aanvrager.'),
  werkgever: requiredRule('companyName', 150),
  dienstverband: choice(DIENSTVERBANDEN),
  brutoJaarbedrag: requiredAmount(),
  ingangsDatum: optionalDate(),
  eindDatum: optionalDate(),
  version: version().optional(),
});
/** PUT /dossier/{id}/inkomen/dienstbetrekkingen: the employments to save (others stay). */
export const dienstbetrekkingenSchema = z.array(dienstbetrekkingSchema).min(1, 'Geef minstens één dienstbetrekking.');
/** DELETE /dossier/{id}/inkomen/dienstbetrekkingen with a body: the ids to remove. */
export const dienstbetrekkingenDeleteSchema = z.object({ ids: z.array(int32().int().positive()).min(1, 'Kies wat u wilt verwijderen.') });

export const BEZITTING_SOORTEN = ['SPAARGELD', 'BELEGGINGEN', 'OVERWAARDE', 'SCHENKING', 'OVERIG'] as const;
export const bezittingSchema = z.object({
  soort: choice(BEZITTING_SOORTEN),
  omschrijving: optionalText(200),
  waarde: requiredAmount(),
});

export const VERPLICHTING_SOORTEN = ['DOORLOPEND_KREDIET', 'PERSOONLIJKE_LENING', 'STUDIESCHULD', 'ALIMENTATIE', 'PRIVATE_LEASE', 'OVERIG'] as const;
export const verplichtingSchema = z.object({
  soort: choice(VERPLICHTING_SOORTEN),
  kredietgever: optionalRule('companyName', 150),
  bedrag: requiredAmount(),
  maandlast: optionalAmount(),
});

/**
 * PUT /dossiers/{id}/object: the property. `version` is the one read, sent when changing a property;
 * a new property (the dossier has none yet) has no version, so the browser's add form passes the
 * same rules the server applies. A change sent without its version is refused by the server (409).
 */
export const objectSchema = z.object({
  soortObject: requiredText(50),
  straatNaam: requiredRule('street', 100),
  huisNummer: requiredNumber(),
  huisNummerToevoeging: optionalRule('lettersDigits', 10),
  postcode: requiredPostcode(),
  plaatsNaam: requiredRule('lettersApostrophe', 100),
  koopsom: optionalAmount(),
  marktwaarde: optionalAmount(),
  wozWaarde: optionalAmount(),
  bouwjaar: optionalNumber(2200),
  energieLabel: optionalText(5),
  verhuurd: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  huurPerMaand: optionalAmount(),
  version: version().optional(),
});
export const OBJECT_LABELS: Record<string, string> = {
  soortObject: 'Soort object',
  straatNaam: 'Straat',
  huisNummer: 'Huisnummer',
  huisNummerToevoeging: 'Toevoeging',
  postcode: 'Postcode',
  plaatsNaam: 'Plaats',
  koopsom: 'Koopsom',
  marktwaarde: 'Marktwaarde',
  wozWaarde: 'WOZ-waarde',
  bouwjaar: 'Bouwjaar',
  energieLabel: 'Energielabel',
  huurPerMaand: 'Huur per maand',
};

/** A kadaster item of a property: the cadastral parcel (gemeente, sectie, perceel, apartment index). */
export const kadasterItemSchema = z.object({
  kadastraleGemeente: requiredRule('letters', 100),
  sectie: requiredRule('lettersDigits', 3),
  perceelnummer: requiredRule('digits', 6),
  appartementsindex: optionalRule('digits', 6),
  grootteM2: optionalNumber(10_000_000),
});
export const KADASTER_LABELS: Record<string, string> = {
  kadastraleGemeente: 'Kadastrale gemeente',
  sectie: 'Sectie',
  perceelnummer: 'Perceelnummer',
  appartementsindex: 'Appartementsindex',
  grootteM2: 'Grootte (m²)',
};
export const kadasterUpdateSchema = kadasterItemSchema.extend({ id: int32().int().positive(), version: version() });
