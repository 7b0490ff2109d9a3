import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { dossiers, gebruikerRollen, gebruikers, overruleBerichten, overruleVerzoeken, rollen } from '../server/db/schema';
import { isEmpty, seedDemo } from '../server/demo/demo';
import { seedBulkDesks } from '../server/demo/desks';
import { seedDossiers } from '../server/demo/dossiers';
import { fmt, percentile, withPostgres } from './lib';

const DOSSIERS = 5_000;
const OPEN = 1_000;
const MESSAGES = 100_000;
const CLIENTS = 200;
const RUNS = 200;
const WARMUP = 20;
const EVENT_RUNS = 100;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (t: number[]) => ({ p50: percentile(t, 50), p95: percentile(t, 95) });
const verdict = (p95: number, target: number) => (p95 <= target ? 'OK' : 'OVER TARGET');

async function prepare(database: Database) {
  const { db } = database;
  if (await isEmpty(db)) await seedDemo(db);
  const [{ n }] = await db.select({ n: count() }).from(dossiers);
  if (n < DOSSIERS) await seedDossiers(db, DOSSIERS - n);
  const [{ m }] = await db.select({ m: count() }).from(overruleBerichten);
  if (m < MESSAGES) {
    const started = performance.now();
    await seedBulkDesks(db, OPEN, MESSAGES);
    console.log(`  seeded ${OPEN.toLocaleString('en')} open and ${OPEN.toLocaleString('en')} archived conversations and ${MESSAGES.toLocaleString('en')} messages per desk in ${fmt(performance.now() - started)}`);
  }
  // The listening clients: copies of the demo staff and advisers (the password and roles of the originals).
  const [{ copies }] = await db.select({ copies: count() }).from(gebruikers).where(sql`${gebruikers.username} like 'bench-%'`);
  if (copies < CLIENTS) {
    const originals = await db.select().from(gebruikers).where(sql`${gebruikers.username} in ('medewerker', 'adviseur', 'employee')`);
    const roles = await db.select({ id: rollen.id, naam: rollen.naam }).from(rollen);
    const roleOf = (typeCode: string) => roles.find((r) => r.naam === ({ M: 'Medewerker', A: 'Adviseur', E: 'Employee' } as Record<string, string>)[typeCode])!.id;
    const offices = (await db.execute(sql`select id from kantoren order by id`)) as unknown as { rows: { id: number }[] };
    for (let i = copies; i < CLIENTS; i++) {
      const original = originals[i % originals.length];
      const [row] = await db
        .insert(gebruikers)
        .values({
          ...original,
          id: undefined,
          username: `bench-${i}`,
          email: `bench-${i}@bench.example.nl`,
          kantoorId: original.typeCode === 'A' ? offices.rows[i % offices.rows.length].id : null,
        })
        .returning({ id: gebruikers.id });
      await db.insert(gebruikerRollen).values({ gebruikerId: row.id, rolId: roleOf(original.typeCode) });
    }
  }
  await db.execute(sql`vacuum analyze`);
}

const multipart = (part: string, json: unknown) => {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="${part}"\r\n\r\n${JSON.stringify(json)}\r\n--${boundary}--\r\n`;
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Signs in through the API as the browser does; answers the bearer and XSRF headers. */
async function signIn(app: FastifyInstance, username: string) {
  const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
  const res = await app.inject({ method: 'POST', url: '/authenticate', headers: { ...xsrf, 'content-type': 'application/json' }, payload: JSON.stringify({ username, password: 'demo' }) });
  if (res.statusCode !== 200) throw new Error(`sign-in ${username}: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token}`, ...xsrf };
}

/** An open event stream: a wait for the next event of a kind about one conversation, and how many desk events came. */
async function openStream(app: FastifyInstance, base: string, headers: Record<string, string>) {
  const ticket = (await app.inject({ method: 'POST', url: '/api/v1/events/ticket', headers })).json().ticket;
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/events?ticket=${ticket}`, { signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let deskEvents = 0;
  const waiters: { match: string; resolve: () => void }[] = [];
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (frame.startsWith('event: ready')) ready();
          if (frame.startsWith('event: desk.')) deskEvents++;
          for (const w of [...waiters]) {
            if (frame.includes(w.match)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve();
            }
          }
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  await isReady;
  return {
    next: (match: string) => new Promise<void>((resolve) => waiters.push({ match, resolve })),
    deskEvents: () => deskEvents,
    close: () => controller.abort(),
  };
}

