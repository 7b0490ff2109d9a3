import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { SEND_STATES, STORED_FOLDERS } from '../../../contract/mail';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { dossiers } from './dossiers';
import { bestanden } from './files';
import { kantoren, teams } from './organisation';
import { versioned } from './versioned';
import { codeWords, freeText, mailboxLexeme, tsvector } from './search';

/** An address as a message names it. */
export interface MailAddress {
  email: string;
  naam: string | null;
}

/**
 * A mailbox: one per user and one per team (docs/mail.md). Kept by the triggers at the end of the
 * mail migration, in the transaction that adds a user or team or changes its address or active
 * flag, so a mailbox never lags its owner; `adres` is the owner's address in lower case, the
 * key the SMTP listener files incoming mail by.
 */
export const postvakken = pgTable(
  'postvakken',
  {
    id: serial().primaryKey(),
    gebruikerId: integer()
      .unique()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    teamId: integer()
      .unique()
      .references(() => teams.id, { onDelete: 'cascade' }),
    adres: text().notNull(),
    actief: boolean().notNull(),
  },
  (t) => [index().on(t.adres), check('postvakken_eigenaar', sql`(${t.gebruikerId} is null) <> (${t.teamId} is null)`)],
);

const OPEN = sql`not gearchiveerd`;

/**
 * A message in one mailbox (spec 002 §3 "Mail message"). A message to three local mailboxes is
 * three rows sharing their attachment files. `vingerafdruk` (the Message-ID, or a hash of the raw
 * message without one) is unique per mailbox, so a message delivered twice (two API servers, an
 * MTA's retry) is filed once. Subject and plain text are columns of their own so a full-text
 * index can be laid over them later.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial().primaryKey(),
    postvakId: integer()
      .notNull()
      .references(() => postvakken.id, { onDelete: 'cascade' }),
    map: text().$type<(typeof STORED_FOLDERS)[number]>().notNull().default('INBOX'),
    richting: text().$type<'IN' | 'UIT'>().notNull(),
    vingerafdruk: text().notNull(),
    messageId: text(),
    inReplyTo: text(),
    vanAdres: text().notNull(),
    vanNaam: text(),
    aan: jsonb().$type<MailAddress[]>().notNull().default([]),
    cc: jsonb().$type<MailAddress[]>().notNull().default([]),
    onderwerp: text().notNull().default(''),
    tekst: text().notNull().default(''),
    /** As received (or as the sender's editor wrote it); sanitised by the browser before it is shown. */
    html: text(),
    ontvangenOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    gelezen: boolean().notNull().default(false),
    opvolgen: boolean().notNull().default(false),
    prioriteitId: integer().notNull().default(3),
    deadline: timestamp({ withTimezone: true }),
    gearchiveerd: boolean().notNull().default(false),
    dossierId: integer().references(() => dossiers.id, { onDelete: 'set null' }),
    kantoorId: integer().references(() => kantoren.id, { onDelete: 'set null' }),
    koppeling: text().$type<'AUTOMATISCH' | 'HANDMATIG'>(),
    aantalBijlagen: integer().notNull().default(0),
    /** Bytes of the message as received, or of the attachments of one sent. */
    grootte: integer().notNull().default(0),
    verzendstatus: text().$type<(typeof SEND_STATES)[number]>(),
    verzendfout: text(),
    aangemaaktDoor: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
    /**
     * The one search's vector (docs/search.md): subject and sender A, the plain text B, and the
     * mailbox as a lexeme no typed word can produce ('@postvak<id>'), so the index itself keeps
     * to the mailboxes the user reads (the search's rights) instead of the rows being read first.
     */
    zoekvector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch', ${sql.raw(freeText('"onderwerp"'))} || ' ' || ${sql.raw(codeWords(`"van_adres" || ' ' || coalesce("van_naam", '')`))}), 'A') || setweight(to_tsvector('dutch', ${sql.raw(freeText('"tekst"'))}), 'B') || ${sql.raw(mailboxLexeme('"postvak_id"'))}`,
      ),
  },
  (t) => [
    unique('mails_vingerafdruk').on(t.postvakId, t.vingerafdruk),
    check('mails_map', oneOf(t.map, STORED_FOLDERS)),
    check('mails_richting', oneOf(t.richting, ['IN', 'UIT'])),
    check('mails_koppeling', oneOf(t.koppeling, ['AUTOMATISCH', 'HANDMATIG'])),
    check('mails_verzendstatus', oneOf(t.verzendstatus, SEND_STATES)),
    check('mails_prioriteit', sql`${t.prioriteitId} in (1, 2, 3)`),
    check('mails_een_koppeling', sql`${t.dossierId} is null or ${t.kantoorId} is null`),
    // A folder of a mailbox, newest first, and the archive: the lists walk these in order.
    index('mails_lijst_idx').on(t.postvakId, t.map, t.ontvangenOp.desc().nullsFirst(), t.id.desc().nullsFirst()).where(OPEN),
    index('mails_archief_idx').on(t.postvakId, t.ontvangenOp.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`gearchiveerd`),
    // The unread counters read only unread open incoming mail.
    index('mails_ongelezen_idx').on(t.postvakId, t.map).where(sql`not gelezen and not gearchiveerd and richting = 'IN'`),
    // The workflow: open incoming mail by its due moment (its deadline, else when it came in).
    index('mails_werk_idx').on(t.postvakId, sql`coalesce(${t.deadline}, ${t.ontvangenOp})`, t.id).where(sql`not gearchiveerd and richting = 'IN'`),
    // The same across mailboxes (a team or all scope): walked in order until the page is full.
    index('mails_werk_volgorde_idx').on(sql`coalesce(${t.deadline}, ${t.ontvangenOp})`, t.id).where(sql`not gearchiveerd and richting = 'IN'`),
    index('mails_zoekvector_idx').using('gin', t.zoekvector),
    index('mails_dossier_idx').on(t.dossierId, t.ontvangenOp.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`dossier_id is not null`),
    index().on(t.kantoorId),
  ],
);

