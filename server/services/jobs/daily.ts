import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { achtergrondtaken } from '../../db/schema';
import { enqueue } from './queue';

/** The next moment it is `hour` o'clock in the Netherlands, by the database's clock. */
async function nextAt(db: Db, hour: number) {
  const result = await db.execute(sql`
    with here as (select now() at time zone 'Europe/Amsterdam' as t)
    select ((case when t::time < make_time(${hour}::int, 0, 0) then t::date else t::date + 1 end) + make_time(${hour}::int, 0, 0))
           at time zone 'Europe/Amsterdam' as at
    from here`);
  return new Date(rowsOf<{ at: string | Date }>(result)[0].at);
}

/**
 * A job that runs once a day at `hour` o'clock, Dutch time (docs/jobs.md, "Daily jobs"): the
 * next run is put on the queue when none is waiting, keyed by its day, so several servers starting
 * at once still queue it once. Call at start-up and at the end of each run.
 */
export async function scheduleDaily(db: Db, kind: string, hour: number) {
  const [open] = await db
    .select({ id: achtergrondtaken.id })
    .from(achtergrondtaken)
    .where(and(eq(achtergrondtaken.soort, kind), eq(achtergrondtaken.status, 'WACHTEND')));
  if (open) return;
  const runAt = await nextAt(db, hour);
  await enqueue(db, kind, {}, { key: `${kind}:${runAt.toISOString().slice(0, 10)}`, runAt, maxAttempts: 3 });
}
