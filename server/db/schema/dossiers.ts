import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  BEHANDELAAR_ROL_CODES,
  DOSSIER_STATUS_CODES,
  FASE_CODES,
  GESLACHT_CODES,
  LENING_TYPE_CODES,
  PRIORITEIT_CODES,
  type Fase,
} from '../../../contract/dossier';
import { WORKLOAD_STATUS_CODES, type WorkloadStatus } from '../../../contract/workload';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { geldverstrekkers, kantoren, organisaties } from './organisation';
import { versioned } from './versioned';
import { codeWords, tsvector } from './search';

const moment = () => timestamp({ withTimezone: true });
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/**
 * A mortgage dossier (docs/dossier-model.md). The name, search and kenmerk columns are kept from
 * the applicants and offers (services/dossiers/summary.ts) so that lists sort and search on the
 * dossier row alone, which is what keeps them fast at hundreds of thousands of dossiers.
 */
export const dossiers = pgTable(
  'dossiers',
  {
    id: serial().primaryKey(),
    organisatieId: integer().references(() => organisaties.id),
    kantoorId: integer().references(() => kantoren.id),
    /** The adviser (gebruiker of type A) of the office who brought the dossier in. */
    adviseurId: integer().references(() => gebruikers.id),
    geldverstrekkerId: integer()
      .notNull()
      .references(() => geldverstrekkers.id),
    offerteNr: text(),
    /** The kenmerk of the latest offer (offerte_data). */
    kenmerk: text(),
    fase: text().$type<Fase>().notNull(),
    stap: text().notNull(),
    /** When the dossier entered its current step: the start of its SLA term (docs/workload.md). */
    stapSinds: moment().notNull().defaultNow(),
    status: text().notNull().default('LOPEND'),
    subStatus: text(),
    /** Why the dossier was closed (reden_beeindigingen), set by POST /dossiers/{id}/close. */
    redenBeeindigingId: integer(),
    /** The explanation of the last close or rejection. */
    statusToelichting: text(),
    /** ADVIES or EXECUTION_ONLY (contract/dossier-forms.ts). */
    dienstverlening: text(),
    prioriteit: text().notNull().default('LAAG'),
    leningType: text().notNull().default('ORIGINATION'),
    cds: boolean().notNull().default(false),
    btl: boolean().notNull().default(false),
    /** 1 when the application came in through HDN, 0 when it was entered otherwise. */
    aanleverenViaHdnjn: smallint().notNull().default(1),
    gearchiveerd: boolean().notNull().default(false),
    ontvangenOp: moment().notNull().defaultNow(),
    /** Until when the current offer is valid. */
    geldigTot: date(),
    /** 'J. de Vries & A. Jansen': the applicants (or BTL contractors) as lists and the header show them. */
    naamHypotheekGever: text().notNull().default(''),
    /** Sort key of the first applicant: surname without prefix, then initials, lower case. */
    sorteerNaam: text().notNull().default(''),
    /** Every applicant's prefix and surname, lower case without spaces, for the name filters. */
    zoekNaam: text().notNull().default(''),
    /** The applicants' postcodes ('1234AB 5678CD'), kept with the names for the search vector. */
    zoekPostcodes: text().notNull().default(''),
    workloadStatus: text().$type<WorkloadStatus>().notNull().default('UITZETTEN'),
    workloadGebruikerId: integer().references(() => gebruikers.id),
    workloadGewijzigdOp: moment().notNull().defaultNow(),
    ...versioned,
    /**
     * What one search finds a dossier by (docs/search.md): its number, offer number, kenmerk and
     * postcodes weigh most (each also with its dashes and dots taken out, 'ABN-2024-123456' as
     * 'ABN2024123456', and at them split, as words), then the applicants' names.
     */
    zoekvector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch', ${sql.raw(codeWords(`"id"::text || ' ' || coalesce("offerte_nr", '') || ' ' || coalesce("kenmerk", '') || ' ' || "zoek_postcodes"`))}), 'A') || setweight(to_tsvector('dutch', "naam_hypotheek_gever"), 'B')`,
      ),
  },
  (t) => [
    check('dossiers_fase_check', oneOf(t.fase, FASE_CODES)),
    check('dossiers_status_check', oneOf(t.status, DOSSIER_STATUS_CODES)),
    check('dossiers_prioriteit_check', oneOf(t.prioriteit, PRIORITEIT_CODES)),
    check('dossiers_lening_type_check', oneOf(t.leningType, LENING_TYPE_CODES)),
    check('dossiers_workload_status_check', oneOf(t.workloadStatus, WORKLOAD_STATUS_CODES)),
    check('dossiers_hdn_check', oneOf(t.aanleverenViaHdnjn, ['0', '1'])),
    index().on(t.fase, t.stap),
    index().on(t.sorteerNaam, t.id),
    index().on(t.ontvangenOp),
    index().on(t.kantoorId),
    index().on(t.geldverstrekkerId),
    index().on(t.adviseurId),
    index().on(t.organisatieId),
    index().on(t.workloadGebruikerId, t.workloadStatus),
    index().on(t.workloadStatus, t.workloadGewijzigdOp),
    // The counters (services/workload/counters.ts): open work by phase and step date, and what
    // was finished by when; both partial, so they hold only the rows the counters read.
    index('dossiers_open_work_idx')
      .on(t.fase, t.stapSinds, t.cds)
      .where(sql`${t.workloadStatus} in ('UITGEZET', 'BEHANDELING') and ${t.status} = 'LOPEND' and not ${t.gearchiveerd}`),
    index('dossiers_finished_idx')
      .on(t.workloadGewijzigdOp, t.cds, t.fase)
      .where(sql`${t.workloadStatus} = 'AFGEROND' and not ${t.gearchiveerd}`),
    // Trigram indexes serve the part-of-a-word filters (ILIKE '%…%').
    index('dossiers_zoek_naam_trgm').using('gin', t.zoekNaam.op('gin_trgm_ops')),
    index('dossiers_offerte_nr_trgm').using('gin', t.offerteNr.op('gin_trgm_ops')),
    index('dossiers_kenmerk_trgm').using('gin', t.kenmerk.op('gin_trgm_ops')),
    index('dossiers_zoekvector_idx').using('gin', t.zoekvector),
  ],
);

