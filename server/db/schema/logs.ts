import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LOG_KANALEN, LOG_RICHTINGEN, LOG_STATUSSEN, type LogKanaal, type LogRichting, type LogStatus } from '../../../contract/log-codes';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { dossiers } from './dossiers';

/**
 * The message logs of the channels the back office exchanges with (docs/logs.md): the BTL channel,
 * the system events other systems send, and the changes clients submit in the client portal. One
 * row per message as it came in or went out, `bericht` the message itself. A message about a
 * dossier goes with the dossier when the clean-up removes it.
 */
export const berichtenlog = pgTable(
  'berichtenlog',
  {
    id: serial().primaryKey(),
    kanaal: text().$type<LogKanaal>().notNull(),
    richting: text().$type<LogRichting>().notNull(),
    /** The message type or event name. */
    soort: text().notNull(),
    /** The system the message came from or went to. */
    bron: text().notNull(),
    dossierId: integer().references(() => dossiers.id, { onDelete: 'cascade' }),
    /** The sender's own reference (event id, portal request number). */
    referentie: text(),
    status: text().$type<LogStatus>().notNull(),
    samenvatting: text().notNull(),
    bericht: jsonb().notNull(),
    /** Who sent it in (the system account of the channel) or whose action sent it out. */
    gebruikerId: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
    tijdstip: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('berichtenlog_kanaal_check', oneOf(t.kanaal, LOG_KANALEN)),
    check('berichtenlog_richting_check', oneOf(t.richting, LOG_RICHTINGEN)),
    check('berichtenlog_status_check', oneOf(t.status, LOG_STATUSSEN)),
    index().on(t.kanaal, t.tijdstip, t.id),
    index().on(t.dossierId),
  ],
);
