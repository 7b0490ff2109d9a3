import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { geldverstrekkers } from './organisation';
import { versioned } from './versioned';

/**
 * Message templates (Beheer › Berichttemplates, spec 002 §2–§7): a reusable message whose
 * HTML body carries merge fields ({{dossier.nummer}}) filled from a dossier (docs/beheer.md).
 * `geldverstrekkerId` empty: the organisation's template; filled: a lender's own.
 */
export const berichtTemplates = pgTable(
  'bericht_templates',
  {
    id: serial().primaryKey(),
    naam: text().notNull().unique(),
    /** Communication kind (spec 002 §3): B brief/fax, E e-mail, I/U telefoon, O opmerking. */
    categorie: text().notNull(),
    /** HDN message kind (berichtsoorttypes AX, DA, DX, SX, OX). */
    berichtsoort: text().notNull(),
    onderwerp: text().notNull(),
    /** Sanitized HTML (server/services/bericht-templates/sanitize.ts). */
    inhoud: text().notNull(),
    /** Uses the BTL merge fields (/rs/mergeveldens/btl). */
    btl: boolean().notNull().default(false),
    /** Offered when a user writes a message by hand (/rf/bericht-templates?handmatig=true). */
    handmatig: boolean().notNull().default(true),
    geldverstrekkerId: integer().references(() => geldverstrekkers.id),
    active: boolean().notNull().default(true),
    ...versioned,
  },
  (t) => [index().on(t.geldverstrekkerId)],
);
