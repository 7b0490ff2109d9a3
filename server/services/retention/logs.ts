import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { berichtenlog, dataRetenties, externeAanroepen } from '../../db/schema';
import { scheduleDaily } from '../jobs/daily';
import type { JobWorker } from '../jobs/worker';

export const LOG_RETENTION_JOB = 'retentie.logs';
/** Dutch time of the nightly run, before the stipulations refresh and the working day. */
const RUN_HOUR = 3;

/** The standard term (no money provider) of a kind of Beheer › Data retentie, in months; none when switched off. */
async function term(db: Db, soort: string) {
  const [rule] = await db
    .select({ maanden: dataRetenties.bewaartermijnMaanden })
    .from(dataRetenties)
    .where(and(eq(dataRetenties.soort, soort), eq(dataRetenties.active, true), isNull(dataRetenties.geldverstrekkerId)))
    .orderBy(dataRetenties.bewaartermijnMaanden);
  return rule?.maanden;
}

/**
 * Removes the external-call traces (EXTERNE_AANROEP) and the message logs (LOG) older than their
 * term in Beheer › Data retentie (docs/traces.md, docs/logs.md). A kind without an active
 * standard term is kept. Each is one DELETE, safe to run twice.
 */
export async function applyLogRetention(db: Db) {
  const purge = async (table: typeof externeAanroepen | typeof berichtenlog, months: number | undefined) => {
    if (months === undefined) return 0;
    const result = await db.execute(sql`with gone as (delete from ${table} where ${table.tijdstip} < now() - make_interval(months => ${months}::int) returning 1) select count(*)::int as n from gone`);
    return rowsOf<{ n: number }>(result)[0].n;
  };
  return {
    externeAanroepen: await purge(externeAanroepen, await term(db, 'EXTERNE_AANROEP')),
    berichten: await purge(berichtenlog, await term(db, 'LOG')),
  };
}

/** The nightly job on the queue (docs/jobs.md): apply the terms, then queue the next night. */
export function registerLogRetention(jobs: JobWorker, db: Db) {
  jobs.register(LOG_RETENTION_JOB, async () => {
    const removed = await applyLogRetention(db);
    await scheduleDaily(db, LOG_RETENTION_JOB, RUN_HOUR);
    return removed;
  });
}

export const scheduleLogRetention = (db: Db) => scheduleDaily(db, LOG_RETENTION_JOB, RUN_HOUR);
