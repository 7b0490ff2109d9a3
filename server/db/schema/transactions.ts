import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOAN_TRANSACTION_TYPES, type LoanTransactionType } from '../../../contract/transactions';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { dossiers } from './dossiers';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/**
 * The loan-servicing transactions of a loan in beheer (docs/transactions.md): one ledger line per
 * booking, never changed afterwards except to mark an allocation reversed. A correction is a line
 * of its own (PAYMENT_ALLOCATION_REVERSAL) pointing at what it takes back.
 */
export const leningTransacties = pgTable(
  'lening_transacties',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    transactionType: text().$type<LoanTransactionType>().notNull(),
    /** The loan part's volgnummer as it was booked; the loan parts may be renumbered later, a ledger is not. */
    leningdeel: integer(),
    boekdatum: date().notNull(),
    valutadatum: date().notNull(),
    bedrag: money().notNull(),
    kosten: money(),
    rente: money(),
    aflossing: money(),
    omschrijving: text().notNull(),
    kenmerk: text(),
    /** On a reversal: the allocation it takes back. */
    terugdraaiingVan: integer().references((): AnyPgColumn => leningTransacties.id),
    /** On an allocation that was taken back: when; its reversal line says who and why. */
    teruggedraaidOp: timestamp({ withTimezone: true }),
    reden: text(),
    /** Null when the servicing run booked it. */
    geboektDoor: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
    geboektOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lening_transacties_type_check', oneOf(t.transactionType, LOAN_TRANSACTION_TYPES)),
    check('lening_transacties_bedrag_check', sql`${t.bedrag} > 0`),
    index().on(t.dossierId, t.boekdatum, t.id),
    index().on(t.terugdraaiingVan),
    // One month's interest per loan part: the servicing run may run twice, or beside another, and books a month once.
    uniqueIndex('lening_transacties_rente_per_maand')
      .on(t.dossierId, sql`coalesce(${t.leningdeel}, 0)`, t.valutadatum)
      .where(sql`${t.transactionType} = 'INTEREST_CHARGE'`),
  ],
);
