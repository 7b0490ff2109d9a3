import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../../server/demo/demo';
import { seedDossiers } from '../../../server/demo/dossiers';
import { testConfig, XSRF } from '../helpers';

/**
 * Hostile input against the server's own route table (issue #18): every write and list route, as
 * every demo user type, with generated bodies, query strings and path parameters. It fails on a
 * 5xx, on a 400 outside the VALIDATION/GENERAL shape, and on a refused write that still changed
 * data or left a file behind. A route added later is covered without editing this file.
 *
 * It runs on a database of its own, because the writes that the generator gets right are real.
 */
const SEED = 20261124;
const RUNS = { write: 4, read: 3 };
const USERS = ['medewerker', 'adviseur', 'verstrekker', 'employee', 'beheerder'];
/** Routes whose success ends the caller's session or is not JSON-driven; they are tested elsewhere. */
const SKIP = new Set(['POST /api/v1/logout']);
/** Tables a refused request may write by design: failed sign-ins are counted and logged. */
const LOGGED_ON_REFUSAL = ['login_pogingen', 'beveiligingslog', 'sessies'];

const database = await openDatabase({});
await seedDemo(database.db, { offices: 2, advisers: 3 });
await seedDossiers(database.db, 40);
const config = testConfig();
const app: FastifyInstance = await buildApp(config, database.db, { logger: false });
await app.ready();
// Background jobs (daily schedules, retention, HDN sending) write on their own time; a write of theirs
// during a refused request is not that request's, so the worker rests while the requests are judged.
await app.jobs.stop();
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A counter that every committed change of a data table bumps, in the same transaction. */
await database.db.execute(sql.raw('create table fuzz_changes (n bigint not null)'));
await database.db.execute(sql.raw('insert into fuzz_changes values (0)'));
await database.db.execute(
  sql.raw('create function fuzz_count() returns trigger language plpgsql as $$ begin update fuzz_changes set n = n + 1; return null; end $$'),
);
const tables = (await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_changes'`)) as unknown as
  | { rows: { tablename: string }[] }
  | { tablename: string }[];
for (const { tablename } of 'rows' in tables ? tables.rows : tables) {
  if (LOGGED_ON_REFUSAL.includes(tablename) || tablename.startsWith('__drizzle')) continue;
  await database.db.execute(sql.raw(`create trigger fuzz_${tablename} after insert or update or delete on "${tablename}" for each statement execute function fuzz_count()`));
}

const changes = async () => {
  const result = (await database.db.execute(sql`select n from fuzz_changes`)) as unknown as { rows: { n: string }[] } | { n: string }[];
  return Number(('rows' in result ? result.rows : result)[0].n);
};

const filesDir = path.join(config.dataDir, 'files');
const fileCount = (dir = filesDir): number =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? fileCount(path.join(dir, e.name)) : 1), 0) : 0;

async function tokenOf(username: string) {
  const res = await app.inject({ method: 'POST', url: '/authenticate', payload: { username, password: DEMO_PASSWORD }, headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF } });
  return res.json().access_token as string;
}
const tokens = Object.fromEntries(await Promise.all(USERS.map(async (u) => [u, await tokenOf(u)] as const)));

// ---- what to send ----------------------------------------------------------------------------

const INT_EDGES = [0, 1, -1, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 9_007_199_254_740_991, 1e308, 0.5];
const FOREIGN_IDS = [1, 2, 3, 999_999];
const hostileString = fc.oneof(
  fc.constantFrom('', ' ', 'a\u0000b', '\u0000', '\u0001\u0002\u001f', '\uffff', '\ud800', "'; drop table teams; --", '%00', '../../etc/passwd', '<script>x</script>', '2026-02-30', '1e999', 'true', 'null'),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(1_000)),
);
const scalar = fc.oneof(fc.constantFrom(...INT_EDGES, ...FOREIGN_IDS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), hostileString);
const deep = fc.constant(JSON.parse(`${'['.repeat(60)}1${']'.repeat(60)}`));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, scalar, deep, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 })),
})).value;

