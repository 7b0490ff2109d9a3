import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { dossiers, taken } from '../server/db/schema';
import { isEmpty, seedDemo } from '../server/demo/demo';
import { seedDossiers } from '../server/demo/dossiers';
import { seedBulkTasks } from '../server/demo/tasks';
import { loadSessionUser } from '../server/services/auth/session-user';
import { verifyToken } from '../server/services/auth/tokens';
import { OPEN_TASK } from '../server/services/tasks/visibility';
import { recountStatement, unreadStatement, workflowStatements } from '../server/services/workflow/workflow';
import { fmt, percentile, withPostgres } from './lib';

const DOSSIERS = 100_000;
const TASKS = 1_000_000;
const RUNS = 200;
const WARMUP = 20;
const EVENT_RUNS = 100;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (t: number[]) => ({ p50: percentile(t, 50), p95: percentile(t, 95) });

/**
 * Each call RUNS times, in turns. A call right after a heavy one pays for it (measured: the unread
 * counts' API call after the MIJN list took 1.3 ms more than the same counts' SQL after it, 0.4 ms
 * less with the two swapped), so every other run goes through the calls backwards: the API call
 * and its SQL each follow the heavier neighbour equally often.
 */
async function timeInTurns(calls: (() => Promise<unknown>)[]) {
  for (let i = 0; i < WARMUP; i++) for (const call of calls) await call();
  const times = calls.map(() => [] as number[]);
  const forwards = [...calls.keys()];
  const backwards = [...forwards].reverse();
  for (let i = 0; i < RUNS; i++) {
    for (const k of i % 2 === 0 ? forwards : backwards) {
      const started = performance.now();
      await calls[k]();
      times[k].push(performance.now() - started);
    }
  }
  return times.map(stats);
}

async function prepare(database: Database) {
  const { db } = database;
  if (await isEmpty(db)) await seedDemo(db);
  const [{ n }] = await db.select({ n: count() }).from(dossiers);
  if (n < DOSSIERS) {
    const started = performance.now();
    await seedDossiers(db, DOSSIERS - n);
    console.log(`  seeded ${(DOSSIERS - n).toLocaleString('en')} dossiers in ${fmt(performance.now() - started)}`);
  }
  const [{ t }] = await db.select({ t: count() }).from(taken);
  if (t < TASKS) {
    const started = performance.now();
    for (let done = t; done < TASKS; done += 250_000) await seedBulkTasks(db, Math.min(250_000, TASKS - done));
    console.log(`  seeded ${(TASKS - t).toLocaleString('en')} tasks in ${fmt(performance.now() - started)}`);
  }
  await db.execute(sql`vacuum analyze`);
}

/**
 * The workflow list (page 0 of the ALLE scope, deadline order) and the unread counts through the
 * API next to their statements run straight on the database, then the time from a task change
 * on one API server to the event at a stream of another.
 */
