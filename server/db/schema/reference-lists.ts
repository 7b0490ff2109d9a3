import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { versioned } from './versioned';

/**
 * The small code lists of spec 002 §7 "Reference data" (/rf/…): one row per code of a list,
 * with the Dutch text forms show. Codes follow HDN where HDN has one. `id` and the version
 * columns make a row editable in Beheer › Referentielijsten like any schema-driven resource.
 */
export const referentieWaarden = pgTable(
  'referentie_waarden',
  {
    id: serial().notNull().unique(),
    lijst: text().notNull(),
    code: text().notNull(),
    omschrijving: text().notNull(),
    volgorde: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...versioned,
  },
  (t) => [primaryKey({ columns: [t.lijst, t.code] })],
);
