import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_MESSAGES } from '../../contract/errors';
import { openStream, ticket } from './support/events';
import { query, startCluster, type Cluster } from './support/postgres';
import { createTask, headers, jsonHeaders, signIn, startServer, stopStarted, tempDir, waitUntil, type ServerProcess } from './support/server';

/**
 * A PostgreSQL restart under a running API process (docs/deploy.md "When the database is away"):
 * the process stays up, says so on its probes and in 503s within seconds, and serves again on its
 * own once the database is back; its event streams and job worker come back with it.
 */
const demoCluster = inject('demoCluster');
const PASSWORD = 'Ops-Geheim-Wachtwoord-42';

describe.skipIf(!demoCluster)('a database outage', () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await startCluster(demoCluster);
    // A password in DATABASE_URL, so the test can look for it where it must not be.
    await query(cluster.url, `create role ops superuser login password '${PASSWORD}'`);
    dataDir = tempDir();
    fs.cpSync(inject('demoDataDir')!, dataDir, { recursive: true });
    server = await startServer({ DATABASE_URL: cluster.url.replace('postgres@', `ops:${PASSWORD}@`), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await stopStarted();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is stopped and serves again once it is back, without a restart', async () => {
    const base = server.url;
    const { token, userId } = await signIn(base, 'medewerker');
    const stream = await openStream(base, await ticket(base, token));
    const dossiers = () => fetch(`${base}/api/v1/dossiers?page=0&size=5`, { headers: headers(token) });
    expect((await dossiers()).status).toBe(200);

    cluster.stop();

    const ready = await waitUntil(
      async () => {
        const res = await fetch(`${base}/api/ready`);
        return res.status === 503 && ((await res.json()) as { status: string; reason: string });
      },
      5000,
      'ready says 503',
    );
    expect(ready.status).not.toBe('ok');
    expect(ready.reason).toBe('database unreachable');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const asked = Date.now();
    const refused = await dossiers();
    expect(Date.now() - asked).toBeLessThan(5000);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.unavailable], requestId: refused.headers.get('x-request-id') });
    // A sign-in and a write fail the same way.
    const signInAttempt = await fetch(`${base}/authenticate`, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ username: 'medewerker', password: 'demo' }) });
    expect(signInAttempt.status).toBe(503);
    // The stream is told to come back: the server no longer hears events.
    const end = await stream.waitFor((frame) => frame.event === 'end');
    expect(end.data).toEqual({ reason: 'unavailable' });

    // Some seconds of outage with the worker and the probes asking.
    await new Promise((r) => setTimeout(r, 3000));
    expect(server.child.exitCode).toBeNull();
    cluster.start();
    const back = Date.now();

    await waitUntil(async () => (await dossiers()).status === 200, 15_000, 'serves again');
    expect(Date.now() - back).toBeLessThan(15_000);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    // A stream opened anew hears events again, and its 'ready' has the screens reload what they missed.
    const again = await openStream(base, await ticket(base, token));
    const taskId = await createTask(base, token, userId);
    await again.waitFor((frame) => frame.event === 'task.created' && frame.data?.taskId === taskId);
    again.close();

    // The job worker claims again: a job queued now runs.
    const [job] = await query<{ id: number }>(cluster.url, `insert into achtergrondtaken (soort, payload) values ('retentie.logs', '{}') returning id`);
    await waitUntil(async () => (await query<{ status: string }>(cluster.url, 'select status from achtergrondtaken where id = $1', [job.id]))[0].status === 'KLAAR', 15_000, 'the job ran');

    expect(server.child.exitCode).toBeNull();
    const log = server.output();
    expect(log).toContain('database connection lost');
    expect(log).not.toContain(PASSWORD);
    expect(JSON.stringify(ready)).not.toContain(PASSWORD);
  });
});
