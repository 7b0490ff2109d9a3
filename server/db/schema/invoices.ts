import { date, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../../contract/invoices';
import { bestanden } from './files';
import { kantoren } from './organisation';

const euro = () => numeric({ precision: 12, scale: 2, mode: 'number' }).notNull();

/**
 * An invoice of the back office to an adviser's office for one month (docs/invoices.md). Issued
 * once and never changed: the lines are a copy of what was charged (jsonb), so a later change of
 * a fee line or the clean-up of a dossier leaves the invoice as it was sent. The PDF is a stored file.
 */
export const facturen = pgTable(
  'facturen',
  {
    id: serial().primaryKey(),
    nummer: text().notNull().unique(),
    kantoorId: integer()
      .notNull()
      .references(() => kantoren.id),
    /** The first day of the invoiced month. */
    periode: date({ mode: 'string' }).notNull(),
    factuurDatum: date({ mode: 'string' }).notNull(),
    regels: jsonb().$type<InvoiceLine[]>().notNull(),
    bedragExclBtw: euro(),
    btwBedrag: euro(),
    bedragInclBtw: euro(),
    bestandId: integer()
      .notNull()
      .references(() => bestanden.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One invoice per office and month; the index also serves the office's list, newest month first.
  (t) => [unique().on(t.kantoorId, t.periode)],
);
