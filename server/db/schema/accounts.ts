import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { gebruikers } from './access';

/**
 * One-time links to set a password (a new user, later also "wachtwoord vergeten"). Only the
 * SHA-256 of the token is kept, so a database copy holds no usable link.
 */
export const wachtwoordLinks = pgTable(
  'wachtwoord_links',
  {
    id: serial().primaryKey(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.gebruikerId)],
);
