import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { TRACE_OUTCOMES, type TraceOutcome } from '../../../contract/trace-codes';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { dossiers } from './dossiers';

/**
 * Every call the server made to an outside party (docs/traces.md), written by the one recorder
 * (server/services/traces/recorder.ts) with request and answer masked: no password, secret, token
 * or BSN is ever stored here. Kept as long as Beheer › Data retentie says for EXTERNE_AANROEP.
 */
export const externeAanroepen = pgTable(
  'externe_aanroepen',
  {
    id: serial().primaryKey(),
    tijdstip: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Which part of ours called: SMTP, SMS, REGELSET, … */
    aanroeper: text().notNull(),
    /** Where to: host and port or service name, credentials masked. */
    doel: text().notNull(),
    operatie: text().notNull(),
    duurMs: integer().notNull(),
    uitkomst: text().$type<TraceOutcome>().notNull(),
    verzoek: jsonb(),
    antwoord: jsonb(),
    fout: text(),
    dossierId: integer().references(() => dossiers.id, { onDelete: 'set null' }),
    gebruikerId: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('externe_aanroepen_uitkomst_check', oneOf(t.uitkomst, TRACE_OUTCOMES)),
    index().on(t.tijdstip, t.id),
    index().on(t.aanroeper, t.tijdstip),
    index().on(t.dossierId),
  ],
);
