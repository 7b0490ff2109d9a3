import { integer, timestamp } from 'drizzle-orm/pg-core';

/** The columns of every record that is changed with an optimistic version check (server/crud/versioned.ts). */
export const versioned = {
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
