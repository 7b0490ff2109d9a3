import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { dossiers } from '../server/db/schema';
import { isEmpty, seedDemo } from '../server/demo/demo';
import { seedDossiers } from '../server/demo/dossiers';
import { dossierSearchSchema } from '../contract/dossier-search';
import { listWhere, pageStatement } from '../server/services/dossiers/list';
import { orderBy } from '../server/services/dossiers/sort';
import { loadSessionUser } from '../server/services/auth/session-user';
import { verifyToken } from '../server/services/auth/tokens';
import { loadCalendar } from '../server/services/workload/calendar';
import { fmt, percentile, withPostgres } from './lib';

const DOSSIERS = 100_000;
const RUNS = 200;
const WARMUP = 20;
/** A phase filter, a text filter and a sort, page 50 (issue 4). */
const LIST_QUERY = { fase: 'PASSEREN', achterNaam: 'sen', sort: 'naamHypotheekGever,asc', page: '50', size: '25' };

const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Times calls in turns, so a slow moment of the machine falls on every side alike rather than
 * on whichever happened to run then.
 */
async function timeInTurns(runs: number, calls: (() => Promise<unknown>)[]) {
  for (let i = 0; i < WARMUP; i++) for (const call of calls) await call();
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, call] of calls.entries()) {
      const started = performance.now();
      await call();
      times[k].push(performance.now() - started);
    }
  }
  return times.map((t) => ({ p50: percentile(t, 50), p95: percentile(t, 95) }));
}

/** Fills the database to 100,000 dossiers unless it has them, and refreshes the planner statistics. */
async function prepare(database: Database) {
  if (await isEmpty(database.db)) await seedDemo(database.db);
  const [{ n }] = await database.db.select({ n: count() }).from(dossiers);
  if (n < DOSSIERS) {
    const started = performance.now();
    await seedDossiers(database.db, DOSSIERS - n);
    console.log(`  seeded ${(DOSSIERS - n).toLocaleString('en')} dossiers in ${fmt(performance.now() - started)}`);
  }
  // Planner statistics and the visibility map, as autovacuum would keep them on a live server.
  await database.db.execute(sql`vacuum analyze`);
}

/**
 * The dossier list through the API (fastify inject: routing, sign-in check, validation, the
 * query, JSON) next to the very same statement run straight on the database, and the counters
 * call through the API.
 */
async function benchDatabase(label: string, database: Database) {
  await prepare(database);
  const app = await buildApp({ ...loadConfig({ SMTP_PORT: '0' }), staticDir: undefined, demo: true }, database.db, { logger: false });
  await app.ready();
  const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };
  const signIn = await app.inject({ method: 'POST', url: '/authenticate', headers: xsrf, payload: JSON.stringify({ username: 'medewerker', password: 'demo' }) });
  const { access_token: token } = signIn.json();
  // As the browser calls: with its XSRF cookie, so the server has no cookie to hand out.
  const headers = { authorization: `Bearer ${token}`, cookie: xsrf.cookie };
  const url = `/api/v1/dossiers?${new URLSearchParams(LIST_QUERY)}`;
  const get = async (target: string) => {
    const res = await app.inject({ method: 'GET', url: target, headers });
    if (res.statusCode !== 200) throw new Error(`${target}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const first = (await get(url)).json();
  if (first.content.length === 0) throw new Error(`page 50 is empty (${first.totalElements} hits)`);

  // The same statements the API runs, for the same user and day.
  const user = (await loadSessionUser(database.db, (await verifyToken(app.signingKey, token))!))!;
  const query = dossierSearchSchema.parse(LIST_QUERY);
  const statement = pageStatement(listWhere('dossiers', query, user, await loadCalendar(database.db)), orderBy(query.sort), 50, 25);
  const raw = () => database.db.execute(statement);

  const [api, direct, counters] = await timeInTurns(RUNS, [() => get(url), raw, () => get('/api/v1/workload/dossiers/status')]);
  await app.close();

  const ratio = api.p50 / direct.p50;
  const p95Target = label === 'PostgreSQL' ? (api.p95 <= 50 ? ' OK' : ' OVER TARGET') : '';
  console.log(`  ${label}: list page 50 of ${first.totalElements} hits, ${RUNS} runs`);
  console.log(`    API  p50 ${ms(api.p50)}, p95 ${ms(api.p95)}${p95Target}`);
  console.log(`    SQL  p50 ${ms(direct.p50)}, p95 ${ms(direct.p95)}`);
  console.log(`    ratio API/SQL p50 ${ratio.toFixed(2)}${ratio <= 1.3 ? ' OK' : ' OVER TARGET'}`);
  console.log(`    counters API p50 ${ms(counters.p50)}, p95 ${ms(counters.p95)}${counters.p95 <= 50 ? ' OK' : ' OVER TARGET'}`);
}

/**
 * `npm run bench` part for issue 4: the dossier list at 100,000 dossiers on embedded PGlite and on
 * PostgreSQL (DATABASE_URL, or a throwaway cluster from scripts/pg-cluster.sh). BENCH_DATA_DIR
 * keeps the PGlite database between runs: seeding 100,000 dossiers with their documents, messages
 * and mortgage details takes about 6.5 minutes on PGlite and 2 on PostgreSQL.
 */
export async function benchDossiers() {
  console.log(`Dossier list at ${DOSSIERS.toLocaleString('en')} dossiers (${new URLSearchParams(LIST_QUERY)})`);
  console.log('  targets: API p50 ≤ 1.3× the SQL; API p95 ≤ 50 ms on PostgreSQL; counters ≤ 50 ms');

  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-dossiers-'));
  const pglite = await openDatabase({ dataDir });
  try {
    await benchDatabase('PGlite', pglite);
  } finally {
    await pglite.close();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }

  await withPostgres('dossiers', async (postgres) => {
    await benchDatabase('PostgreSQL', postgres);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDossiers();
