import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobDto } from '../../../contract/jobs';
import type { Db } from '../../db/client';
import { achtergrondtaken } from '../../db/schema';
import { notFound } from '../../errors';
import type { Tx } from '../dossiers/audit';

export type JobRow = typeof achtergrondtaken.$inferSelect;

export interface EnqueueOptions {
  /** At most one waiting or running job per key: enqueueing again answers the open job. */
  key?: string;
  /** Runs in total, the first included (default 5). */
  maxAttempts?: number;
  /** Wait before the first retry; each next retry waits twice as long (default 30 s). */
  backoffMs?: number;
  /** Not before this moment (default now). */
  runAt?: Date;
  createdBy?: number | null;
}

/**
 * Puts a job on the queue (docs/jobs.md). Pass the caller's transaction to make the job part of
 * the change that asks for it: it exists if and only if that change commits, and no worker sees
 * it before. The handler registered for `kind` runs it, with `payload` as it is stored (JSON).
 */
export async function enqueue(db: Db | Tx, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<JobRow> {
  const [row] = await db
    .insert(achtergrondtaken)
    .values({
      soort: kind,
      payload,
      sleutel: options.key ?? null,
      maxPogingen: options.maxAttempts ?? 5,
      wachttijdMs: options.backoffMs ?? 30_000,
      uitvoerenVanaf: options.runAt ?? sql`now()`,
      aangemaaktDoor: options.createdBy ?? null,
    })
    .onConflictDoNothing({ target: achtergrondtaken.sleutel, where: sql`${achtergrondtaken.status} in ('WACHTEND', 'BEZIG')` })
    .returning();
  if (row) return row;
  const [open] = await db
    .select()
    .from(achtergrondtaken)
    .where(and(eq(achtergrondtaken.sleutel, options.key!), inArray(achtergrondtaken.status, ['WACHTEND', 'BEZIG'])));
  return open;
}

/** GET /jobs/{id}: a job its creator follows; anyone else's answers 404, so an id reveals nothing. */
export async function ownJob(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(achtergrondtaken).where(eq(achtergrondtaken.id, id));
  if (!row || row.aangemaaktDoor !== userId) throw notFound();
  return jobView(row);
}

/** A job as the browser follows it: state and progress, never its payload or result. */
export const jobView = (row: JobRow): JobDto => ({
  id: row.id,
  soort: row.soort,
  status: row.status,
  gedaan: row.gedaan,
  totaal: row.totaal,
  pogingen: row.pogingen,
  maxPogingen: row.maxPogingen,
  fout: row.fout,
  uitvoerenVanaf: row.uitvoerenVanaf,
  aangemaaktOp: row.aangemaaktOp,
  gestartOp: row.gestartOp,
  voltooidOp: row.voltooidOp,
});