/** The keys a zod object schema declares, through the wrappers (default, optional, pipe) around it. */
function keysOf(schema: unknown, depth = 0): string[] {
  const s = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown; schema?: unknown; options?: unknown[] } } | undefined;
  if (!s || depth > 6) return [];
  if (s.shape) return Object.keys(s.shape);
  const def = s.def;
  if (!def) return [];
  for (const inner of [def.innerType, def.in, def.schema]) {
    const keys = keysOf(inner, depth + 1);
    if (keys.length) return keys;
  }
  return (def.options ?? []).flatMap((o) => keysOf(o, depth + 1));
}

const objectFor = (keys: string[]) =>
  fc.record(Object.fromEntries([...keys, 'version', 'id'].map((k) => [k, value])), { requiredKeys: [] }).chain((known) =>
    fc.dictionary(fc.string({ maxLength: 6 }), value, { maxKeys: 2 }).map((extra) => ({ ...extra, ...known })),
  );

const queryValue = fc.oneof(fc.constantFrom(...INT_EDGES.map(String), '-0', '1,2,3', 'a%00b', '%00', '%FF', 'naam,asc', 'id,sideways', 'onbekend,desc', 'x'.repeat(3000)), fc.string({ maxLength: 12 }).map(encodeURIComponent));
const queryFor = (keys: string[]) =>
  fc.array(fc.tuple(fc.constantFrom(...keys, 'page', 'size', 'sort', 'reverse', 'onbekend'), queryValue), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const paramValue = fc.constantFrom('1', '2', '0', '-1', '2147483647', '2147483648', '99999999999999999999', 'abc', '%00', '1.5', 'x'.repeat(300), '%2e%2e');
const pathFor = (url: string) => {
  const names = url.match(/:\w+/g) ?? [];
  return fc.tuple(...names.map(() => paramValue)).map((values) => names.reduce((u, name, i) => u.replace(name, values[i]), url));
};

// ---- the routes ------------------------------------------------------------------------------

interface RouteInfo {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown };
}

const routes = (app.routeTable as RouteInfo[])
  .flatMap((r) => [r.method].flat().map((method) => ({ ...r, method })))
  .filter((r) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.includes('*') && (r.url.startsWith('/api') || r.url.startsWith('/authenticate') || r.url.startsWith('/password')))
  .filter((r) => !SKIP.has(`${r.method} ${r.url}`));

interface Probe {
  path: string;
  query: string;
  body: unknown;
}

const arbitraryFor = (route: RouteInfo): fc.Arbitrary<Probe> =>
  fc.record({
    path: pathFor(route.url),
    query: queryFor(keysOf(route.schema?.querystring)),
    body: route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : fc.oneof(objectFor(keysOf(route.schema?.body)), value),
  });

async function send(route: RouteInfo, user: string, probe: Probe) {
  const url = probe.query ? `${probe.path}?${probe.query}` : probe.path;
  return app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      authorization: `Bearer ${tokens[user]}`,
      ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
}

const isErrorShape = (body: unknown) => {
  const b = body as { type?: unknown; messages?: unknown };
  return (b?.type === 'VALIDATION' || b?.type === 'GENERAL') && Array.isArray(b.messages) && b.messages.every((m) => typeof m === 'string');
};

describe('hostile input on every route', () => {
  it('finds the routes to walk', () => {
    expect(routes.filter((r) => r.method !== 'GET').length).toBeGreaterThan(60);
    expect(routes.filter((r) => r.method === 'GET').length).toBeGreaterThan(60);
  });

  it('answers no 5xx, only the error shape on a 400, and writes nothing on a refusal', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const write = route.method !== 'GET';
      for (const user of USERS) {
        await fc.assert(
          fc.asyncProperty(arbitraryFor(route), async (probe) => {
            const before = write ? [await changes(), fileCount()] : [];
            const res = await send(route, user, probe);
            const where = `${route.method} ${route.url} as ${user}: ${res.statusCode} ${res.body.slice(0, 200)} ← ${JSON.stringify(probe).slice(0, 300)}`;
            if (res.statusCode >= 500) failures.push(`5xx ${where}`);
            else if (res.statusCode === 400 && !isErrorShape(res.json())) failures.push(`shape ${where}`);
            else if (write && res.statusCode >= 400) {
              const after = [await changes(), fileCount()];
              if (after[0] !== before[0]) failures.push(`half-written ${where}`);
              if (after[1] !== before[1]) failures.push(`file left ${where}`);
            }
          }),
          { seed: SEED + index, numRuns: write ? RUNS.write : RUNS.read, endOnFailure: true },
        );
      }
    }
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  });
});
