import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { achtergrondtaken } from '../../../server/db/schema';
import { enqueue } from '../../../server/services/jobs/queue';
import { JobWorker, type RunningJob, type WorkerOptions } from '../../../server/services/jobs/worker';
import { caller, signIn, testServer } from '../helpers';
import { userRow } from '../dossier-detail/fixtures';

/** The background job queue (docs/jobs.md): progress, retries, restarts, two workers on one database. */
const { app, database } = await testServer();
const { db } = database;

const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

/** A worker of this test, stopped after it; fast polling so the tests need not wait. */
function worker(handlers: Record<string, (job: RunningJob) => Promise<unknown>>, options: WorkerOptions = {}) {
  const w = new JobWorker(db, { pollMs: 20, ...options });
  for (const [kind, handler] of Object.entries(handlers)) w.register(kind, handler);
  workers.push(w);
  w.start();
  return w;
}

let kinds = 0;
/** A kind of job no other test (nor the server's own worker) handles. */
const newKind = () => `test.${Date.now()}.${++kinds}`;

const row = async (id: number) => (await db.select().from(achtergrondtaken).where(eq(achtergrondtaken.id, id)))[0];

async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const finished = (id: number) => waitFor(async () => {
  const r = await row(id);
  return (r.status === 'KLAAR' || r.status === 'MISLUKT') && r;
});

describe('running a job', () => {
  it('runs the handler of its kind once, records progress and the result', async () => {
    const kind = newKind();
    const seen: unknown[] = [];
    worker({
      [kind]: async (job) => {
        seen.push(job.payload);
        await job.progress(0, 3);
        for (let i = 1; i <= 3; i++) await job.progress(i);
        return { verwerkt: 3 };
      },
    });
    const job = await enqueue(db, kind, { dossierId: 7 });
    expect(job).toMatchObject({ status: 'WACHTEND', pogingen: 0, gedaan: 0, totaal: null });
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: 'KLAAR', pogingen: 1, gedaan: 3, totaal: 3, resultaat: { verwerkt: 3 }, fout: null, claim: null });
    expect(done.voltooidOp).toBeInstanceOf(Date);
    expect(seen).toEqual([{ dossierId: 7 }]);
  });

  it('keeps one open job per key', async () => {
    const kind = newKind();
    const first = await enqueue(db, kind, {}, { key: `${kind}:1` });
    const again = await enqueue(db, kind, {}, { key: `${kind}:1` });
    expect(again.id).toBe(first.id);
    worker({ [kind]: async () => null });
    await finished(first.id);
    // Once done, the key is free for a new job.
    expect((await enqueue(db, kind, {}, { key: `${kind}:1` })).id).not.toBe(first.id);
  });

  it('does not run a job before its time', async () => {
    const kind = newKind();
    const ran: number[] = [];
    worker({ [kind]: async (job) => ran.push(job.id) });
    const later = await enqueue(db, kind, {}, { runAt: new Date(Date.now() + 60_000) });
    const now = await enqueue(db, kind, {});
    await finished(now.id);
    expect(ran).toEqual([now.id]);
    expect((await row(later.id)).status).toBe('WACHTEND');
    await db.delete(achtergrondtaken).where(eq(achtergrondtaken.id, later.id));
  });
});

describe('retries with back-off', () => {
  it('runs a failing job again after a wait that doubles, until it succeeds', async () => {
    const kind = newKind();
    const runs: number[] = [];
    worker({
      [kind]: async (job) => {
        runs.push(Date.now());
        if (job.attempt < 3) throw new Error(`poging ${job.attempt} mislukt`);
        return 'gelukt';
      },
    });
    const job = await enqueue(db, kind, {}, { backoffMs: 300, maxAttempts: 5 });
    const afterFirst = await waitFor(async () => {
      const r = await row(job.id);
      return r.pogingen === 1 && r.status === 'WACHTEND' && r;
    });
    expect(afterFirst.fout).toBe('poging 1 mislukt');
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: 'KLAAR', pogingen: 3, resultaat: 'gelukt', fout: null });
    expect(runs).toHaveLength(3);
    // 300 ms before the second run, 600 ms before the third (the database's clock decides, so allow a little).
    expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(250);
    expect(runs[2] - runs[1]).toBeGreaterThanOrEqual(550);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const kind = newKind();
    let runs = 0;
    worker({
      [kind]: async () => {
        runs++;
        throw new Error('altijd kapot');
      },
    });
    const job = await enqueue(db, kind, {}, { backoffMs: 10, maxAttempts: 2 });
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: 'MISLUKT', pogingen: 2, fout: 'altijd kapot' });
    expect(runs).toBe(2);
  });
});

