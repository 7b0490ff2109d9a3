import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BERICHT_RICHTINGEN, STORED_BERICHT_SOORT_CODES } from '../../../contract/dossier-messages';
import { oneOf } from './checks';
import { dossiers } from './dossiers';

/**
 * Letters and messages to the adviser on a dossier (GET /dossiers/{id}/messages, beside the
 * dossier's HDN messages from hdn_berichten), in (IN, received) or out (UIT, sent). Kept as sent and never edited; sender and receiver as the
 * names they were sent under, so a later rename of an office does not rewrite history.
 */
export const dossierBerichten = pgTable(
  'dossier_berichten',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    datum: timestamp({ withTimezone: true }).notNull(),
    richting: text().notNull(),
    soort: text().notNull(),
    onderwerp: text().notNull(),
    afzender: text().notNull(),
    ontvanger: text().notNull(),
    inhoud: text().notNull(),
  },
  (t) => [
    index().on(t.dossierId, t.datum),
    check('dossier_berichten_richting', oneOf(t.richting, BERICHT_RICHTINGEN)),
    check('dossier_berichten_soort', oneOf(t.soort, STORED_BERICHT_SOORT_CODES)),
  ],
);
