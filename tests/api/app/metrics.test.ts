import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { enqueue } from '../../../server/services/jobs/queue';
import { caller, signIn, testConfig, testServer } from '../helpers';

/** GET /metrics (docs/deploy.md "Metrics"): Prometheus' text format, behind METRICS_TOKEN. */
const { app, database } = await testServer();
const TOKEN = 'metrics-token-of-the-test-0123456789';
const measured = await buildApp({ ...testConfig(), metricsToken: TOKEN }, database.db, { logger: false });
afterAll(() => measured.close());

const scrape = (token?: string) => measured.inject({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics', () => {
  it("is not there without METRICS_TOKEN, also not as the browser app's page", async () => {
    expect((await caller(app).get('/metrics')).status).toBe(404);
    // With the built app served, an unknown address is the app's index.html: not this one.
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-metrics-app-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    const withApp = await buildApp({ ...testConfig(), staticDir }, database.db, { logger: false });
    try {
      const res = await caller(withApp).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.body.type).toBe('GENERAL');
    } finally {
      await withApp.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('wants the token as bearer', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('verkeerd')).statusCode).toBe(401);
    expect((await scrape(`${TOKEN}x`)).statusCode).toBe(401);
    expect((await measured.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } })).statusCode).toBe(401);
  });

  it('reports request times by route pattern, jobs per kind, streams, mail, the pool and the process', async () => {
    const medewerker = await signIn(measured, 'medewerker');
    const dossier = (await medewerker.get('/api/v1/dossiers?page=0&size=1')).body.content[0];
    expect((await medewerker.get(`/api/v1/dossiers/${dossier.id}`)).status).toBe(200);
    expect((await medewerker.get('/api/v1/dossiers/2147483000')).status).toBe(404);
    expect((await caller(measured).get('/api/v1/bestaat-niet')).status).toBe(404);
    const kind = `metrics.test.${Date.now()}`;
    await enqueue(database.db, kind, {});
    await enqueue(database.db, kind, {});

    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/v1\/dossiers\/:id",status_code="200"\}/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/dossiers\/:id",status_code="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} \d+/);
    // Never the address itself: its ids would make a series per dossier.
    expect(text).not.toContain(`/api/v1/dossiers/${dossier.id}"`);
    expect(text).not.toContain('bestaat-niet');
    expect(text).toContain(`jobs_waiting{kind="${kind}"} 2`);
    // Kinds without running or failed jobs have no series; the metrics are declared all the same.
    expect(text).toContain('# TYPE jobs_running gauge');
    expect(text).toContain('# TYPE jobs_failed gauge');
    expect(text).toContain('database_up 1');
    expect(text).toMatch(/^event_stream_clients \d+$/m);
    expect(text).toMatch(/^mail_received_total \d+$/m);
    expect(text).toMatch(/^mail_sent_total \d+$/m);
    expect(text).toMatch(/^db_pool_connections_in_use \d+$/m);
    expect(text).toMatch(/^db_pool_waiting \d+$/m);
    for (const name of ['process_resident_memory_bytes', 'process_cpu_seconds_total', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'nodejs_gc_duration_seconds_bucket']) {
      expect(text, name).toMatch(new RegExp(`^${name}[ {]`, 'm'));
    }
  });
});
