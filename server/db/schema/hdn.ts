import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { HDN_KANALEN, HDN_SOORT_CODES, HDN_STATUSSEN } from '../../../contract/hdn';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { dossiers } from './dossiers';
import { codeWords, freeText, tsvector } from './search';

const moment = () => timestamp({ withTimezone: true });

/**
 * Every HDN message in and out (docs/hdn.md), kept exactly as it came or went (`inhoud`), with
 * what the back office made of it: the dossier it belongs to, its status, what processing changed
 * (`resultaat`) or why it was refused or not sent (`melding`). Never edited except for the
 * processing status. A message removed with its dossier goes with it (clean-up, AVG).
 */
export const hdnBerichten = pgTable(
  'hdn_berichten',
  {
    id: serial().primaryKey(),
    richting: text().$type<'IN' | 'UIT'>().notNull(),
    /** Null for a message that could not be read at all. */
    soort: text(),
    /** The sender's own id of the message; with the sender, what makes a repeat recognisable. */
    berichtId: text(),
    kanaal: text().notNull(),
    afzender: text(),
    ontvanger: text(),
    dossierId: integer().references(() => dossiers.id, { onDelete: 'cascade' }),
    referentie: text(),
    samenvatting: text().notNull(),
    status: text().notNull(),
    resultaat: text(),
    melding: text(),
    inhoud: text().notNull(),
    /** The Datum of the message's header, as the sender wrote it. */
    berichtDatum: moment(),
    /** An answer (the acknowledgement of an application) points at the message it answers. */
    inReactieOp: integer().references((): AnyPgColumn => hdnBerichten.id, { onDelete: 'set null' }),
    /** Who linked a message that named no known dossier to one, by hand. */
    behandeldDoor: integer().references(() => gebruikers.id),
    /** The moment of the insert itself, so a message and the answer made in its transaction keep their order. */
    tijdstip: moment().notNull().default(sql`clock_timestamp()`),
    verzondenOp: moment(),
    zoekvector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch', ${sql.raw(codeWords(`coalesce("bericht_id", '') || ' ' || coalesce("referentie", '') || ' ' || coalesce("soort", '')`))}), 'A') || setweight(to_tsvector('dutch', ${sql.raw(freeText('"samenvatting"'))}), 'B')`,
      ),
  },
  (t) => [
    check('hdn_berichten_richting_check', oneOf(t.richting, ['IN', 'UIT'])),
    check('hdn_berichten_soort_check', sql`${t.soort} is null or ${oneOf(t.soort, HDN_SOORT_CODES)}`),
    check('hdn_berichten_status_check', oneOf(t.status, HDN_STATUSSEN.map((s) => s.id))),
    check('hdn_berichten_kanaal_check', oneOf(t.kanaal, HDN_KANALEN.map((k) => k.id))),
    // A repeat of a message already taken in is recognised, also when two servers take it at once;
    // a refused one may be sent again, corrected, under the same id.
    uniqueIndex('hdn_berichten_bericht_id_key')
      .on(t.richting, t.afzender, t.berichtId)
      .where(sql`${t.berichtId} is not null and ${t.status} <> 'GEWEIGERD'`),
    index().on(t.tijdstip, t.id),
    index().on(t.dossierId, t.tijdstip),
    index().on(t.soort, t.tijdstip),
    index('hdn_berichten_open_idx').on(t.status, t.tijdstip).where(sql`${t.status} in ('ONGEKOPPELD', 'TE_VERZENDEN', 'NIET_VERZONDEN', 'GEWEIGERD')`),
    index().on(t.inReactieOp),
    index('hdn_berichten_zoekvector_idx').using('gin', t.zoekvector),
  ],
);
