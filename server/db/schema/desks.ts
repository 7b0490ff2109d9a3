import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DESK_LIMITS, DESK_ROLES, DESKS, VOORBESPREEK_OORDEEL_CODES, VOORBESPREEK_STATUS_CODES } from '../../../contract/desks';
import { gebruikers } from './access';
import { overruleStatussen } from './beheer';
import { oneOf } from './checks';
import { dossiers } from './dossiers';
import { bestanden } from './files';
import { geldverstrekkers, kantoren } from './organisation';
import { versioned } from './versioned';
import { ontvangercodes } from './reference-data';

const moment = () => timestamp({ withTimezone: true });
const messageLength = (column: AnyPgColumn) => sql`char_length(${column}) <= ${sql.raw(String(DESK_LIMITS.message))}`;

/**
 * The subjects of each desk (GET /dossiers/overrule/subject, /voorbespreekdesk/subjects): main
 * subjects and, under `hoofdId`, their sub-subjects. Reference data, filled by the migration.
 */
export const deskOnderwerpen = pgTable(
  'desk_onderwerpen',
  {
    id: serial().primaryKey(),
    desk: text().notNull(),
    naam: text().notNull(),
    hoofdId: integer().references((): AnyPgColumn => deskOnderwerpen.id),
    volgorde: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [check('desk_onderwerpen_desk_check', oneOf(t.desk, DESKS)), index().on(t.desk, t.hoofdId)],
);

/**
 * An overrule request on a dossier (spec 001 §3). The office and the money provider are the
 * dossier's, copied when it is made: they decide who takes part (docs/desks.md). The last message
 * is kept on the row so the overview and the unread marks need no look-up per row.
 */
export const overruleVerzoeken = pgTable(
  'overrule_verzoeken',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    kantoorId: integer().references(() => kantoren.id),
    geldverstrekkerId: integer()
      .notNull()
      .references(() => geldverstrekkers.id),
    hoofdOnderwerpId: integer()
      .notNull()
      .references(() => deskOnderwerpen.id),
    subOnderwerpId: integer().references(() => deskOnderwerpen.id),
    aangevraagdDoorId: integer()
      .notNull()
      .references(() => gebruikers.id),
    geldverstrekkerStatusId: integer().references(() => overruleStatussen.id),
    serviceProviderStatusId: integer().references(() => overruleStatussen.id),
    oordeelId: integer().references(() => overruleStatussen.id),
    gearchiveerd: boolean().notNull().default(false),
    gearchiveerdOp: moment(),
    laatsteBerichtId: integer().notNull().default(0),
    laatsteAfzenderId: integer(),
    laatsteBerichtOp: moment().notNull().defaultNow(),
    aantalBerichten: integer().notNull().default(0),
    ...versioned,
  },
  (t) => [
    index('overrule_verzoeken_overzicht_idx').on(t.gearchiveerd, t.laatsteBerichtOp, t.id),
    index().on(t.kantoorId),
    index().on(t.geldverstrekkerId),
    // One open request per dossier: GET /exists/{dossierId} answers that one.
    uniqueIndex('overrule_verzoeken_open_per_dossier').on(t.dossierId).where(sql`not ${t.gearchiveerd}`),
    index().on(t.dossierId),
  ],
);

/** A message of an overrule request: what a party wrote (BERICHT) or a status it set (STATUS). */
export const overruleBerichten = pgTable(
  'overrule_berichten',
  {
    id: serial().primaryKey(),
    verzoekId: integer()
      .notNull()
      .references(() => overruleVerzoeken.id, { onDelete: 'cascade' }),
    afzenderId: integer()
      .notNull()
      .references(() => gebruikers.id),
    rol: text().notNull(),
    soort: text().notNull().default('BERICHT'),
    tekst: text().notNull(),
    oordeelId: integer().references(() => overruleStatussen.id),
    geldverstrekkerStatusId: integer().references(() => overruleStatussen.id),
    serviceProviderStatusId: integer().references(() => overruleStatussen.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.verzoekId, t.id),
    check('overrule_berichten_rol_check', oneOf(t.rol, DESK_ROLES)),
    check('overrule_berichten_soort_check', oneOf(t.soort, ['BERICHT', 'STATUS'])),
    check('overrule_berichten_tekst_check', messageLength(t.tekst)),
  ],
);

