import { boolean, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { geldverstrekkers, versioned } from './organisation';

/**
 * The simple Beheer lists (spec 000 §2), one table per schema-driven resource in
 * contract/beheer/; field choices in docs/beheer.md. `geldverstrekkerId` empty means a row of
 * the organisation itself, otherwise the row belongs to that money provider.
 */
const lender = () => integer().references(() => geldverstrekkers.id);
const active = () => boolean().notNull().default(true);
/** Euro amounts as exact decimals, read back as numbers. */
const euro = () => numeric({ precision: 12, scale: 2, mode: 'number' }).notNull();

export const taakStatussen = pgTable('taak_statussen', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  omschrijving: text().notNull(),
  volgorde: integer().notNull(),
  afgerond: boolean().notNull().default(false),
  toelichting: text(),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const cdsPerioden = pgTable('cds_perioden', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  werkdagen: integer().notNull(),
  signaalWerkdagen: integer().notNull(),
  omschrijving: text(),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const documentStatussen = pgTable('document_statussen', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  omschrijving: text().notNull(),
  icoon: text().notNull(),
  volgorde: integer().notNull(),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const belangrijkeDatumSoorten = pgTable('belangrijke_datum_soorten', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  naam: text().notNull(),
  dagenVooraf: integer().notNull(),
  omschrijving: text(),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const takenZonderDocumenten = pgTable('taken_zonder_documenten', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  termijnWerkdagen: integer().notNull(),
  omschrijving: text(),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const overruleStatussen = pgTable('overrule_statussen', {
  id: serial().primaryKey(),
  naam: text().notNull(),
  partij: text().notNull(),
  volgorde: integer().notNull(),
  afgesloten: boolean().notNull().default(false),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const changeRequestStatussen = pgTable('change_request_statussen', {
  id: serial().primaryKey(),
  statusId: integer().notNull().unique(),
  label: text().notNull(),
  eindstatus: boolean().notNull().default(false),
  omschrijving: text(),
  active: active(),
  ...versioned,
});

export const systemEvents = pgTable('system_events', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  bron: text().notNull(),
  omschrijving: text(),
  notificeren: boolean().notNull().default(false),
  active: active(),
  ...versioned,
});

export const codesLeningMij = pgTable(
  'codes_lening_mij',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    omschrijving: text().notNull(),
    geldverstrekkerId: lender(),
    active: active(),
    ...versioned,
  },
  (t) => [index().on(t.geldverstrekkerId)],
);

export const diensten = pgTable('diensten', {
  id: serial().primaryKey(),
  naam: text().notNull(),
  tarief: euro(),
  btwPlichtig: boolean().notNull().default(true),
  omschrijving: text(),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const contracten = pgTable('contracten', {
  id: serial().primaryKey(),
  contractNummer: text().notNull().unique(),
  geldverstrekkerId: integer()
    .notNull()
    .references(() => geldverstrekkers.id),
  omschrijving: text().notNull(),
  ingangsdatum: date().notNull(),
  einddatum: date(),
  toelichting: text(),
  active: active(),
  ...versioned,
});

export const factuurRegels = pgTable('factuur_regels', {
  id: serial().primaryKey(),
  omschrijving: text().notNull(),
  geldverstrekkerId: lender(),
  bedrag: euro(),
  btw: text().notNull(),
  grootboekrekening: text().notNull(),
  ingangsdatum: date().notNull(),
  einddatum: date(),
  active: active(),
  ...versioned,
});

export const dcMappings = pgTable('dc_mappings', {
  id: serial().primaryKey(),
  categorie: text().notNull(),
  externeCode: text().notNull(),
  interneCode: text().notNull(),
  omschrijving: text(),
  active: active(),
  ...versioned,
});

export const nieuweAanstellingen = pgTable('nieuwe_aanstellingen', {
  id: serial().primaryKey(),
  naam: text().notNull(),
  geldverstrekkerId: lender(),
  maxMaandenTotIngang: integer().notNull(),
  intentieverklaringVereist: boolean().notNull().default(true),
  proeftijdToegestaan: boolean().notNull().default(false),
  voorwaarden: text(),
  active: active(),
  ...versioned,
});

export const dataRetenties = pgTable('data_retenties', {
  id: serial().primaryKey(),
  soort: text().notNull(),
  bewaartermijnMaanden: integer().notNull(),
  grondslag: text().notNull(),
  anonimiseren: boolean().notNull().default(false),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

/** Norms per phase or step ('FASE' or 'FASE.STAP'), optionally per kind of office (segment) or money provider. */
export const doorlooptijden = pgTable('doorlooptijden', {
  id: serial().primaryKey(),
  stap: text().notNull(),
  segment: text(),
  normWerkdagen: integer().notNull(),
  signaalWerkdagen: integer().notNull(),
  geldverstrekkerId: lender(),
  active: active(),
  ...versioned,
});

export const widgetNotificaties = pgTable('widget_notificaties', {
  id: serial().primaryKey(),
  titel: text().notNull(),
  bericht: text().notNull(),
  ernst: text().notNull(),
  zichtbaarVanaf: date().notNull(),
  zichtbaarTot: date(),
  active: active(),
  ...versioned,
});

export const serviceProviders = pgTable('service_providers', {
  id: serial().primaryKey(),
  naam: text().notNull(),
  code: text().notNull().unique(),
  email: text().notNull(),
  telefoon: text(),
  kvkNummer: text(),
  active: active(),
  ...versioned,
});

export const jaaropgaven = pgTable('jaaropgaven', {
  id: serial().primaryKey(),
  belastingjaar: integer().notNull().unique(),
  verzenddatum: date().notNull(),
  afzenderNaam: text().notNull(),
  antwoordEmail: text().notNull(),
  toelichting: text(),
  ...versioned,
});

export const eventTemplates = pgTable('event_templates', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  eventNaam: text().notNull(),
  onderwerp: text().notNull(),
  inhoud: text().notNull(),
  toelichting: text(),
  active: active(),
  ...versioned,
});
