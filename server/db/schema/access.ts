import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { geldverstrekkers, kantoren, teams } from './organisation';
import { versioned } from './versioned';

export const gebruikers = pgTable(
  'gebruikers',
  {
    id: serial().primaryKey(),
    /** Stored in lower case; sign-in is case-insensitive on the user name. */
    username: text().notNull().unique(),
    passwordHash: text(),
    email: text().notNull(),
    voorLetters: text().notNull().default(''),
    tussenVoegsels: text(),
    achterNaam: text().notNull(),
    typeCode: char({ length: 1 }).notNull(),
    kantoorId: integer().references(() => kantoren.id),
    geldverstrekkerId: integer().references(() => geldverstrekkers.id),
    active: boolean().notNull().default(true),
    /** May perform the KYC checks of a dossier (PUT /gebruikers/{id}/kyc). */
    kyc: boolean().notNull().default(false),
    ...versioned,
  },
  (t) => [index().on(t.typeCode), index().on(t.kantoorId)],
);

export const permissies = pgTable('permissies', {
  naam: text().primaryKey(),
  omschrijving: text().notNull().default(''),
});

export const rollen = pgTable('rollen', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  omschrijving: text().notNull().default(''),
  /** Members must sign in with a second factor; one without it is led through enrolment. */
  tweeFactorVerplicht: boolean().notNull().default(false),
  ...versioned,
});

export const rolPermissies = pgTable(
  'rol_permissies',
  {
    rolId: integer()
      .notNull()
      .references(() => rollen.id, { onDelete: 'cascade' }),
    permissie: text()
      .notNull()
      .references(() => permissies.naam),
  },
  (t) => [primaryKey({ columns: [t.rolId, t.permissie] })],
);

export const gebruikerRollen = pgTable(
  'gebruiker_rollen',
  {
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    rolId: integer()
      .notNull()
      .references(() => rollen.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gebruikerId, t.rolId] }), index().on(t.rolId)],
);

/** One row per sign-in; the token's jti. Logout sets revokedAt, after which the token is refused. */
export const sessies = pgTable(
  'sessies',
  {
    id: text().primaryKey(),
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.gebruikerId)],
);

/** Failed sign-in attempts, to slow down password guessing across all API servers. */
export const loginPogingen = pgTable(
  'login_pogingen',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index().on(t.username, t.at)],
);

export const gebruikerTeams = pgTable(
  'gebruiker_teams',
  {
    gebruikerId: integer()
      .notNull()
      .references(() => gebruikers.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.gebruikerId, t.teamId] }), index().on(t.teamId)],
);