/** A pre-discussion between an office's adviser and the back office (spec 001 §3), optionally tied to a dossier. */
export const voorbespreekGesprekken = pgTable(
  'voorbespreek_gesprekken',
  {
    id: serial().primaryKey(),
    klantNaam: text().notNull(),
    ontvangerCode: text()
      .notNull()
      .references(() => ontvangercodes.code),
    hoofdOnderwerpId: integer()
      .notNull()
      .references(() => deskOnderwerpen.id),
    subOnderwerpId: integer().references(() => deskOnderwerpen.id),
    kantoorId: integer()
      .notNull()
      .references(() => kantoren.id),
    aangemaaktDoorId: integer()
      .notNull()
      .references(() => gebruikers.id),
    behandelaarId: integer().references(() => gebruikers.id),
    dossierId: integer().references(() => dossiers.id, { onDelete: 'set null' }),
    status: text().notNull().default('OPEN'),
    oordeel: text(),
    gearchiveerd: boolean().notNull().default(false),
    gearchiveerdOp: moment(),
    beeindigdOp: moment(),
    startDatum: moment().notNull().defaultNow(),
    laatsteBerichtId: integer().notNull().default(0),
    laatsteAfzenderId: integer(),
    laatsteBerichtOp: moment().notNull().defaultNow(),
    aantalBerichten: integer().notNull().default(0),
    ...versioned,
  },
  (t) => [
    index('voorbespreek_overzicht_idx').on(t.gearchiveerd, t.startDatum, t.id),
    index().on(t.kantoorId, t.gearchiveerd),
    index().on(t.dossierId),
    index().on(t.behandelaarId),
    check('voorbespreek_gesprekken_status_check', oneOf(t.status, VOORBESPREEK_STATUS_CODES)),
    check('voorbespreek_gesprekken_oordeel_check', sql`${t.oordeel} is null or ${oneOf(t.oordeel, VOORBESPREEK_OORDEEL_CODES)}`),
    check('voorbespreek_gesprekken_klant_check', sql`char_length(${t.klantNaam}) <= ${sql.raw(String(DESK_LIMITS.clientName))}`),
  ],
);

export const voorbespreekBerichten = pgTable(
  'voorbespreek_berichten',
  {
    id: serial().primaryKey(),
    gesprekId: integer()
      .notNull()
      .references(() => voorbespreekGesprekken.id, { onDelete: 'cascade' }),
    afzenderId: integer()
      .notNull()
      .references(() => gebruikers.id),
    rol: text().notNull(),
    tekst: text().notNull(),
    oordeel: text(),
    einde: boolean().notNull().default(false),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.gesprekId, t.id),
    check('voorbespreek_berichten_rol_check', oneOf(t.rol, DESK_ROLES)),
    check('voorbespreek_berichten_oordeel_check', sql`${t.oordeel} is null or ${oneOf(t.oordeel, VOORBESPREEK_OORDEEL_CODES)}`),
    check('voorbespreek_berichten_tekst_check', messageLength(t.tekst)),
  ],
);

/** The files of a desk message: each file belongs to exactly one message of one desk. */
export const deskBijlagen = pgTable(
  'desk_bijlagen',
  {
    id: serial().primaryKey(),
    overruleBerichtId: integer().references(() => overruleBerichten.id, { onDelete: 'cascade' }),
    voorbespreekBerichtId: integer().references(() => voorbespreekBerichten.id, { onDelete: 'cascade' }),
    bestandId: integer()
      .notNull()
      .unique()
      .references(() => bestanden.id),
    volgorde: integer().notNull(),
  },
  (t) => [
    index().on(t.overruleBerichtId),
    index().on(t.voorbespreekBerichtId),
    check('desk_bijlagen_een_bericht_check', sql`(${t.overruleBerichtId} is null) <> (${t.voorbespreekBerichtId} is null)`),
  ],
);

/**
 * How far each user has read a conversation: the id of the last message they saw. A conversation
 * is unread for a user while its last message is newer and someone else wrote it.
 */
export const deskGelezen = pgTable(
  'desk_gelezen',
  {
    desk: text().notNull(),
    gesprekId: integer().notNull(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    berichtId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.desk, t.gesprekId, t.gebruikerId] }), check('desk_gelezen_desk_check', oneOf(t.desk, DESKS))],
);
