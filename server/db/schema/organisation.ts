import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const versioned = {
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Money providers (hypotheekverstrekkers), known by their HDN receiver code. */
export const geldverstrekkers = pgTable('geldverstrekkers', {
  id: serial().primaryKey(),
  naam: text().notNull(),
  ontvangerCode: text().notNull().unique(),
  active: boolean().notNull().default(true),
  ...versioned,
});

/** Adviser offices (kantoren). */
export const kantoren = pgTable('kantoren', {
  id: serial().primaryKey(),
  bedrijfsNaam: text().notNull(),
  plaatsNaam: text().notNull(),
  active: boolean().notNull().default(true),
  ...versioned,
});

export const teams = pgTable(
  'teams',
  {
    id: serial().primaryKey(),
    teamNaam: text().notNull(),
    teamEmail: text().notNull(),
    teamType: text().notNull().default('TEAM'),
    moneyProviderId: integer().references(() => geldverstrekkers.id),
    active: boolean().notNull().default(true),
    ...versioned,
  },
  (t) => [index().on(t.teamNaam), index().on(t.moneyProviderId)],
);

/** The report entries under Rapportages in the sidebar. */
export const menuRapportages = pgTable('menu_rapportages', {
  id: serial().primaryKey(),
  label: text().notNull(),
  volgorde: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export { versioned };
