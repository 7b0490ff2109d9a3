import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { gebruikers } from './access';
import { versioned } from './versioned';

/**
 * Stored files (server/services/storage): the bytes live under DATA_DIR/files by `sleutel`, this
 * row says what they are. `mimeType` is what the bytes are, recognised on upload, never the
 * client's claim.
 */
export const bestanden = pgTable('bestanden', {
  id: serial().primaryKey(),
  sleutel: text().notNull().unique(),
  naam: text().notNull(),
  mimeType: text().notNull(),
  grootte: integer().notNull(),
  sha256: text().notNull(),
  geuploadDoor: integer().references(() => gebruikers.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Back-office e-mail templates (spec 002 §3): a name, a subject, an attached PDF and variables. */
export const backofficeTemplates = pgTable('backoffice_templates', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  onderwerp: text().notNull(),
  omschrijving: text(),
  active: boolean().notNull().default(true),
  bestandId: integer().references(() => bestanden.id),
  ...versioned,
});

/** The variables a back-office template may use (GET /back-office-template-variable). */
export const backofficeTemplateVariabelen = pgTable('backoffice_template_variabelen', {
  id: serial().primaryKey(),
  naam: text().notNull().unique(),
  omschrijving: text().notNull(),
});

/** The variables a template uses: only those sent with activeYN true are kept. */
export const backofficeTemplateGebruik = pgTable(
  'backoffice_template_gebruik',
  {
    templateId: integer().notNull().references(() => backofficeTemplates.id, { onDelete: 'cascade' }),
    variabeleId: integer().notNull().references(() => backofficeTemplateVariabelen.id),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.variabeleId] })],
);

/** Kinds of information item, each in one of the reader pages' categories (GET /rs/informationtypes). */
export const informatieTypes = pgTable('informatie_types', {
  id: serial().primaryKey(),
  categorie: text().notNull(),
  naam: text().notNull(),
  volgorde: integer().notNull(),
});

/**
 * Informatie en nieuws (spec 002 §3): a title, a sanitised HTML body and an optional PDF, shown
 * to readers from `publicatieDatum` until `vervalDatum` while active.
 */
export const informatieItems = pgTable(
  'informatie_items',
  {
    id: serial().primaryKey(),
    typeId: integer().notNull().references(() => informatieTypes.id),
    titel: text().notNull(),
    samenvatting: text(),
    body: text().notNull(),
    publicatieDatum: date({ mode: 'string' }).notNull(),
    vervalDatum: date({ mode: 'string' }),
    active: boolean().notNull().default(true),
    bestandId: integer().references(() => bestanden.id),
    auteurId: integer().references(() => gebruikers.id),
    ...versioned,
  },
  (t) => [index('informatie_items_publicatie_idx').on(t.publicatieDatum)],
);
