import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessies } from './access';

/**
 * Single-use tickets that open the live event stream (GET /api/v1/events?ticket=…): the browser's
 * EventSource cannot send the bearer header (docs/events.md). Only the SHA-256 of a ticket is
 * kept; any API server on the database redeems it.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    hash: text().primaryKey(),
    sessieId: text()
      .notNull()
      .references(() => sessies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
