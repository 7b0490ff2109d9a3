import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { achtergrondtaken } from '../../db/schema';
import { errorText } from '../secrets/mask';
import type { JobRow } from './queue';

/** What a handler gets: the job, a way to report progress, and a signal that says stop. */
export interface RunningJob<P = Record<string, unknown>> {
  id: number;
  kind: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  /**
   * Aborted when the worker stops or lost the job (its lease was taken over). A handler checks it
   * between steps and throws; what it did so far must be safe to do again (docs/jobs.md).
   */
  signal: AbortSignal;
  /** Records progress and renews the lease; throws when the job is no longer this worker's. */
  progress(done: number, total?: number): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler types its own payload
export type JobHandler = (job: RunningJob<any>) => Promise<unknown>;

interface Logger {
  error(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
}

export interface WorkerOptions {
  /** Jobs run at the same time by this worker (default 2). */
  concurrency?: number;
  /** How often to look for work when there was none (default 1 s); `wake()` looks at once. */
  pollMs?: number;
  /** How long a claim holds without renewal; a job of a worker silent for longer is taken up again (default 60 s). */
  leaseMs?: number;
  /** How long `stop()` waits for running jobs to end after asking them to (default 10 s). */
  stopTimeoutMs?: number;
  log?: Logger;
}

/** The longest wait between two runs of a failing job. */
const MAX_BACKOFF_MS = 60 * 60_000;

/** The longest wait between two looks for work while the database does not answer: back within seconds once it does. */
const MAX_POLL_BACKOFF_MS = 5000;

class LostJob extends Error {}

/** A job this worker runs; `abandoned` once stop gave up waiting for it, so its lease is no longer renewed. */
interface Running {
  row: JobRow;
  controller: AbortController;
  done: Promise<void>;
  abandoned: boolean;
}

const t = achtergrondtaken;

/**
 * Runs the jobs of the queue (docs/jobs.md). Any number of workers, in one process or many, on
 * one database: a job is claimed in one statement with `FOR UPDATE SKIP LOCKED`, so two never
 * claim the same job; the claim is a lease the running worker renews, and every write about the
 * job names the claim, so a worker that lost its lease (it hung past it) can no longer finish,
 * fail or report on a job another worker has taken up.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<number, Running>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly stopTimeoutMs: number;
  private stopping = true;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the loop was busy, so the next sleep is skipped. */
  private woken = false;
  /** Claims that failed in a row (the database is away): the loop waits longer after each. */
  private failedClaims = 0;

  constructor(
    private readonly db: Db,
    private readonly options: WorkerOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 2;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  }

  /** The handler of one kind of job; register before `start`. */
  register(kind: string, handler: JobHandler) {
    if (this.handlers.has(kind)) throw new Error(`job handler ${kind} registered twice`);
    this.handlers.set(kind, handler);
  }

  start() {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.poll();
  }

