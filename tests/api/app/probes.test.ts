import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { rowsOf } from '../../../server/db/client';
import { caller, testConfig, testServer } from '../helpers';

/** The probes of docs/deploy.md: liveness without the database, readiness with it. */
const { app, database } = await testServer();
const { db } = database;

describe('GET /api/health', () => {
  it('answers 200 ok to anyone, without a sign-in', async () => {
    const res = await caller(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 ok when the database answers and holds every migration', async () => {
    const res = await caller(app).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when a migration of this release is missing from the database', async () => {
    const [last] = rowsOf<{ hash: string; created_at: string }>(
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`),
    );
    try {
      const res = await caller(app).get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', reason: 'migrations pending' });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last.hash}, ${last.created_at})`);
    }
    expect((await caller(app).get('/api/ready')).status).toBe(200);
  });

  it('answers 503 stopping to a request that arrives while the process stops', async () => {
    const own = await buildApp(testConfig(), db, { logger: false });
    await own.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.server.address() as AddressInfo;
    // A request under way when the stop begins (its head not yet complete) is still answered.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/ready HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = own.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    socket.write('\r\n');
    const text = await answer;
    await closing;
    expect(text).toMatch(/^HTTP\/1\.1 503/);
    expect(text).toMatch(/connection: close/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ status: 'stopping', reason: 'process is shutting down' });
  });
});
