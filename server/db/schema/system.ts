import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server-wide settings shared by every API server on the same database (e.g. the token key). */
export const instellingen = pgTable('instellingen', {
  sleutel: text().primaryKey(),
  waarde: text().notNull(),
});
