import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { max } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { dossiers, geldverstrekkers, kantoren } from '../../server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../server/demo/demo';
import { seedCovers } from '../../server/demo/covers';
import { seedDossiers } from '../../server/demo/dossiers';
import { seedMail } from '../../server/demo/mail';
import { seedRates } from '../../server/demo/rates';
import { seedTransactions } from '../../server/demo/transactions';

interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Ids of what the seed made, before any test file added rows of its own. */
  seeded: { kantoorIds: number[]; geldverstrekkerIds: number[]; lastDossierId: number };
}

const KEY = Symbol.for('hypotheek.api-test-server');
type Holder = { [KEY]?: Promise<TestServer> };

export const testConfig = () => ({
  // Uploaded files go to a directory of this run, never to ./data.
  // No SMTP listener: the mail tests start their own on a free port.
  ...loadConfig({ LOGIN_RATE_PER_MINUTE: '1000', SMTP_PORT: '0', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'hypotheek-api-')) }),
  staticDir: undefined,
  demo: true,
});

/** Dossiers in the test database: enough for every phase, step, office and lender, and quick to fill. */
export const TEST_DOSSIERS = 300;

/** A fresh database with the test seed, and an app on it. */
async function startServer(url: string | undefined): Promise<TestServer> {
  const database = await openDatabase({ url });
  await seedDemo(database.db, { offices: 4, advisers: 8 });
  await seedDossiers(database.db, TEST_DOSSIERS);
  // The demo's products, rates, guarantees, insurances and servicing ledgers before any test adds its own: a test file
  // shares this server with others, so 'seed when empty' in a file would depend on the order.
  await seedRates(database.db);
  await seedCovers(database.db);
  await seedTransactions(database.db);
  const seeded = {
    kantoorIds: (await database.db.select({ id: kantoren.id }).from(kantoren)).map((r) => r.id),
    geldverstrekkerIds: (await database.db.select({ id: geldverstrekkers.id }).from(geldverstrekkers)).map((r) => r.id),
    lastDossierId: (await database.db.select({ id: max(dossiers.id) }).from(dossiers))[0].id ?? 0,
  };
  const app = await buildApp(testConfig(), database.db, { logger: false });
  await app.ready();
  // The demo mail too, for the same reason; it stores attachments, so after the app.
  await seedMail(database.db, app.storage);
  return { app, database, seeded };
}

/** One app and database for every API test file of the run (they share a process). */
export function testServer(): Promise<TestServer> {
  const holder = globalThis as Holder;
  holder[KEY] ??= startServer(inject('databaseUrl'));
  return holder[KEY];
}

/**
 * An app on an embedded database of the file's own, for tests whose hand-checked figures sum over
 * the whole database (insight, search counts), which other files' rows on the shared one would move.
 */
export const ownServer = () => startServer(undefined);

export const XSRF = 'test-xsrf-token';

export interface Caller {
  token?: string;
  get(url: string): Promise<Response>;
  post(url: string, body?: unknown): Promise<Response>;
  put(url: string, body?: unknown): Promise<Response>;
  patch(url: string, body?: unknown): Promise<Response>;
  delete(url: string): Promise<Response>;
}

interface Response {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
}

/**
 * Every error body names the request's id, the same as its X-Request-Id header (docs/deploy.md):
 * checked for every failed call of every API test, then left out of the body the test compares.
 */
export function checkedRequestId<T>(call: string, status: number, body: T, headers: Record<string, unknown>): T {
  if (status < 400 || !body || typeof body !== 'object' || !('messages' in body)) return body;
  const { requestId, ...rest } = body as { requestId?: unknown };
  expect(requestId, `${call}: the error body's request id`).toBe(headers['x-request-id']);
  return rest as T;
}

/** Calls the app as the browser does: bearer token, XSRF cookie and header, JSON. */
export function caller(app: FastifyInstance, token?: string): Caller {
  const send = async (method: string, url: string, payload?: unknown): Promise<Response> => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = res.body;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.statusCode, body: checkedRequestId(`${method} ${url}`, res.statusCode, body, res.headers), headers: res.headers };
  };
  return {
    token,
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    delete: (url) => send('DELETE', url),
  };
}

/** Signs in as a demo account and returns a caller with its token. */
export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const res = await caller(app).post('/authenticate', { username, password });
  if (res.status !== 200) throw new Error(`sign-in ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return caller(app, res.body.access_token);
}
