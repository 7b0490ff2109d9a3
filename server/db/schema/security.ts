import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { gebruikers } from './access';
import { mails } from './mail';

/**
 * A user's second factor (docs/account-security.md). `methode` is TOTP (authenticator app) or SMS;
 * no row means none is set up. `totpLaatsteStap` is the last accepted 30-second step, so a TOTP
 * code works once.
 */
export const tweeFactoren = pgTable('twee_factoren', {
  gebruikerId: integer()
    .primaryKey()
    .references(() => gebruikers.id, { onDelete: 'cascade' }),
  methode: text().notNull(),
  totpSecret: text(),
  totpLaatsteStap: integer(),
  telefoon: text(),
  ingesteldOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per user; only their SHA-256 is kept. */
export const herstelcodes = pgTable(
  'herstelcodes',
  {
    id: serial().primaryKey(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    gebruiktOp: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.gebruikerId)],
);

/**
 * A sign-in between password and second factor, or an enrolment started from Profiel. The
 * pre-authentication token is handed out once; only its SHA-256 is kept. `doel` is AANMELDEN
 * (sign-in: a session token only after the second factor) or PROFIEL (switch method while signed in).
 * Pending enrolment data (a new TOTP secret or phone number) waits here until it is confirmed.
 */
export const aanmeldStappen = pgTable(
  'aanmeld_stappen',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull().unique(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    doel: text().notNull(),
    verlooptOp: timestamp({ withTimezone: true }).notNull(),
    afgerondOp: timestamp({ withTimezone: true }),
    /** Profiel: when the user proved their current factor, which changing it requires. */
    bevestigdOp: timestamp({ withTimezone: true }),
    nieuweMethode: text(),
    nieuwTotpSecret: text(),
    nieuweTelefoon: text(),
    smsCodeHash: text(),
    smsVerlooptOp: timestamp({ withTimezone: true }),
    smsVerstuurdOp: timestamp({ withTimezone: true }),
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.gebruikerId)],
);

/** Security events beheer can read: sign-ins, failures, 2FA changes, password resets. */
export const beveiligingslog = pgTable(
  'beveiligingslog',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    gebruikerId: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
    gebruikersnaam: text().notNull().default(''),
    ip: text().notNull().default(''),
    gebeurtenis: text().notNull(),
    omschrijving: text().notNull().default(''),
  },
  (t) => [index().on(t.at), index().on(t.gebruikerId)],
);

/**
 * Outgoing mail (docs/mail-outbox.md): every mail is written here first; with SMTP_URL a job of
 * the queue sends it and sets `verzondenOp`, or `opgegevenOp` after its last try; without it the
 * row is the visible outbox. A message of the mail area names its sent copy (`mailId`), which
 * holds its attachments and shows its state to the sender.
 */
export const uitgaandeMails = pgTable(
  'uitgaande_mails',
  {
    id: serial().primaryKey(),
    /** The envelope's recipients, comma-separated (with `cc`). */
    aan: text().notNull(),
    cc: text(),
    /** The sender when it is not MAIL_FROM: the address of the mailbox that wrote it. */
    van: text(),
    onderwerp: text().notNull(),
    tekst: text().notNull(),
    html: text(),
    mailId: integer().references(() => mails.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verzondenOp: timestamp({ withTimezone: true }),
    /** Given up: the relay refused it for good, or the last try failed. */
    opgegevenOp: timestamp({ withTimezone: true }),
    fout: text(),
    pogingen: integer().notNull().default(0),
  },
  (t) => [index().on(t.createdAt)],
);
