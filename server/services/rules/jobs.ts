import type { Db } from '../../db/client';
import { scheduleDaily } from '../jobs/daily';
import { enqueue } from '../jobs/queue';
import type { JobWorker } from '../jobs/worker';
import { openDossierIds, runRuleset } from './engine';

const STIPULATIONS_JOB = 'stipulaties.verversen';
/** Dutch time of the nightly run: before the working day, after the retention job would not matter. */
const RUN_HOUR = 2;
/** Dossiers per call of the rule engine: one trace per hundred, not one per dossier. */
const BATCH = 100;

interface Payload {
  dossierIds?: number[] | null;
  door?: number | null;
}

/**
 * The stipulations refresh on the job queue (docs/stipulations.md): every open dossier (or the
 * ones asked for) evaluated again in batches, with progress; a valuation's term runs out with
 * time alone, so the nightly run is what keeps the outcomes true. Each batch is safe to run again.
 */
export function registerStipulationJobs(jobs: JobWorker, db: Db) {
  jobs.register(STIPULATIONS_JOB, async (job) => {
    const payload = job.payload as Payload;
    const ids = await openDossierIds(db, payload.dossierIds);
    await job.progress(0, ids.length);
    for (let start = 0; start < ids.length; start += BATCH) {
      if (job.signal.aborted) throw new Error('gestopt');
      await runRuleset(db, ids.slice(start, start + BATCH), 'STIPULATIONS_REFRESH', payload.door ?? null);
      await job.progress(Math.min(start + BATCH, ids.length), ids.length);
    }
    await scheduleStipulationsRefresh(db);
    return { beoordeeld: ids.length };
  });
}

export const scheduleStipulationsRefresh = (db: Db) => scheduleDaily(db, STIPULATIONS_JOB, RUN_HOUR);

/** POST /stipulations-refresh: the refresh asked for by hand, at most one for all dossiers at a time. */
export const requestStipulationsRefresh = (db: Db, userId: number, dossierIds: number[] | null) =>
  enqueue(db, STIPULATIONS_JOB, { dossierIds, door: userId }, { createdBy: userId, key: dossierIds ? undefined : `${STIPULATIONS_JOB}:alle`, maxAttempts: 3 });
