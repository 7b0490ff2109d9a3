import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStream, ticket } from './support/events';
import { freePort } from '../support/freePort';
import { query, startCluster, type Cluster } from './support/postgres';
import { bigPdf, multipart, send } from './support/requests';
import { headers, jsonHeaders, signIn, startServer, stopStarted, tempDir, waitUntil } from './support/server';

/**
 * SIGTERM under load (docs/deploy.md "Stopping"): the process takes no new connections, answers
 * every request it has in full (a slow upload among them), ends its event streams with a hint to
 * come back, hands back the job it claimed so another process takes it at once, and is gone
 * within 10 s.
 */
const demoCluster = inject('demoCluster');

/** An SMTP relay that takes the connection and never says a word: a mail job on it runs until stopped. */
async function silentRelay() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Outcome = { ok: true; status: number } | { ok: false; answered: boolean; error: string };

describe.skipIf(!demoCluster)('SIGTERM under load', () => {
  let cluster: Cluster;
  let dataDir: string;
  let relay: Awaited<ReturnType<typeof silentRelay>>;

  beforeAll(async () => {
    cluster = await startCluster(demoCluster);
    dataDir = tempDir();
    fs.cpSync(inject('demoDataDir')!, dataDir, { recursive: true });
    relay = await silentRelay();
  });
  afterAll(async () => {
    await stopStarted();
    await relay?.close();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers what it has, hands back its job and exits within 10 s', async () => {
    const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, SMTP_URL: relay.url };
    const server = await startServer(env);
    const base = server.url;
    const { token } = await signIn(base, 'medewerker');
    const stream = await openStream(base, await ticket(base, token));

    // A mail job that hangs on the silent relay: claimed by this process when SIGTERM comes.
    const [{ email }] = await query<{ email: string }>(cluster.url, `select email from gebruikers where username = 'employee'`);
    expect((await fetch(`${base}/password/forgot/send-email`, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email }) })).status).toBe(200);
    const job = await waitUntil(
      async () => (await query<{ id: number; claim: string }>(cluster.url, `select id, claim from achtergrondtaken where soort = 'mail.send' and status = 'BEZIG'`))[0],
      15_000,
      'the mail job is claimed',
    );
    await waitUntil(async () => relay.connections() > 0, 10_000, 'the job talks to the relay');

    // A document to upload into: an upload of 8 MB that is still arriving when SIGTERM comes.
    const created = await fetch(`${base}/api/v1/dossiers/1/renteaanbod/documenten`, { method: 'POST', headers: jsonHeaders(token), body: JSON.stringify({ naam: 'Taxatierapport' }) });
    expect(created.status).toBe(201);
    const { id: documentId } = (await created.json()) as { id: number };
    const upload = multipart('taxatie.pdf', 'application/pdf', await bigPdf(8_000_000));
    let signal!: () => void;
    const signalled = new Promise<void>((resolve) => (signal = resolve));
    // Half of it before SIGTERM, the other half after, 75 ms a piece.
    const uploading = send(`${base}/api/v1/printdocs/${documentId}`, {
      method: 'POST',
      headers: { ...headers(token), 'content-type': upload.contentType },
      body: upload.body,
      pieces: 40,
      paceMs: 75,
      holdHalfwayUntil: signalled,
    });

    // Load: eight clients asking for dossier pages, each request on a connection of its own.
    const outcomes: Outcome[] = [];
    let loading = true;
    const client = async () => {
      while (loading) {
        let answered = false;
        try {
          const res = await send(`${base}/api/v1/dossiers?page=0&size=50`, { headers: headers(token), onHead: () => (answered = true) });
          JSON.parse(res.body.toString('utf8'));
          outcomes.push({ ok: true, status: res.status });
        } catch (error) {
          outcomes.push({ ok: false, answered, error: (error as NodeJS.ErrnoException).code ?? (error as Error).message });
          // The listener is closed: nothing more to ask of this process.
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await waitUntil(async () => outcomes.filter((o) => o.ok).length >= 10, 60_000, 'ten answers under load');

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    signal();
    const code = await server.exited;
    const tookMs = Date.now() - stoppedAt;
    loading = false;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    // Every request that got an answer got all of it; the others were not taken (refused or reset before any answer).
    const cut = outcomes.filter((o) => !o.ok && o.answered);
    expect(cut).toEqual([]);
    const answered = outcomes.filter((o): o is Extract<Outcome, { ok: true }> => o.ok);
    expect(answered.length).toBeGreaterThan(10);
    expect(answered.every((o) => o.status === 200)).toBe(true);
    const uploaded = await uploading;
    expect(uploaded.status).toBe(200);
    expect(JSON.parse(uploaded.body.toString('utf8'))).toMatchObject({ id: documentId });

    // The stream was told to come back (to another process).
    expect((await stream.waitFor((frame) => frame.event === 'end')).data).toEqual({ reason: 'closing' });

    // The job is back on the queue at once, its attempt not counted, and another process takes it up.
    const [handedBack] = await query<{ status: string; claim: string | null; pogingen: number; due: boolean }>(
      cluster.url,
      'select status, claim, pogingen, uitvoeren_vanaf <= now() as due from achtergrondtaken where id = $1',
      [job.id],
    );
    expect(handedBack).toEqual({ status: 'WACHTEND', claim: null, pogingen: 0, due: true });
    await startServer(env);
    await waitUntil(
      async () => (await query<{ status: string; claim: string | null }>(cluster.url, 'select status, claim from achtergrondtaken where id = $1', [job.id]))[0].status === 'BEZIG',
      5000,
      'the other process claims the job',
    );
  });
});