async function benchPostgres(database: Database) {
  await prepare(database);
  const config = { ...loadConfig({ LOGIN_RATE_PER_MINUTE: '100000', SMTP_PORT: '0' }), staticDir: undefined, demo: true };
  const [a, b] = [await buildApp(config, database.db, { logger: false }), await buildApp(config, database.db, { logger: false })];
  await a.ready();
  await b.listen({ port: 0, host: '127.0.0.1' });
  try {
    const medewerker = await signIn(a, 'medewerker');
    const adviseur = await signIn(a, 'adviseur');
    const call = (headers: Record<string, string>, url: string, body: unknown) => async () => {
      const res = await a.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const calls: [string, () => Promise<void>][] = [
      ['overrule overview, back office', call(medewerker, '/api/v1/dossiers/overrule?page=0&size=25', {})],
      ['overrule overview, unread only ', call(medewerker, '/api/v1/dossiers/overrule?page=0&size=25', { alleenOngelezen: true })],
      ['overrule overview, adviser     ', call(adviseur, '/api/v1/dossiers/overrule?page=0&size=25', {})],
      ['voorbespreek, start date desc  ', call(medewerker, '/api/v1/dossiers/voorbespreekdesk/filtered?page=0&size=25&sort=startDate,desc', {})],
      ['voorbespreek, start date asc   ', call(medewerker, '/api/v1/dossiers/voorbespreekdesk/filtered?page=0&size=25&sort=startDate,asc', {})],
      ['voorbespreek, adviser          ', call(adviseur, '/api/v1/dossiers/voorbespreekdesk/filtered?page=0&size=25&sort=startDate,desc', {})],
    ];
    const counters: [string, () => Promise<void>][] = [
      ['overrule count                 ', async () => void (await a.inject({ method: 'GET', url: '/api/v1/dossiers/overrule/count', headers: medewerker }))],
      ['voorbespreek employee count    ', async () => void (await a.inject({ method: 'GET', url: '/api/v1/dossiers/voorbespreekdesk/employee/count', headers: medewerker }))],
    ];
    // The floor under the machine's load at the time: a signed-in call that reads a short reference list.
    const floor: [string, () => Promise<void>][] = [['floor: GET /rs/geldverstrekkers ', async () => void (await a.inject({ method: 'GET', url: '/api/v1/rs/geldverstrekkers', headers: medewerker }))]];
    const all = [...calls, ...counters, ...floor];
    for (let i = 0; i < WARMUP; i++) for (const [, run] of all) await run();
    const times = all.map(() => [] as number[]);
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 === 0 ? [...all.keys()] : [...all.keys()].reverse();
      for (const k of order) {
        const started = performance.now();
        await all[k][1]();
        times[k].push(performance.now() - started);
      }
    }
    console.log(`  PostgreSQL, per desk ${OPEN.toLocaleString('en')} open conversations (and as many archived), ${MESSAGES.toLocaleString('en')} messages; ${RUNS} runs in turns`);
    for (const [k, [label]] of all.entries()) {
      const s = stats(times[k]);
      console.log(`    ${label}: p50 ${ms(s.p50)}, p95 ${ms(s.p95)}${label.startsWith('floor') ? '' : ` ${verdict(s.p95, 50)}`}`);
    }

    // Live: CLIENTS streams on server B; the adviser writes through server A; the time until a
    // back-office stream hears of it. Advisers of other offices must hear nothing.
    const base = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    const users = (await database.db.execute(sql`select username from gebruikers where username like 'bench-%' order by id limit ${CLIENTS - 1}`)) as unknown as { rows: { username: string }[] };
    const listener = await openStream(a, base, medewerker);
    const others = [];
    for (const { username } of users.rows) others.push(await openStream(a, base, await signIn(a, username)));
    const [adviser] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
    const [request] = await database.db
      .select({ id: overruleVerzoeken.id })
      .from(overruleVerzoeken)
      .where(and(eq(overruleVerzoeken.kantoorId, adviser.kantoorId!), eq(overruleVerzoeken.gearchiveerd, false)))
      .limit(1);
    if (!request) throw new Error('no open overrule request of the adviser’s office');
    const latencies: number[] = [];
    const sendTimes: number[] = [];
    for (let i = 0; i < EVENT_RUNS; i++) {
      const { payload, contentType } = multipart('chat', { message: `Bench ${i}` });
      const heard = listener.next(`"id":${request.id},`);
      const started = performance.now();
      // The other party hears of the message at the commit; the call then still answers the
      // conversation as it now is, which is the sender's concern, timed on its own.
      const sent = a.inject({ method: 'POST', url: `/api/v1/dossiers/overrule/${request.id}/chat`, headers: { ...adviseur, 'content-type': contentType }, payload });
      await heard;
      latencies.push(performance.now() - started);
      const res = await sent;
      sendTimes.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`chat: ${res.statusCode} ${res.body}`);
    }
    const heardBy = others.filter((s) => s.deskEvents() >= EVENT_RUNS).length;
    listener.close();
    for (const s of others) s.close();
    const event = stats(latencies);
    const send = stats(sendTimes);
    console.log(
      `    message to the other party's stream with ${CLIENTS} clients connected: p50 ${ms(event.p50)}, p95 ${ms(event.p95)} ${verdict(event.p95, 200)} (${EVENT_RUNS} messages from the start of the send; ${heardBy} of ${others.length} other clients heard them: the back office and that office's advisers only)`,
    );
    console.log(`    the send call itself, answering the conversation with its messages: p50 ${ms(send.p50)}, p95 ${ms(send.p95)}`);
  } finally {
    await a.close();
    await b.close();
  }
}

/**
 * `npm run bench` part for issue 30: the desk overviews and counters with 1,000 open
 * conversations and 100,000 messages per desk on PostgreSQL (DATABASE_URL, or a throwaway cluster
 * from scripts/pg-cluster.sh), and a message's way to the other party's stream with 200 clients
 * connected to another API server.
 */
export async function benchDesks() {
  console.log(`Desks at ${OPEN.toLocaleString('en')} open conversations and ${MESSAGES.toLocaleString('en')} messages`);
  console.log('  targets: overview p95 ≤ 50 ms; message to the other party p95 ≤ 200 ms with 200 clients');
  await withPostgres('desks', benchPostgres);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDesks();
