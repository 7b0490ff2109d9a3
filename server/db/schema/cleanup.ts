import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OPEN_OPSCHONING_STATUSES, OPSCHONING_REDENEN, OPSCHONING_STATUS_CODES, type OpschoningCounts, type OpschoningStatus } from '../../../contract/cleanup';
import { gebruikers } from './access';
import { oneOf } from './checks';
import { achtergrondtaken } from './jobs';
import { versioned } from './versioned';

const moment = () => timestamp({ withTimezone: true });
const actor = () => integer().references(() => gebruikers.id, { onDelete: 'set null' });

/**
 * The clean-up of one dossier (docs/cleanup.md): marked, approved by another user, started as a
 * background job, done. `dossierId` has no foreign key on purpose: this row is the record that the
 * dossier was removed, by whose decision, and must outlive it. It holds no personal data.
 */
export const dossierOpschoningen = pgTable(
  'dossier_opschoningen',
  {
    id: serial().primaryKey(),
    dossierId: integer().notNull(),
    status: text().$type<OpschoningStatus>().notNull().default('GEMARKEERD'),
    reden: text().$type<(typeof OPSCHONING_REDENEN)[number]>().notNull(),
    /** From the retention rule: keep the dossier row without personal data instead of removing it. */
    anonimiseren: boolean().notNull().default(false),
    gemarkeerdDoor: actor(),
    gemarkeerdOp: moment().notNull().defaultNow(),
    goedgekeurdDoor: actor(),
    goedgekeurdOp: moment(),
    gestartDoor: actor(),
    gestartOp: moment(),
    ingetrokkenDoor: actor(),
    ingetrokkenOp: moment(),
    jobId: integer().references(() => achtergrondtaken.id, { onDelete: 'set null' }),
    uitgevoerdOp: moment(),
    /** What the job removed, counted. */
    verwijderd: jsonb().$type<OpschoningCounts>(),
    ...versioned,
  },
  (t) => [
    check('dossier_opschoningen_status_check', oneOf(t.status, OPSCHONING_STATUS_CODES)),
    check('dossier_opschoningen_reden_check', oneOf(t.reden, OPSCHONING_REDENEN)),
    uniqueIndex('dossier_opschoningen_open').on(t.dossierId).where(sql`${t.status} in (${sql.raw(OPEN_OPSCHONING_STATUSES.map((s) => `'${s}'`).join(', '))})`),
    index().on(t.status, t.goedgekeurdOp),
    // The dossier detail asks on every opening whether its dossier is marked (?dossierId=).
    index().on(t.dossierId),
  ],
);
