import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { DOC_SOORT_TYPE_IDS, DOCUMENT_BEWERKINGEN } from '../../../contract/documents';
import { DOCUMENT_LIJST_CODES } from '../../../contract/document-lists';
import { gebruikers } from './access';
import { documentStatussen } from './beheer';
import { oneOf } from './checks';
import { dossierDocumenten } from './dossier-documents';
import { dossiers } from './dossiers';
import { bestanden } from './files';
import { versioned } from './versioned';

/**
 * A document of a dossier (docs/documents.md): a file in one of the phase lists (renteaanbod,
 * hypotheekaanbod, passeren), of a kind, optionally answering a requested document of
 * `dossier_documenten`. It is reviewed twice: by the service provider (SP, the back office) and by
 * the lender (NHL); a decline gives reasons (`document_redenen`) the adviser reads. `bestandId` is
 * the file of the current version; the versions themselves own their files (`document_versies`).
 */
export const documenten = pgTable(
  'documenten',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    lijst: text().notNull(),
    naam: text().notNull(),
    /** A code of the `checksoortdocumenten` list (fixed once made, so no foreign key: docs/dossier-documents.md). */
    soort: text(),
    /** Spec 001 §3 document kinds (1 renteaanbod, 2 hypotheekaanbod, 3 welkomstbrief) for what the back office produces. */
    documentType: integer(),
    /** The request this document answers; a request withdrawn leaves the document standing. */
    dossierDocumentId: integer().references(() => dossierDocumenten.id, { onDelete: 'set null' }),
    /** The current version's file; empty until the first upload. */
    bestandId: integer().references(() => bestanden.id),
    status: text()
      .notNull()
      .default('O')
      .references(() => documentStatussen.code, { onUpdate: 'cascade' }),
    spGeverifieerdDoor: integer().references(() => gebruikers.id),
    spGeverifieerdOp: timestamp({ withTimezone: true }),
    nhlGeverifieerdDoor: integer().references(() => gebruikers.id),
    nhlGeverifieerdOp: timestamp({ withTimezone: true }),
    beoordeeldDoor: integer().references(() => gebruikers.id),
    beoordeeldOp: timestamp({ withTimezone: true }),
    /** The reviewer's remark with a decline, for the adviser. */
    toelichting: text(),
    /** Handed on to the lender (POST /dossiers/document/{x}/pass). */
    doorgezetOp: timestamp({ withTimezone: true }),
    ontvangenOp: timestamp({ withTimezone: true }),
    /** A paper that stops being valid (a salary slip, an ID card): listed under vervallen after this day. */
    vervalDatum: date({ mode: 'string' }),
    gearchiveerd: boolean().notNull().default(false),
    aangemaaktDoor: integer().references(() => gebruikers.id),
    ...versioned,
  },
  (t) => [
    index().on(t.dossierId, t.lijst),
    index().on(t.dossierDocumentId),
    unique('documenten_bestand_unique').on(t.bestandId),
    check('documenten_lijst_check', oneOf(t.lijst, DOCUMENT_LIJST_CODES)),
    check('documenten_type_check', sql`${t.documentType} is null or ${t.documentType} in (${sql.raw(DOC_SOORT_TYPE_IDS.join(', '))})`),
  ],
);

/**
 * Every saved state of a document's file: the upload, each page operation, a restore (which copies
 * an older version's file into a new version). A version owns its file; the highest `versie` is the
 * document's current file.
 */
export const documentVersies = pgTable(
  'document_versies',
  {
    id: serial().primaryKey(),
    documentId: integer()
      .notNull()
      .references(() => documenten.id, { onDelete: 'cascade' }),
    versie: integer().notNull(),
    bestandId: integer()
      .notNull()
      .unique()
      .references(() => bestanden.id),
    bewerking: text().notNull(),
    gemaaktDoor: integer().references(() => gebruikers.id),
    gemaaktOp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('document_versies_versie_unique').on(t.documentId, t.versie), check('document_versies_bewerking_check', oneOf(t.bewerking, DOCUMENT_BEWERKINGEN))],
);

/** The reasons a reviewer picks when declining a document (GET /documenten/redens). */
export const rsRedenen = pgTable('rs_redenen', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  omschrijving: text().notNull(),
  volgorde: integer().notNull(),
  active: boolean().notNull().default(true),
});

export const documentRedenen = pgTable(
  'document_redenen',
  {
    documentId: integer()
      .notNull()
      .references(() => documenten.id, { onDelete: 'cascade' }),
    redenId: integer()
      .notNull()
      .references(() => rsRedenen.id),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.redenId] })],
);
