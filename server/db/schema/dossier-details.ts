import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { AFLOSVORMEN } from '../../../contract/dossier';
import { AFLOSVORMEN_OVERGANGSRECHT } from '../../../contract/mortgage-details';
import { oneOf } from './checks';
import { dossiers, hypotheekgevers } from './dossiers';
import { versioned } from './versioned';

/**
 * The sub-entities of a dossier (spec 001 §3): income, obligations and assets, the mortgage with
 * its loan parts, the property, the notary, the intermediary and the BTL contractors. The detail
 * screens of a later issue edit them; the demo fills them with plausible values.
 */
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const dossierRef = () =>
  integer()
    .notNull()
    .references(() => dossiers.id, { onDelete: 'cascade' });

/** Income of an applicant: employment, business, benefit, pension and the other kinds of §3. */
export const inkomens = pgTable(
  'inkomens',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    hypotheekgeverId: integer()
      .notNull()
      .references(() => hypotheekgevers.id, { onDelete: 'cascade' }),
    soort: text().notNull(),
    /** Employer, company, benefit agency or pension fund. */
    omschrijving: text(),
    /** For employment: VAST, TIJDELIJK_MET_INTENTIE, TIJDELIJK, FLEX. */
    dienstverband: text(),
    brutoJaarbedrag: money().notNull(),
    ingangsDatum: date(),
    eindDatum: date(),
    ...versioned,
  },
  (t) => [
    check(
      'inkomens_soort_check',
      oneOf(t.soort, ['LOONDIENST', 'ONDERNEMING', 'UITKERING', 'PENSIOEN', 'ARBEIDSMARKTSCAN', 'VERMOGEN', 'OVERIG']),
    ),
    index().on(t.dossierId),
    index().on(t.hypotheekgeverId),
  ],
);

/** Financial obligations that count in the lending test (verplichtingen). */
export const verplichtingen = pgTable(
  'verplichtingen',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    soort: text().notNull(),
    kredietgever: text(),
    bedrag: money().notNull(),
    maandlast: money(),
    ...versioned,
  },
  (t) => [
    check(
      'verplichtingen_soort_check',
      oneOf(t.soort, ['DOORLOPEND_KREDIET', 'PERSOONLIJKE_LENING', 'STUDIESCHULD', 'ALIMENTATIE', 'PRIVATE_LEASE', 'OVERIG']),
    ),
    index().on(t.dossierId),
  ],
);

/** Own means brought in (bezittingen). */
export const bezittingen = pgTable(
  'bezittingen',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    soort: text().notNull(),
    omschrijving: text(),
    waarde: money().notNull(),
    ...versioned,
  },
  (t) => [
    check('bezittingen_soort_check', oneOf(t.soort, ['SPAARGELD', 'BELEGGINGEN', 'OVERWAARDE', 'SCHENKING', 'OVERIG'])),
    index().on(t.dossierId),
  ],
);

/** The mortgage (lening) of a dossier. */
export const hypotheken = pgTable('hypotheken', {
  id: serial().primaryKey(),
  dossierId: dossierRef().unique(),
  hoofdsom: money().notNull(),
  nhg: boolean().notNull().default(false),
  eigenMiddelen: money(),
  ingangsDatum: date(),
  ...versioned,
});

/** Loan parts (leningdelen) of a mortgage. */
export const leningdelen = pgTable(
  'leningdelen',
  {
    id: serial().primaryKey(),
    hypotheekId: integer()
      .notNull()
      .references(() => hypotheken.id, { onDelete: 'cascade' }),
    volgnummer: integer().notNull(),
    aflosvorm: text().notNull(),
    bedrag: money().notNull(),
    /** Yearly interest in percent, e.g. 3.850. */
    rentePercentage: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
    rentevastePeriodeMaanden: integer().notNull(),
    looptijdMaanden: integer().notNull().default(360),
    /** BOX1 (own home, deductible interest) or BOX3. */
    fiscaalRegime: text().notNull().default('BOX1'),
    ...versioned,
  },
  (t) => [
    check('leningdelen_aflosvorm_check', oneOf(t.aflosvorm, [...AFLOSVORMEN, ...AFLOSVORMEN_OVERGANGSRECHT])),
    unique().on(t.hypotheekId, t.volgnummer),
  ],
);

/** The property (onderpand); a BTL dossier can hold several. */
export const objecten = pgTable(
  'objecten',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    soortObject: text().notNull(),
    straatNaam: text().notNull(),
    huisNummer: integer().notNull(),
    huisNummerToevoeging: text(),
    postcode: text().notNull(),
    plaatsNaam: text().notNull(),
    koopsom: money(),
    marktwaarde: money(),
    wozWaarde: money(),
    bouwjaar: integer(),
    energieLabel: text(),
    verhuurd: boolean().notNull().default(false),
    huurPerMaand: money(),
    ...versioned,
  },
  (t) => [index().on(t.dossierId)],
);

/** The notary who passes the deed. */
export const notarissen = pgTable(
  'notarissen',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    kantoorNaam: text().notNull(),
    notarisNaam: text(),
    straatNaam: text(),
    huisNummer: integer(),
    postcode: text(),
    plaatsNaam: text(),
    email: text(),
    telefoonNummer: text(),
    ...versioned,
  },
  (t) => [index().on(t.dossierId)],
);

/** The intermediary (tussenpersoon) as the HDN message names it. */
export const tussenpersonen = pgTable(
  'tussenpersonen',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    naam: text().notNull(),
    afmNummer: text(),
    /** The intermediary's number at the money provider. */
    tussenpersoonNummer: text(),
    contactPersoon: text(),
    email: text(),
    telefoonNummer: text(),
    ...versioned,
  },
  (t) => [index().on(t.dossierId)],
);

/** Contractors of a BTL dossier (spec 000 §3 "Contractor/party"); the field names follow the spec. */
export const btlContractanten = pgTable(
  'btl_contractanten',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    type: text().notNull(),
    firstName: text(),
    familyNamePrefix: text(),
    familyName: text(),
    /** Company name, for a contractor that is not a person. */
    name: text(),
    kvkNummer: text(),
    contactDetails: jsonb().$type<{ type: string; value: string }[]>().notNull().default([]),
    ...versioned,
  },
  (t) => [check('btl_contractanten_type_check', oneOf(t.type, ['PERSON', 'REPRESENTATIVE', 'COMPANY'])), index().on(t.dossierId)],
);
