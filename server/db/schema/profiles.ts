import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { gebruikers } from './access';
import { bestanden } from './files';

/**
 * What a user keeps up themselves on /profile (docs/profile.md): phone numbers and a picture.
 * Apart from `gebruikers`, whose name, e-mail and rights Beheer manages: the two have their own
 * versions, so a profile edit never makes an administrator's open form stale, nor the reverse.
 * No row yet reads as version 1 with nothing filled in.
 */
export const gebruikerProfielen = pgTable('gebruiker_profielen', {
  gebruikerId: integer()
    .primaryKey()
    .references(() => gebruikers.id, { onDelete: 'cascade' }),
  telefoonnummer: text(),
  mobielnummer: text(),
  fotoBestandId: integer().references(() => bestanden.id),
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
