import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AANLEIDING_CODES, NOTITIE_PRIORITEIT_IDS } from '../../../contract/notes';
import { NOTE_LIMITS } from '../../../contract/limits';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { dossiers } from './dossiers';
import { bestanden } from './files';
import { freeText, tsvector } from './search';

/** A note on a dossier (spec 000 §3 "Note creation"): kept as written, removed only whole. */
export const notities = pgTable(
  'notities',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    onderwerp: text().notNull(),
    aanleiding: text().notNull().default('O'),
    prioriteitId: integer().notNull().default(3),
    body: text().notNull(),
    auteurId: integer().references(() => gebruikers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The subject weighs more than the text in one search (docs/search.md). */
    zoekvector: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('dutch', ${sql.raw(freeText('"onderwerp"'))}), 'A') || setweight(to_tsvector('dutch', ${sql.raw(freeText('"body"'))}), 'B')`),
  },
  (t) => [
    index().on(t.dossierId, t.createdAt),
    index('notities_zoekvector_idx').using('gin', t.zoekvector),
    check('notities_aanleiding_check', oneOf(t.aanleiding, AANLEIDING_CODES)),
    check('notities_prioriteit_check', sql`${t.prioriteitId} in (${sql.raw(NOTITIE_PRIORITEIT_IDS.join(', '))})`),
    check('notities_onderwerp_check', sql`char_length(${t.onderwerp}) <= ${sql.raw(String(NOTE_LIMITS.onderwerp))}`),
    check('notities_body_check', sql`char_length(${t.body}) <= ${sql.raw(String(NOTE_LIMITS.body))}`),
  ],
);

/** A note's attachments (at most 10, checked by the service), each owning its file. */
export const notitieBijlagen = pgTable(
  'notitie_bijlagen',
  {
    id: serial().primaryKey(),
    notitieId: integer()
      .notNull()
      .references(() => notities.id, { onDelete: 'cascade' }),
    bestandId: integer()
      .notNull()
      .unique()
      .references(() => bestanden.id),
    volgorde: integer().notNull(),
  },
  (t) => [index().on(t.notitieId)],
);
