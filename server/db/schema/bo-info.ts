import { boolean, check, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { dossiers } from './dossiers';
import { versioned } from './versioned';

/** The back office's own information on a dossier (boInfo), one row per dossier (docs/dossier-detail-forms.md). */
export const boInfo = pgTable(
  'bo_info',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .unique()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    internKenmerk: text(),
    ontvangstKanaal: text().notNull().default('HDN'),
    volledigOntvangenOp: date(),
    compleetVerklaardDoor: text(),
    compleetVerklaardOp: date(),
    acceptatieOpmerking: text(),
    verwachtePasseerdatum: date(),
    urgent: boolean().notNull().default(false),
    ...versioned,
  },
  (t) => [check('bo_info_ontvangst_kanaal_check', oneOf(t.ontvangstKanaal, ['HDN', 'EMAIL', 'POST']))],
);