async function benchPostgres(database: Database) {
  await prepare(database);
  const config = { ...loadConfig({ SMTP_PORT: '0' }), staticDir: undefined, demo: true };
  const [a, b] = [await buildApp(config, database.db, { logger: false }), await buildApp(config, database.db, { logger: false })];
  await a.ready();
  await b.listen({ port: 0, host: '127.0.0.1' });
  try {
    const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };
    const signIn = async (username: string) =>
      (await a.inject({ method: 'POST', url: '/authenticate', headers: xsrf, payload: JSON.stringify({ username, password: 'demo' }) })).json().access_token as string;
    const token = await signIn('medewerker');
    const headers = { authorization: `Bearer ${token}`, ...xsrf };
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await a.inject({ method, url, headers, payload: payload === undefined ? undefined : JSON.stringify(payload) });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res;
    };
    const sessionId = (await verifyToken(a.signingKey, token))!;
    const user = (await loadSessionUser(database.db, sessionId))!;
    const first = (await call('POST', '/api/v1/workflow?scope=ALLE&page=0&size=25', {})).json();
    const mine = (await call('POST', '/api/v1/workflow?scope=MIJN&page=0&size=25', {})).json();

    // The very statements behind the calls, run bare: the session lookup every call starts with,
    // then the page rows and total, or the unread counts (docs/tasks.md "How the counts are computed").
    const session = () => loadSessionUser(database.db, sessionId);
    const statements = (scope: 'ALLE' | 'MIJN') => {
      const query = { scope, page: 0, size: 25 };
      const page = workflowStatements(database.db, user, query, {});
      return async () => {
        await session();
        await Promise.all([page.rows(25, 0), page.total()]);
      };
    };
    const [listSql, mineSql] = [statements('ALLE'), statements('MIJN')];
    const unreadSql = async () => {
      await session();
      await database.db.execute(unreadStatement(user, {}));
    };
    const recountSql = () => database.db.execute(recountStatement(user, {}));

    const [listApi, listRaw, mineApi, mineRaw, unreadApi, unreadRaw, recount] = await timeInTurns([
      () => call('POST', '/api/v1/workflow?scope=ALLE&page=0&size=25', {}),
      listSql,
      () => call('POST', '/api/v1/workflow?scope=MIJN&page=0&size=25', {}),
      mineSql,
      () => call('GET', '/api/v1/unread/details'),
      unreadSql,
      recountSql,
    ]);
    const line = (label: string, api: { p50: number; p95: number }, raw: { p50: number; p95: number }) => {
      const ratio = api.p50 / raw.p50;
      console.log(`    ${label}: API p50 ${ms(api.p50)}, p95 ${ms(api.p95)}${api.p95 <= 50 ? ' OK' : ' OVER TARGET'}; SQL p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)}; ratio ${ratio.toFixed(2)}${ratio <= 1.3 ? ' OK' : ' OVER TARGET'}`);
    };
    console.log(`  PostgreSQL, ${TASKS.toLocaleString('en')} tasks (${first.totalElements.toLocaleString('en')} open visible to medewerker, ${mine.totalElements} of them theirs), ${RUNS} runs`);
    console.log('  SQL: the session lookup and the statements of the call, run bare');
    line('workflow list ALLE page 0', listApi, listRaw);
    line('workflow list MIJN page 0', mineApi, mineRaw);
    line('unread details         ', unreadApi, unreadRaw);
    console.log(`    (the unread counts recounted from the tasks instead of taak_tellingen: p50 ${ms(recount.p50)}, p95 ${ms(recount.p95)})`);

    // Event latency: a priority change through server A, heard by a stream of server B.
    const [task] = await database.db.select({ id: taken.id }).from(taken).where(and(eq(taken.toegewezenAanId, user.id), OPEN_TASK)).limit(1);
    const ticket = (await a.inject({ method: 'POST', url: '/api/v1/events/ticket', headers: { authorization: headers.authorization, cookie: xsrf.cookie, 'x-xsrf-token': 'bench' } })).json().ticket;
    const port = (b.server.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/events?ticket=${ticket}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextEvent = async (name: string) => {
      for (;;) {
        const at = buffer.indexOf(`event: ${name}\n`);
        if (at >= 0) {
          const end = buffer.indexOf('\n\n', at);
          if (end >= 0) {
            buffer = buffer.slice(end + 2);
            return;
          }
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    await nextEvent('ready');
    const latencies: number[] = [];
    for (let i = 0; i < EVENT_RUNS; i++) {
      const started = performance.now();
      // PUT …/priority toggles, so every call is a change (setting the same value would publish nothing).
      const res = await a.inject({ method: 'PUT', url: `/api/v1/taken/${task.id}/priority`, headers: { authorization: headers.authorization, cookie: xsrf.cookie, 'x-xsrf-token': 'bench' } });
      if (res.statusCode !== 200) throw new Error(`priority: ${res.statusCode} ${res.body}`);
      await nextEvent('task.updated');
      latencies.push(performance.now() - started);
    }
    await reader.cancel();
    const event = stats(latencies);
    console.log(`    change on server A to event at a stream of server B: p50 ${ms(event.p50)}, p95 ${ms(event.p95)}${event.p95 <= 200 ? ' OK' : ' OVER TARGET'} (${EVENT_RUNS} changes, the change call included)`);
  } finally {
    await a.close();
    await b.close();
  }
}

/**
 * `npm run bench` part for issue 11: workflow list and unread counts at 100,000 dossiers and
 * 1,000,000 tasks on PostgreSQL (DATABASE_URL, or a throwaway cluster from scripts/pg-cluster.sh),
 * and the live event latency between two API servers.
 */
export async function benchTasks() {
  console.log(`Workflow at ${DOSSIERS.toLocaleString('en')} dossiers and ${TASKS.toLocaleString('en')} tasks`);
  console.log('  targets: API p95 ≤ 50 ms and p50 ≤ 1.3× the SQL; event p95 ≤ 200 ms');
  await withPostgres('tasks', benchPostgres);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchTasks();
