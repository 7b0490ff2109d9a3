import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES, type StipulationResult, type TransactionType } from '../../../contract/stipulations';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { dossiers } from './dossiers';

/**
 * The runs of the stipulations rule set on a dossier (docs/stipulations.md), the rule engine's
 * "transactions": what each rule concluded, and whether the outcome differed from the run before.
 * The latest row of a dossier is what its detail shows.
 */
export const regelsetTransacties = pgTable(
  'regelset_transacties',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    transactionType: text().$type<TransactionType>().notNull(),
    regelset: text().notNull(),
    voldaan: boolean().notNull(),
    resultaten: jsonb().$type<StipulationResult[]>().notNull(),
    gewijzigd: boolean().notNull(),
    /** Null when the system ran it (the nightly refresh, a refresh on opening the dossier). */
    uitgevoerdDoor: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
    uitgevoerdOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('regelset_transacties_type_check', oneOf(t.transactionType, TRANSACTION_TYPES)), index().on(t.dossierId, t.uitgevoerdOp, t.id)],
);
