import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { dossiers } from './dossiers';

/** Why a dossier was made from another (docs/dossier-detail-forms.md, "Child dossier"). */
export const KOPPELING_SOORTEN = ['CDS'] as const;

/**
 * A dossier made from another one: the construction-deposit (CDS) dossier that follows a mortgage
 * dossier once the deed is passed. A dossier has at most one parent and at most one child
 * (GET /dossiers/{id}/child answers it).
 */
export const dossierKoppelingen = pgTable(
  'dossier_koppelingen',
  {
    id: serial().primaryKey(),
    ouderDossierId: integer()
      .notNull()
      .unique()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    kindDossierId: integer()
      .notNull()
      .unique()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    soort: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('dossier_koppelingen_soort_check', oneOf(t.soort, KOPPELING_SOORTEN)),
    check('dossier_koppelingen_zelf_check', sql`${t.ouderDossierId} <> ${t.kindDossierId}`),
  ],
);
