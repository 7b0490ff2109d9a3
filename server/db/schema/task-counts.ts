import { integer, pgTable, unique } from 'drizzle-orm/pg-core';

/**
 * What the unread counters add up (docs/tasks.md "How the counts are computed"): a row without
 * `gebruikerId` holds the number of open tasks of one holder (a person or a team, within an
 * organisation); a row with one holds how many of those open tasks that user has read. Kept
 * exact by the triggers of migration 0030 on `taken` and `taak_gelezen`, in the transaction of
 * every write (create, hand-over, done, archive, read, unread, delete). No foreign keys: a
 * deleted user's read marks cascade away and their rows drop to zero through those triggers.
 */
export const taakTellingen = pgTable(
  'taak_tellingen',
  {
    gebruikerId: integer(),
    geldverstrekkerId: integer(),
    toegewezenAanId: integer(),
    teamId: integer(),
    aantal: integer().notNull(),
  },
  (t) => [unique('taak_tellingen_key').on(t.gebruikerId, t.geldverstrekkerId, t.toegewezenAanId, t.teamId).nullsNotDistinct()],
);
