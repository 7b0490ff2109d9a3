import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  BANCAIRE_DEKKING_SOORTEN,
  KORTING_SOORTEN,
  MAATWERK_REDENEN,
  PREMIE_SOORTEN,
  RENTEAANPASSINGEN,
  type BancaireDekking,
  type HypotheekOpties,
  type Kortingsregeling,
  type Maatwerk,
  type PremieAfspraak,
} from '../../../contract/mortgage-details';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { hypotheken, leningdelen } from './dossier-details';
import { versioned } from './versioned';

/**
 * The details of a mortgage behind the lening/leningdeel sub-reads (docs/dossier-detail-forms.md
 * "Mortgage sub-reads"). They arrive with the application (HDN) and the lender's offer; no call of
 * the spec writes them.
 */
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const percentage = () => numeric({ precision: 5, scale: 2, mode: 'number' });
const hypotheekRef = () =>
  integer()
    .notNull()
    .references(() => hypotheken.id, { onDelete: 'cascade' });
const leningdeelRef = () =>
  integer()
    .notNull()
    .references(() => leningdelen.id, { onDelete: 'cascade' });

/** The options of the loan as a whole; one row per mortgage. */
export const hypotheekOpties = pgTable(
  'hypotheek_opties',
  {
    id: serial().primaryKey(),
    hypotheekId: hypotheekRef().unique(),
    /** Taken along to a next home (meeneemregeling). */
    meeneembaar: boolean().notNull(),
    /** Raising the loan up to the registration without a new deed. */
    verhogingMogelijk: boolean().notNull(),
    /** The mortgage registration (hypothecaire inschrijving) at the land registry. */
    inschrijvingsBedrag: money(),
    renteaanpassing: text().$type<HypotheekOpties['renteaanpassing']>().notNull(),
    /** Repayable per calendar year without a penalty, in percent of the original amount. */
    boetevrijAflossenPercentage: percentage().notNull(),
    ...versioned,
  },
  (t) => [check('hypotheek_opties_renteaanpassing_check', oneOf(t.renteaanpassing, RENTEAANPASSINGEN))],
);

/** Savings and investment accounts pledged to the lender, each covering one loan part. */
export const bancaireDekkingen = pgTable(
  'bancaire_dekkingen',
  {
    id: serial().primaryKey(),
    hypotheekId: hypotheekRef(),
    leningdeelId: integer().references(() => leningdelen.id, { onDelete: 'set null' }),
    soort: text().$type<BancaireDekking['soort']>().notNull(),
    contractNummer: text().notNull(),
    /** The value of the account at its last statement. */
    waarde: money().notNull(),
    inlegPerMaand: money().notNull(),
    ingangsDatum: date().notNull(),
    ...versioned,
  },
  (t) => [check('bancaire_dekkingen_soort_check', oneOf(t.soort, BANCAIRE_DEKKING_SOORTEN)), index().on(t.hypotheekId)],
);

/** Loans granted outside the standard lending rules: why, and who at the lender assessed it. */
export const maatwerk = pgTable(
  'maatwerk',
  {
    id: serial().primaryKey(),
    hypotheekId: hypotheekRef(),
    reden: text().$type<Maatwerk['reden']>().notNull(),
    toelichting: text().notNull(),
    beoordeeldDoor: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
    beoordeeldOp: date(),
    ...versioned,
  },
  (t) => [check('maatwerk_reden_check', oneOf(t.reden, MAATWERK_REDENEN)), index().on(t.hypotheekId)],
);

/** Agreed periodic payments into the account of a loan part. */
export const premieAfspraken = pgTable(
  'premie_afspraken',
  {
    id: serial().primaryKey(),
    leningdeelId: leningdeelRef(),
    soort: text().$type<PremieAfspraak['soort']>().notNull(),
    bedragPerMaand: money().notNull(),
    ingangsDatum: date().notNull(),
    looptijdMaanden: integer().notNull(),
    ...versioned,
  },
  (t) => [check('premie_afspraken_soort_check', oneOf(t.soort, PREMIE_SOORTEN)), index().on(t.leningdeelId)],
);

/** How the deposits of an investment part are spread over funds; the shares add up to 100. */
export const fondsverdelingen = pgTable(
  'fondsverdelingen',
  {
    id: serial().primaryKey(),
    leningdeelId: leningdeelRef(),
    fondsNaam: text().notNull(),
    percentage: percentage().notNull(),
    ...versioned,
  },
  (t) => [check('fondsverdelingen_percentage_check', sql`${t.percentage} > 0 and ${t.percentage} <= 100`), index().on(t.leningdeelId)],
);

/** Interest discounts on a loan part, in percentage points, and the condition they hang on. */
export const kortingsregelingen = pgTable(
  'kortingsregelingen',
  {
    id: serial().primaryKey(),
    leningdeelId: leningdeelRef(),
    soort: text().$type<Kortingsregeling['soort']>().notNull(),
    percentage: numeric({ precision: 5, scale: 3, mode: 'number' }).notNull(),
    voorwaarde: text().notNull(),
    ...versioned,
  },
  (t) => [check('kortingsregelingen_soort_check', oneOf(t.soort, KORTING_SOORTEN)), index().on(t.leningdeelId)],
);
