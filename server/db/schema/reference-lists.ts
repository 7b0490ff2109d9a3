import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The small code lists of spec 002 §7 "Reference data" (/rf/…): one row per code of a list,
 * with the Dutch text forms show. Codes follow HDN where HDN has one.
 */
export const referentieWaarden = pgTable(
  'referentie_waarden',
  {
    lijst: text().notNull(),
    code: text().notNull(),
    omschrijving: text().notNull(),
    volgorde: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.lijst, t.code] })],
);