/** A message's attachments; one file may belong to several copies of a message (docs/mail.md). */
export const mailBijlagen = pgTable(
  'mail_bijlagen',
  {
    id: serial().primaryKey(),
    mailId: integer()
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    bestandId: integer()
      .notNull()
      .references(() => bestanden.id),
    /** An image the HTML shows in place (cid:), not offered as a separate attachment. */
    inline: boolean().notNull().default(false),
    contentId: text(),
    volgorde: integer().notNull(),
  },
  (t) => [index().on(t.mailId), index().on(t.bestandId)],
);

/** An attachment uploaded while a message is written, owned by its writer until the message is sent. */
export const mailConceptBijlagen = pgTable(
  'mail_concept_bijlagen',
  {
    id: serial().primaryKey(),
    bestandId: integer()
      .notNull()
      .unique()
      .references(() => bestanden.id),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.gebruikerId, t.createdAt)],
);

/**
 * Beheer › Postvakrechten (docs/mail.md "Rights"): a user may read and file in another user's or
 * a team's mailbox, and with `versturen` also send as it. Everyone reads their own mailbox and
 * those of their teams without a row here, and sends from their own; sending as a team, also for
 * its members, takes a row with `versturen`.
 */
export const postvakRechten = pgTable(
  'postvak_rechten',
  {
    id: serial().primaryKey(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    postvakId: integer()
      .notNull()
      .references(() => postvakken.id, { onDelete: 'cascade' }),
    /** May send as the mailbox (its address the From); without it only reading and filing. */
    versturen: boolean().notNull().default(false),
    ...versioned,
  },
  (t) => [unique('postvak_rechten_uniek').on(t.gebruikerId, t.postvakId), index().on(t.postvakId)],
);

/**
 * How many messages each mailbox holds per folder, direction and archive state, and how many of
 * them are unread: what the list totals, the folder list and the unread counters read instead of
 * counting a mailbox of a hundred thousand messages on every call. Kept exact by the triggers at the
 * end of the mail migration, in the transaction of every insert, change and delete of `mails`.
 */
export const mailTellingen = pgTable(
  'mail_tellingen',
  {
    postvakId: integer().notNull(),
    map: text().notNull(),
    richting: text().notNull(),
    gearchiveerd: boolean().notNull(),
    aantal: integer().notNull(),
    ongelezen: integer().notNull(),
  },
  (t) => [unique('mail_tellingen_key').on(t.postvakId, t.map, t.richting, t.gearchiveerd)],
);