describe('restarts', () => {
  it('takes up a job whose worker died mid-way once its lease ran out, and completes it once', async () => {
    const kind = newKind();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    let staleProgress: unknown = null;
    const completions: string[] = [];
    // The first worker hangs mid-job and ignores the stop signal: what a killed process looks like to the queue.
    const first = worker(
      {
        [kind]: async (job) => {
          await job.progress(1, 4);
          started();
          await hung;
          staleProgress = await job.progress(2).then(() => 'accepted', (error: Error) => error.constructor.name);
          completions.push('eerste');
        },
      },
      { leaseMs: 400, stopTimeoutMs: 50 },
    );
    const job = await enqueue(db, kind, {});
    await running;
    await first.stop();
    expect(await row(job.id)).toMatchObject({ status: 'BEZIG', pogingen: 1, gedaan: 1 });

    worker({
      [kind]: async (job) => {
        completions.push(`tweede, poging ${job.attempt}`);
        await job.progress(4, 4);
        return 'na herstart';
      },
    });
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: 'KLAAR', pogingen: 2, resultaat: 'na herstart', gedaan: 4 });
    // The old run wakes up: it may no longer report on, nor finish, a job that is not its own.
    release();
    await waitFor(async () => staleProgress !== null);
    expect(staleProgress).toBe('LostJob');
    expect(await row(job.id)).toMatchObject({ status: 'KLAAR', resultaat: 'na herstart', gedaan: 4 });
    expect(completions.filter((c) => c.startsWith('tweede'))).toEqual(['tweede, poging 2']);
  });

  it('puts a job that stopped on the shutdown signal back on the queue at once, without counting the attempt', async () => {
    const kind = newKind();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = worker({
      [kind]: async (job) => {
        started();
        await new Promise<void>((_, reject) => job.signal.addEventListener('abort', () => reject(new Error('gestopt'))));
      },
    });
    const job = await enqueue(db, kind, {});
    await running;
    await first.stop();
    expect(await row(job.id)).toMatchObject({ status: 'WACHTEND', pogingen: 0, claim: null });
    worker({ [kind]: async () => 'opnieuw' });
    expect(await finished(job.id)).toMatchObject({ status: 'KLAAR', pogingen: 1, resultaat: 'opnieuw' });
  });
});

describe('two workers on one database', () => {
  it('never run the same job twice', async () => {
    const kind = newKind();
    const runs = new Map<number, string[]>();
    const handler = (name: string) => async (job: RunningJob) => {
      runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
      await new Promise((resolve) => setTimeout(resolve, job.id % 7));
      await job.progress(1, 1);
    };
    const jobs = [];
    for (let i = 0; i < 120; i++) jobs.push(await enqueue(db, kind, { i }));
    worker({ [kind]: handler('a') }, { concurrency: 4 });
    worker({ [kind]: handler('b') }, { concurrency: 4 });
    const ids = jobs.map((j) => j.id);
    await waitFor(async () => (await db.select().from(achtergrondtaken).where(inArray(achtergrondtaken.id, ids))).every((r) => r.status === 'KLAAR'), 60_000);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const by = [...runs.values()].map(([name]) => name);
    expect(by).toContain('a');
    expect(by).toContain('b');
    const rows = await db.select().from(achtergrondtaken).where(inArray(achtergrondtaken.id, ids));
    expect(rows.every((r) => r.pogingen === 1)).toBe(true);
  });
});

describe('GET /api/v1/jobs/{id}', () => {
  it('shows a job to the one who started it, and to nobody else', async () => {
    const medewerker = await signIn(app, 'medewerker');
    const adviseur = await signIn(app, 'adviseur');
    const me = await userRow(db, 'medewerker');
    const kind = newKind();
    const job = await enqueue(db, kind, { geheim: true }, { createdBy: me.id });
    const res = await medewerker.get(`/api/v1/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: job.id, soort: kind, status: 'WACHTEND', gedaan: 0, totaal: null, pogingen: 0, maxPogingen: 5 });
    expect(res.body.payload).toBeUndefined();
    expect((await adviseur.get(`/api/v1/jobs/${job.id}`)).status).toBe(404);
    expect((await medewerker.get('/api/v1/jobs/999999999')).status).toBe(404);
    expect((await medewerker.get('/api/v1/jobs/abc')).status).toBe(400);
    expect((await caller(app).get(`/api/v1/jobs/${job.id}`)).status).toBe(401);
    await db.delete(achtergrondtaken).where(eq(achtergrondtaken.id, job.id));
  });
});
