import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { caller, testConfig, testServer, XSRF } from '../helpers';

/**
 * Request ids (docs/deploy.md "Request ids"): every answer carries X-Request-Id, a caller's own is
 * kept, and the error body and the log line of a refused request name the same id.
 */
const { database } = await testServer();
const lines: Record<string, unknown>[] = [];
const log = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const app = await buildApp(testConfig(), database.db, { logger: { level: 'warn', stream: log } });
afterAll(() => app.close());

const SERVER_ID = /^[0-9a-f]{20}$/;

describe('request ids', () => {
  it('gives every answer an id of its own', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(SERVER_ID);
    expect(second.headers['x-request-id']).toMatch(SERVER_ID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps a caller's own id, and replaces one that is no plain token", async () => {
    const own = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-7f3a9c.01' } });
    expect(own.headers['x-request-id']).toBe('nginx-7f3a9c.01');
    // A UUID is kept out too: the logger would mask it as a possible secret, and the id would lead nowhere.
    for (const bad of ['met spatie', 'x'.repeat(129), 'a"b', '', '0f8b5c2e-1d3a-4b7c-9e6f-2a1b3c4d5e6f']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(SERVER_ID);
    }
  });

  it('names the id in the error body and in the log line of the refusal', async () => {
    lines.length = 0;
    const refused = await app.inject({ method: 'GET', url: '/api/v1/dossiers/12', headers: { 'x-request-id': 'klant-vraag-42' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ type: 'GENERAL', messages: ['U bent niet (meer) ingelogd.'], requestId: 'klant-vraag-42' });
    const line = lines.find((l) => l.reqId === 'klant-vraag-42' && l.msg === 'request refused');
    expect(line).toMatchObject({ level: 40, method: 'GET', route: '/api/v1/dossiers/:id', url: '/api/v1/dossiers/12', status: 401 });

    const unknown = await caller(app).get('/api/v1/bestaat-niet');
    expect(unknown.status).toBe(404);
    expect(lines.find((l) => l.reqId === unknown.headers['x-request-id'])).toMatchObject({ msg: 'request refused', route: null, status: 404 });
  });

  it('masks a ticket or token in the logged address', async () => {
    lines.length = 0;
    const ticket = 'Zk3v9Qw7Lp2Xc8Vb5Nm1Rt4Yu6Io0PaSdFgHjKl7Q8';
    const res = await app.inject({ method: 'GET', url: `/api/v1/events?ticket=${ticket}`, headers: { cookie: `XSRF-TOKEN=${XSRF}` } });
    expect(res.statusCode).toBe(401);
    const line = lines.find((l) => l.reqId === res.headers['x-request-id']);
    expect(line?.url).toBeDefined();
    expect(JSON.stringify(lines)).not.toContain(ticket);
  });

  it('carries the id on the event stream, which writes its own head', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/events', headers: { 'x-request-id': 'stroom-1' } });
    expect(res.headers['x-request-id']).toBe('stroom-1');
  });
});