  /** Looks for work now instead of at the next poll: call after committing an enqueue. */
  wake() {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Stops claiming, asks running jobs to stop and waits for them (at most `stopTimeoutMs`). A job
   * that stopped on the signal goes back on the queue at once, without counting as an attempt. One
   * that did not is left to its lease, and another worker takes it up when that runs out; with
   * `handBack` (the process is about to exit, docs/deploy.md) it goes back on the queue as well,
   * and what its handler still does can no longer record anything.
   */
  async stop({ handBack = false }: { handBack?: boolean } = {}) {
    if (!this.loop) return;
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.stopTimeoutMs);
    });
    await Promise.race([Promise.all(jobs.map((job) => job.done)), timeout]);
    clearTimeout(timer);
    for (const job of this.running.values()) job.abandoned = true;
    if (handBack) await Promise.all([...this.running.values()].map((job) => this.handBack(job.row).catch((error: unknown) => this.options.log?.error(error, `jobs: handing back job ${job.row.id} failed`))));
  }

  /** Back on the queue for the next worker, in the place it had (it was due when claimed); this run does not count. */
  private handBack(job: JobRow) {
    return this.update(job, { status: 'WACHTEND', pogingen: job.pogingen - 1, claim: null, vergrendeldTot: null });
  }

  private async poll() {
    while (!this.stopping) {
      const free = this.concurrency - this.running.size;
      let claimed: JobRow[] = [];
      if (free > 0 && this.handlers.size) {
        try {
          claimed = await this.claim(free);
          if (this.failedClaims) this.options.log?.warn({ failedClaims: this.failedClaims }, 'jobs: claiming works again');
          this.failedClaims = 0;
        } catch (error) {
          // Once per outage in the log, not once per poll.
          if (!this.failedClaims) this.options.log?.error(error, 'jobs: claiming failed, trying again with growing waits');
          this.failedClaims += 1;
        }
      }
      for (const job of claimed) this.launch(job);
      if (claimed.length > 0 && claimed.length === free) continue;
      if (this.woken) {
        this.woken = false;
        continue;
      }
      const wait = this.failedClaims ? Math.min(this.pollMs * 2 ** this.failedClaims, MAX_POLL_BACKOFF_MS) : this.pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        timer.unref();
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
      this.woken = false;
    }
  }

  /**
   * Claims up to `limit` jobs of the kinds this worker handles: due waiting jobs, and running ones
   * whose lease ran out (their worker died), oldest due first. An idle poll only reads: the claim,
   * a write, runs only when there is something to claim.
   */
  private async claim(limit: number) {
    const claimable = and(
      inArray(t.soort, [...this.handlers.keys()]),
      or(and(eq(t.status, 'WACHTEND'), lte(t.uitvoerenVanaf, sql`now()`)), and(eq(t.status, 'BEZIG'), lt(t.vergrendeldTot, sql`now()`))),
    );
    const [any] = await this.db.select({ id: t.id }).from(t).where(claimable).limit(1);
    if (!any) return [];
    const candidates = this.db
      .select({ id: t.id })
      .from(t)
      .where(claimable)
      .orderBy(asc(t.uitvoerenVanaf), asc(t.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(t)
      .set({
        status: 'BEZIG',
        claim: sql`gen_random_uuid()`,
        pogingen: sql`${t.pogingen} + 1`,
        vergrendeldTot: this.leaseEnd(),
        gestartOp: sql`now()`,
      })
      .where(inArray(t.id, candidates))
      .returning();
  }

  private leaseEnd() {
    return sql`now() + make_interval(secs => ${this.leaseMs / 1000})`;
  }

  /** A write about a job this worker holds: it changes nothing when the claim is no longer ours. */
  private async update(job: JobRow, values: PgUpdateSetSource<typeof t>) {
    const rows = await this.db
      .update(t)
      .set(values)
      .where(and(eq(t.id, job.id), eq(t.claim, job.claim!), eq(t.status, 'BEZIG')))
      .returning({ id: t.id });
    return rows.length > 0;
  }

  private launch(job: JobRow) {
    const entry: Running = { row: job, controller: new AbortController(), done: Promise.resolve(), abandoned: false };
    this.running.set(job.id, entry);
    entry.done = this.run(job, entry)
      .catch((error: unknown) => this.options.log?.error(error, `jobs: recording the outcome of job ${job.id} failed`))
      .finally(() => {
        this.running.delete(job.id);
        this.wake();
      });
  }

  private async run(job: JobRow, entry: Running) {
    const { controller } = entry;
    const handler = this.handlers.get(job.soort)!;
    if (job.pogingen > job.maxPogingen) {
      // Taken up after its worker died once too often: a job that kills its process is not run again.
      await this.update(job, { status: 'MISLUKT', fout: 'De taak werd te vaak afgebroken.', voltooidOp: sql`now()`, claim: null, vergrendeldTot: null });
      return;
    }
    const renew = async () => {
      if (!(await this.update(job, { vergrendeldTot: this.leaseEnd() }))) controller.abort(new LostJob());
    };
    const heartbeat = setInterval(() => {
      if (entry.abandoned) return;
      renew().catch((error: unknown) => this.options.log?.error(error, `jobs: renewing the lease of job ${job.id} failed`));
    }, this.leaseMs / 3);
    heartbeat.unref();
    try {
      const result = await handler({
        id: job.id,
        kind: job.soort,
        payload: job.payload,
        attempt: job.pogingen,
        signal: controller.signal,
        progress: async (done, total) => {
          const ours = await this.update(job, { gedaan: done, ...(total === undefined ? {} : { totaal: total }), vergrendeldTot: this.leaseEnd() });
          if (!ours) {
            controller.abort(new LostJob());
            throw new LostJob(`job ${job.id} is no longer this worker's`);
          }
        },
      });
      await this.update(job, { status: 'KLAAR', resultaat: result ?? null, fout: null, voltooidOp: sql`now()`, claim: null, vergrendeldTot: null });
    } catch (error) {
      await this.failed(job, controller, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async failed(job: JobRow, controller: AbortController, error: unknown) {
    if (controller.signal.reason instanceof LostJob) return;
    if (controller.signal.aborted && this.stopping) {
      // Stopped on shutdown.
      await this.handBack(job);
      return;
    }
    const fout = errorText(error);
    this.options.log?.error(error, `jobs: job ${job.id} (${job.soort}) failed, attempt ${job.pogingen} of ${job.maxPogingen}`);
    if (job.pogingen >= job.maxPogingen) {
      await this.update(job, { status: 'MISLUKT', fout, voltooidOp: sql`now()`, claim: null, vergrendeldTot: null });
      return;
    }
    const wait = Math.min(job.wachttijdMs * 2 ** (job.pogingen - 1), MAX_BACKOFF_MS);
    await this.update(job, {
      status: 'WACHTEND',
      fout,
      uitvoerenVanaf: sql`now() + make_interval(secs => ${wait / 1000})`,
      claim: null,
      vergrendeldTot: null,
    });
  }
}
