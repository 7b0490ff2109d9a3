import { date, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { versioned } from './organisation';

/**
 * Days off (vrije dagen) besides the weekend: Dutch public holidays, seeded for 2025–2030 by a
 * migration and kept in Beheer › Vrije dagen. Business-day terms (SLA, Morgen) skip them.
 */
export const vrijeDagen = pgTable('vrije_dagen', {
  id: serial().primaryKey(),
  datum: date().notNull().unique(),
  omschrijving: text().notNull(),
  ...versioned,
});
