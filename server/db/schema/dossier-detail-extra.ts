import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { objecten } from './dossier-details';
import { dossiers, hypotheekgevers } from './dossiers';
import { versioned } from './versioned';

/**
 * What the dossier detail screens keep beyond the data model (docs/api-dossier-detail.md): the
 * reasons for closing a dossier, the offer's text lines, the cadastral parcels of a property and
 * the acceptance approvals.
 */
const dossierRef = () =>
  integer()
    .notNull()
    .references(() => dossiers.id, { onDelete: 'cascade' });

/** Reasons a dossier is closed (GET /rs/redenbeeindigings). */
export const redenBeeindigingen = pgTable('reden_beeindigingen', {
  id: serial().primaryKey(),
  omschrijving: text().notNull().unique(),
  active: boolean().notNull().default(true),
});

/** Free text lines printed on the offer, in order (PUT /dossiers/{id}/tekstregels). */
export const dossierTekstregels = pgTable(
  'dossier_tekstregels',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    volgnummer: integer().notNull(),
    tekst: text().notNull(),
  },
  (t) => [unique().on(t.dossierId, t.volgnummer)],
);

/** The cadastral parcels (kadastrale percelen) a property stands on. */
export const kadasterItems = pgTable(
  'kadaster_items',
  {
    id: serial().primaryKey(),
    objectId: integer()
      .notNull()
      .references(() => objecten.id, { onDelete: 'cascade' }),
    kadastraleGemeente: text().notNull(),
    sectie: text().notNull(),
    perceelnummer: text().notNull(),
    appartementsindex: text(),
    grootteM2: integer(),
    ...versioned,
  },
  (t) => [index().on(t.objectId)],
);

/** Acceptance approvals of a dossier: who judged at which level, with which result. */
export const dossierApprovals = pgTable(
  'dossier_approvals',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    niveau: text().notNull(),
    resultaat: text().notNull(),
    toelichting: text(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id),
    beoordeeldOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...versioned,
  },
  (t) => [
    check('dossier_approvals_niveau_check', oneOf(t.niveau, ['FIRST', 'SECOND', 'THIRD'])),
    check('dossier_approvals_resultaat_check', oneOf(t.resultaat, ['AKKOORD', 'NIET_AKKOORD', 'FINAAL_AFGEWEZEN'])),
    unique().on(t.dossierId, t.niveau),
  ],
);

/** The text printed on the binding mortgage offer (bindend aanbod), editable until the offer is out. */
export const bindingOfferTexts = pgTable('binding_offer_texts', {
  id: serial().primaryKey(),
  dossierId: dossierRef().unique(),
  tekst: text().notNull(),
  ...versioned,
});

/**
 * Parties read from a dossier's documents (passport, employer's statement, KvK extract, deed): what
 * the document says, kept beside the applicant data it is compared with. Their change history is
 * the dossier's audit trail under `extractedParties[<id>]`.
 */
export const extractedParties = pgTable(
  'extracted_parties',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    /** The applicant this party was recognised as, when it is one. */
    hypotheekgeverId: integer().references(() => hypotheekgevers.id, { onDelete: 'set null' }),
    bron: text().notNull(),
    rol: text().notNull(),
    voorLetters: text(),
    voorNamen: text(),
    tussenVoegsels: text(),
    achterNaam: text(),
    bedrijfsNaam: text(),
    geboorteDatum: date(),
    bsn: text(),
    kvkNummer: text(),
    straatNaam: text(),
    huisNummer: integer(),
    postcode: text(),
    plaatsNaam: text(),
    ...versioned,
  },
  (t) => [
    check('extracted_parties_bron_check', oneOf(t.bron, ['PASPOORT', 'ID_KAART', 'RIJBEWIJS', 'WERKGEVERSVERKLARING', 'KVK_UITTREKSEL', 'KOOPAKTE', 'OVERIG'])),
    check('extracted_parties_rol_check', oneOf(t.rol, ['AANVRAGER', 'WERKGEVER', 'VERKOPER', 'NOTARIS', 'OVERIG'])),
    index().on(t.dossierId),
  ],
);

/**
 * KYC steps of an applicant (spec 001 §7 "KYC steps"): identity, BSN and address, each checked by
 * comparing the application with what was read from the documents (extracted parties). The steps
 * start when the first document of the applicant is read.
 */
export const kycSteps = pgTable(
  'kyc_steps',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    hypotheekgeverId: integer()
      .notNull()
      .references(() => hypotheekgevers.id, { onDelete: 'cascade' }),
    stap: text().notNull(),
    status: text().notNull().default('OPEN'),
    /** The differences found by the last comparison: [{veld, aanvraag, document}]. */
    verschillen: jsonb().$type<{ veld: string; aanvraag: string | null; document: string | null }[]>().notNull().default([]),
    vergelekenOp: timestamp({ withTimezone: true }),
    ...versioned,
  },
  (t) => [
    check('kyc_steps_stap_check', oneOf(t.stap, ['IDENTITEIT', 'BSN', 'ADRES'])),
    check('kyc_steps_status_check', oneOf(t.status, ['OPEN', 'AKKOORD', 'AFWIJKING', 'GEEN_GEGEVENS'])),
    unique().on(t.hypotheekgeverId, t.stap),
    index().on(t.dossierId),
  ],
);

/** Bank guarantees (bankgaranties) for the deposit of a purchase, issued on behalf of the applicants. */
export const bankgaranties = pgTable(
  'bankgaranties',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    bank: text().notNull(),
    kenmerk: text(),
    begunstigde: text().notNull(),
    bedrag: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    ingangsDatum: date(),
    vervalDatum: date().notNull(),
    status: text().notNull().default('AANGEVRAAGD'),
    ...versioned,
  },
  (t) => [check('bankgaranties_status_check', oneOf(t.status, ['AANGEVRAAGD', 'AFGEGEVEN', 'VERVALLEN', 'INGETROKKEN'])), index().on(t.dossierId)],
);

/** The notary of a CDS dossier: the office instructed to pass the deed and its own file number. */
export const notarisCds = pgTable(
  'notaris_cds',
  {
    id: serial().primaryKey(),
    dossierId: dossierRef(),
    kantoorNaam: text().notNull(),
    notarisNaam: text(),
    dossierNummerNotaris: text(),
    email: text(),
    telefoonNummer: text(),
    passeerDatum: date(),
    ...versioned,
  },
  (t) => [index().on(t.dossierId)],
);
