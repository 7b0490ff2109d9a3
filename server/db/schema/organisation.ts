import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { KANTOOR_TYPE_CODES, REGIO_CODES } from '../../../contract/dossier';
import { GROEPERING_CODES, REPORT_QUERY_CODES, TIJDVAK_CODES } from '../../../contract/insight/reports';
import { geldverstrekkerEntity } from '../../../contract/beheer/geldverstrekkers';
import { entityTable } from '../entity-table';
import { oneOf } from './checks';
import { versioned } from './versioned';

/** Money providers (hypotheekverstrekkers), known by their HDN receiver code; derived from Beheer › Geldverstrekkers. */
export const geldverstrekkers = entityTable(geldverstrekkerEntity, () => ({}));

/**
 * Adviser offices (kantoren), with the region and mandate the dossier quick filters select on, and
 * the contact data and registrations the Kantoren screen shows (docs/offices.md): the AFM licence
 * number (Wft) and the KvK number, eight digits each.
 */
export const kantoren = pgTable('kantoren', {
  id: serial().primaryKey(),
  bedrijfsNaam: text().notNull(),
  plaatsNaam: text().notNull(),
  regio: text().$type<(typeof REGIO_CODES)[number]>().notNull().default('MIDDEN'),
  kantoorType: text().$type<(typeof KANTOOR_TYPE_CODES)[number]>().notNull().default('NIET_VOLMACHT'),
  straatNaam: text(),
  huisNummer: text(),
  /** Stored as 1234AB, as the applicants' postcodes are. */
  postcode: text(),
  telefoonNummer: text(),
  email: text(),
  website: text(),
  afmNummer: text(),
  kvkNummer: text(),
  active: boolean().notNull().default(true),
  ...versioned,
});

/**
 * The money providers an office may place mortgages with (its agency, "aansluiting"), with the
 * agent number the provider knows the office by.
 */
export const kantoorGeldverstrekkers = pgTable(
  'kantoor_geldverstrekkers',
  {
    kantoorId: integer()
      .notNull()
      .references(() => kantoren.id, { onDelete: 'cascade' }),
    geldverstrekkerId: integer()
      .notNull()
      .references(() => geldverstrekkers.id),
    agentnummer: text().notNull(),
    sinds: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kantoorId, t.geldverstrekkerId] }), index().on(t.geldverstrekkerId)],
);

/**
 * The organisations dossiers are processed for (quick filter organisationId): the processor's own
 * labels, or a label run for one money provider.
 */
export const organisaties = pgTable('organisaties', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  geldverstrekkerId: integer().references(() => geldverstrekkers.id),
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
  (t) => [
    index().on(t.teamNaam),
    index().on(t.moneyProviderId),
    // A team name is unique among one money provider's teams (the processor's own: no provider), in any case.
    uniqueIndex('teams_naam_per_geldverstrekker').on(sql`coalesce(${t.moneyProviderId}, -1)`, sql`lower(${t.teamNaam})`),
  ],
);

/**
 * The reports under Rapportages in the sidebar (Beheer › Rapportages): who sees each (a
 * permission) and which query of the fixed set (contract/insight/reports.ts) it runs, how grouped.
 */
export const menuRapportages = pgTable('menu_rapportages', {
  id: serial().primaryKey(),
  label: text().notNull(),
  permissie: text().notNull().default('MENU_RAPPORTAGES_VIEW'),
  query: text().notNull().default('PRODUCTIE'),
  groepering: text().notNull().default('GEEN'),
  tijdvak: text().notNull().default('MAAND'),
  volgorde: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  ...versioned,
}, (t) => [
  check('menu_rapportages_query_check', oneOf(t.query, REPORT_QUERY_CODES)),
  check('menu_rapportages_groepering_check', oneOf(t.groepering, GROEPERING_CODES)),
  check('menu_rapportages_tijdvak_check', oneOf(t.tijdvak, TIJDVAK_CODES)),
]);

