import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { DASHBOARD_NAMES } from '../contract/insight/figures';
import { SEGMENTEN } from '../contract/insight/codes';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { dossiers, dossierStapPeriodes, dossierWijzigingen } from '../server/db/schema';
import { isEmpty, seedDemo } from '../server/demo/demo';
import { seedDossiers } from '../server/demo/dossiers';
import { fmt, percentile, withPostgres } from './lib';

const DOSSIERS = 100_000;
const RUNS = 60;
const WARMUP = 5;
const TARGET_MS = 200;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Fills the database to 100,000 dossiers with their audit trail unless it has them. */
async function prepare(database: Database) {
  const { db } = database;
  if (await isEmpty(db)) await seedDemo(db);
  const [{ n }] = await db.select({ n: count() }).from(dossiers);
  if (n < DOSSIERS) {
    const started = performance.now();
    await seedDossiers(db, DOSSIERS - n);
    console.log(`  seeded ${(DOSSIERS - n).toLocaleString('en')} dossiers in ${fmt(performance.now() - started)}`);
  }
  await db.execute(sql`vacuum analyze`);
  const [{ audit }] = await db.select({ audit: count() }).from(dossierWijzigingen);
  const [{ stretches }] = await db.select({ stretches: count() }).from(dossierStapPeriodes);
  console.log(`  ${DOSSIERS.toLocaleString('en')} dossiers, ${audit.toLocaleString('en')} audit rows, ${stretches.toLocaleString('en')} phase and step stretches`);
}

/**
 * Every dashboard and lead-time call through the API as the medewerker (who sees every dossier),
 * for this month and for this year, all calls in turns (every other run backwards) so a busy
 * moment of the machine falls on each alike.
 */
async function benchCalls(database: Database) {
  await prepare(database);
  const app = await buildApp({ ...loadConfig({ SMTP_PORT: '0' }), staticDir: undefined, demo: true }, database.db, { logger: false });
  await app.ready();
  const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };
  const signIn = await app.inject({ method: 'POST', url: '/authenticate', headers: xsrf, payload: JSON.stringify({ username: 'medewerker', password: 'demo' }) });
  const headers = { authorization: `Bearer ${signIn.json().access_token}`, cookie: xsrf.cookie };
  const paths = [
    '/api/v1/inzicht/dashboard',
    ...DASHBOARD_NAMES.map((name) => `/api/v1/inzicht/dashboards/${name}`),
    ...SEGMENTEN.map((s) => `/api/v1/inzicht/doorlooptijden/${s.path}`),
  ];
  const urls = paths.flatMap((p) => [`${p}?periode=maand`, `${p}?periode=jaar`]);
  const call = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const calls = urls.map(call);
  for (let i = 0; i < WARMUP; i++) for (const c of calls) await c();
  const times = calls.map(() => [] as number[]);
  const order = [...calls.keys()];
  for (let i = 0; i < RUNS; i++) {
    for (const k of i % 2 === 0 ? order : [...order].reverse()) {
      const started = performance.now();
      await calls[k]();
      times[k].push(performance.now() - started);
    }
  }
  await app.close();
  let worst = 0;
  for (const [k, url] of urls.entries()) {
    const p95 = percentile(times[k], 95);
    worst = Math.max(worst, p95);
    console.log(`    ${url.padEnd(62)} p50 ${ms(percentile(times[k], 50)).padStart(9)}  p95 ${ms(p95).padStart(9)}${p95 <= TARGET_MS ? '' : ' OVER TARGET'}`);
  }
  console.log(`  worst p95 ${ms(worst)}${worst <= TARGET_MS ? ' OK' : ' OVER TARGET'} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
}

/**
 * `npm run bench` part for issue 28: each dashboard and lead-time call at 100,000 dossiers with
 * their audit trail on PostgreSQL (DATABASE_URL, or a throwaway cluster from scripts/pg-cluster.sh).
 */
export async function benchInsight() {
  console.log(`Insight at ${DOSSIERS.toLocaleString('en')} dossiers on PostgreSQL, ${RUNS} runs per call`);
  console.log(`  target: p95 ≤ ${TARGET_MS} ms per dashboard and lead-time call`);
  await withPostgres('insight', benchCalls);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchInsight();
