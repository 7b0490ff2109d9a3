import { boolean, check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { VERZEKERING_SOORTEN, VERZEKERING_STATUSSEN } from '../../../contract/insurances';
import { oneOf } from './checks';
import { dossiers, hypotheekgevers } from './dossiers';
import { versioned } from './versioned';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/**
 * Insurances tied to a dossier's mortgage (docs/insurances.md): the life cover the lender asks for
 * (overlijdensrisicoverzekering), the payment protection (woonlastenverzekering) and the buildings
 * insurance every lender requires (opstalverzekering).
 */
export const verzekeringen = pgTable(
  'verzekeringen',
  {
    id: serial().primaryKey(),
    dossierId: integer()
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    soort: text().notNull(),
    /** The insured applicant; empty for a buildings insurance, which covers the house. */
    hypotheekgeverId: integer().references(() => hypotheekgevers.id, { onDelete: 'set null' }),
    maatschappij: text().notNull(),
    polisnummer: text(),
    /** Sum insured: the capital paid at death, the monthly benefit, or the rebuilding value. */
    verzekerdBedrag: money().notNull(),
    premiePerMaand: money().notNull(),
    ingangsDatum: date(),
    eindDatum: date(),
    /** Pledged to the money provider (verpand): the benefit goes to the lender first. */
    verpand: boolean().notNull().default(false),
    /** The back office holds the policy document. */
    polisOntvangen: boolean().notNull().default(false),
    status: text().notNull().default('AANGEVRAAGD'),
    ...versioned,
  },
  (t) => [
    check('verzekeringen_soort_check', oneOf(t.soort, VERZEKERING_SOORTEN)),
    check('verzekeringen_status_check', oneOf(t.status, VERZEKERING_STATUSSEN)),
    index().on(t.dossierId),
    index().on(t.eindDatum),
  ],
);