/** The applicants (hypotheekgevers) with their partijNawData. */
export const hypotheekgevers = pgTable(
  'hypotheekgevers',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    geslacht: text().notNull(),
    voorLetters: text().notNull(),
    voorNamen: text(),
    tussenVoegsels: text(),
    achterNaam: text().notNull(),
    geboorteDatum: date().notNull(),
    bsn: char({ length: 9 }),
    /** The account the monthly charge is collected from; stored without spaces. */
    iban: text(),
    straatNaam: text(),
    huisNummer: integer(),
    huisNummerToevoeging: text(),
    /** Stored as 1234AB: four digits and two capitals, no space. */
    postcode: text(),
    plaatsNaam: text(),
    land: text().notNull().default('NL'),
    email: text(),
    telefoonNummer: text(),
    ...versioned,
  },
  (t) => [
    check('hypotheekgevers_geslacht_check', oneOf(t.geslacht, GESLACHT_CODES)),
    index().on(t.dossierId),
    index().on(t.postcode.op('text_pattern_ops')),
    index().on(t.geboorteDatum),
    index().on(t.bsn),
    index('hypotheekgevers_plaats_naam_trgm').using('gin', t.plaatsNaam.op('gin_trgm_ops')),
  ],
);

/** The offers of a dossier in the order they were made; the last one carries the current kenmerk. */
export const offerteData = pgTable(
  'offerte_data',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    volgnummer: integer().notNull(),
    kenmerk: text().notNull(),
    uitgebrachtOp: date(),
    geldigTot: date(),
    hoofdsom: money(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [unique().on(t.dossierId, t.volgnummer)],
);

export const labels = pgTable('labels', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  /** A CSS colour for the chip in lists. */
  kleur: text().notNull().default('#757575'),
  active: boolean().notNull().default(true),
  ...versioned,
});

export const dossierLabels = pgTable(
  'dossier_labels',
  {
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    labelId: integer()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dossierId, t.labelId] }), index().on(t.labelId)],
);

/** The handlers of a dossier by role (acceptant, behandelaar, CDS-behandelaar, BTL-acceptant). */
export const dossierBehandelaars = pgTable(
  'dossier_behandelaars',
  {
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    rol: text().notNull(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id),
  },
  (t) => [
    primaryKey({ columns: [t.dossierId, t.rol] }),
    check('dossier_behandelaars_rol_check', oneOf(t.rol, BEHANDELAAR_ROL_CODES)),
    index().on(t.gebruikerId, t.rol),
  ],
);

export const dossierOpmerkingen = pgTable(
  'dossier_opmerkingen',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    gebruikerId: integer().references(() => gebruikers.id),
    tekst: text().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [index().on(t.dossierId)],
);

/** Important dates of a dossier, one per kind (financieringsvoorbehoud, passeerdatum, …). */
export const belangrijkeDatums = pgTable(
  'belangrijke_datums',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    soort: text().notNull(),
    datum: date().notNull(),
    omschrijving: text(),
    ...versioned,
  },
  // The Agenda dashboard reads the dates of one kind in a period.
  (t) => [unique().on(t.dossierId, t.soort), index().on(t.soort, t.datum)],
);

/**
 * The audit trail: one row per changed field of a dossier, written in the transaction of the
 * change itself (services/dossiers/audit.ts). Values are kept as text as they were sent.
 */
export const dossierWijzigingen = pgTable(
  'dossier_wijzigingen',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** Null for changes by the system (imports, jobs). */
    gebruikerId: integer().references(() => gebruikers.id),
    gewijzigdOp: moment().notNull().defaultNow(),
    veld: text().notNull(),
    oudeWaarde: text(),
    nieuweWaarde: text(),
  },
  (t) => [
    index().on(t.dossierId, t.gewijzigdOp),
    // A user's latest dossiers (the Startpagina) and the dossiers with a declined document (first time right).
    index('dossier_wijzigingen_gebruiker_idx').on(t.gebruikerId, t.gewijzigdOp),
    index('dossier_wijzigingen_afgekeurd_idx').on(t.dossierId).where(sql`${t.nieuweWaarde} = 'R' and ${t.veld} like 'documenten[%].status'`),
  ],
);
