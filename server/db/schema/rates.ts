import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { hypotheekproductEntity } from '../../../contract/beheer/hypotheekproducten';
import { RENTEVASTE_PERIODE_CODES, RISICOKLASSE_CODES } from '../../../contract/rates';
import { entityTable } from '../entity-table';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { geldverstrekkers } from './organisation';
import { versioned } from './versioned';

/** Yearly interest in percent with three decimals (3.850), as lenders publish it. */
const percentage = () => numeric({ precision: 6, scale: 3, mode: 'number' });

/** A money provider's mortgage product (docs/rates.md): kept in Beheer › Hypotheekproducten. */
export const hypotheekproducten = entityTable(hypotheekproductEntity, () => ({ geldverstrekkers }), (t) => [unique().on(t.geldverstrekkerId, t.naam)]);

/**
 * The current rate of a product for one fixed-rate period (years, 0 variable) and risk class.
 * One row per combination; its history is `renteWijzigingen`.
 */
export const rentetarieven = pgTable(
  'rentetarieven',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => hypotheekproducten.id),
    rentevastePeriode: text().notNull(),
    risicoklasse: text().notNull(),
    rentePercentage: percentage().notNull(),
    /** Since when the current percentage holds. */
    ingangsdatum: date().notNull(),
    active: boolean().notNull().default(true),
    ...versioned,
  },
  (t) => [
    unique().on(t.productId, t.rentevastePeriode, t.risicoklasse),
    check('rentetarieven_periode_check', oneOf(t.rentevastePeriode, RENTEVASTE_PERIODE_CODES)),
    check('rentetarieven_klasse_check', oneOf(t.risicoklasse, RISICOKLASSE_CODES)),
    check('rentetarieven_percentage_check', sql`${t.rentePercentage} > 0 and ${t.rentePercentage} <= 20`),
  ],
);

/**
 * Every change of a rate: a new rate (no old value), a new percentage, a rate withdrawn (no new
 * value) or offered again. Written with the change itself, in its transaction, never edited.
 */
export const renteWijzigingen = pgTable(
  'rente_wijzigingen',
  {
    id: serial().primaryKey(),
    tariefId: integer()
      .notNull()
      .references(() => rentetarieven.id, { onDelete: 'cascade' }),
    oudPercentage: percentage(),
    nieuwPercentage: percentage(),
    /** The date the change takes effect (the rate's ingangsdatum, or the day it was withdrawn). */
    ingangsdatum: date().notNull(),
    gewijzigdOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    gebruikerId: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.ingangsdatum, t.id), index().on(t.tariefId)],
);
