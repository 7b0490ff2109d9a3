import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATUS_CODES, type JobStatus } from '../../../contract/jobs';
import { gebruikers } from './access';
import { oneOf } from './checks';

const moment = () => timestamp({ withTimezone: true });

/**
 * The background job queue (server/services/jobs, docs/jobs.md). A worker claims a waiting job
 * with `FOR UPDATE SKIP LOCKED`, sets a fresh `claim` and a lease (`vergrendeldTot`) it renews
 * while it runs; a job whose lease ran out (its process died) is claimed again. Every write of a
 * running job's outcome names its claim, so a worker that lost the job changes nothing.
 */
export const achtergrondtaken = pgTable(
  'achtergrondtaken',
  {
    id: serial().primaryKey(),
    /** What to do: the handler registered under this name runs it. */
    soort: text().notNull(),
    payload: jsonb().notNull().default({}),
    status: text().$type<JobStatus>().notNull().default('WACHTEND'),
    pogingen: integer().notNull().default(0),
    maxPogingen: integer().notNull().default(5),
    /** The first retry waits this long, each next one twice as long. */
    wachttijdMs: integer().notNull().default(30_000),
    uitvoerenVanaf: moment().notNull().defaultNow(),
    claim: uuid(),
    vergrendeldTot: moment(),
    gedaan: integer().notNull().default(0),
    totaal: integer(),
    resultaat: jsonb(),
    fout: text(),
    /** At most one waiting or running job per key (one clean-up per dossier, however often asked for). */
    sleutel: text(),
    aangemaaktDoor: integer().references(() => gebruikers.id, { onDelete: 'set null' }),
    aangemaaktOp: moment().notNull().defaultNow(),
    gestartOp: moment(),
    voltooidOp: moment(),
  },
  (t) => [
    check('achtergrondtaken_status_check', oneOf(t.status, JOB_STATUS_CODES)),
    // What a worker looks for: waiting jobs by due time, and running ones whose lease ran out.
    index('achtergrondtaken_open_idx').on(t.status, t.uitvoerenVanaf).where(sql`${t.status} in ('WACHTEND', 'BEZIG')`),
    uniqueIndex('achtergrondtaken_sleutel_open').on(t.sleutel).where(sql`${t.status} in ('WACHTEND', 'BEZIG')`),
  ],
);
