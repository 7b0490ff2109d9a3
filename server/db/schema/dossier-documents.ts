import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { gebruikers } from './access';
import { documentStatussen } from './beheer';
import { dossiers, hypotheekgevers } from './dossiers';
import { versioned } from './versioned';

/**
 * The documents requested for a dossier (docs/dossier-documents.md): one row per request — what
 * kind (`soort`, a code of the `checksoortdocumenten` list, fixed once made), about which
 * applicant when it is a personal document, and where it stands (`status`, a letter of Beheer ›
 * documenten). The received file(s) will hang off this row (a link table of the documents issue),
 * so a request that is rejected and delivered again keeps its history in one place.
 */
export const dossierDocumenten = pgTable(
  'dossier_documenten',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    soort: text().notNull(),
    /** The applicant the document is about (identity, income); empty for the dossier's own papers. */
    hypotheekgeverId: integer().references(() => hypotheekgevers.id, { onDelete: 'cascade' }),
    /** A renamed status code moves its documents along; a status is never deleted, only switched off. */
    status: text()
      .notNull()
      .default('O')
      .references(() => documentStatussen.code, { onUpdate: 'cascade' }),
    opgevraagdOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ontvangenOp: timestamp({ withTimezone: true }),
    beoordeeldDoor: integer().references(() => gebruikers.id),
    beoordeeldOp: timestamp({ withTimezone: true }),
    /** The reviewer's reason: why the document was rejected or the original is needed. */
    reden: text(),
    /** What the processor wrote to the adviser when asking for it (what exactly, which period). */
    toelichting: text(),
    /** Asked for by a change request on the dossier (the dossier-change lists of docs/documents.md), not by the application. */
    dossierChange: boolean().notNull().default(false),
    ...versioned,
  },
  (t) => [
    index().on(t.dossierId, t.status),
    // The dossiers with a declined document (first time right, docs/insight.md): a few percent of the rows.
    index('dossier_documenten_afgekeurd_idx').on(t.dossierId).where(sql`${t.status} = 'R'`),
    index().on(t.hypotheekgeverId),
    check('dossier_documenten_ontvangen_check', sql`${t.ontvangenOp} is null or ${t.ontvangenOp} >= ${t.opgevraagdOp}`),
    check('dossier_documenten_toelichting_check', sql`char_length(${t.toelichting}) <= 1000`),
    check('dossier_documenten_beoordeeld_check', sql`${t.beoordeeldOp} is null or (${t.ontvangenOp} is not null and ${t.beoordeeldOp} >= ${t.ontvangenOp})`),
  ],
);
