import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, like, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { dossiers, mailBijlagen, mails } from '../server/db/schema';
import { isEmpty, seedDemo } from '../server/demo/demo';
import { seedDossiers } from '../server/demo/dossiers';
import { demoPdf } from '../server/demo/files';
import { seedBulkMail } from '../server/demo/mail-bulk';
import { loadSessionUser } from '../server/services/auth/session-user';
import { verifyToken } from '../server/services/auth/tokens';
import { ownMailboxId } from '../server/services/mail/mailboxes';
import { mailPageStatements } from '../server/services/mail/read';
import { fmt, freePort, percentile, withPostgres } from './lib';

const DOSSIERS = 20_000;
const MAILS = 1_000_000;
const RUNS = 200;
const WARMUP = 20;
const INTAKE = 1_000;
const INTAKE_CONNECTIONS = 4;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (t: number[]) => ({ p50: percentile(t, 50), p95: percentile(t, 95) });

/** The calls in turns, every other run backwards (as bench/tasks.ts: a call after a heavy one pays for it). */
async function timeInTurns(calls: (() => Promise<unknown>)[]) {
  for (let i = 0; i < WARMUP; i++) for (const call of calls) await call();
  const times = calls.map(() => [] as number[]);
  const forwards = [...calls.keys()];
  for (let i = 0; i < RUNS; i++) {
    for (const k of i % 2 === 0 ? forwards : [...forwards].reverse()) {
      const started = performance.now();
      await calls[k]();
      times[k].push(performance.now() - started);
    }
  }
  return times.map(stats);
}

/** A million messages (seedBulkMail, shared with the search benchmark), on 20,000 dossiers. */
async function fill(database: Database) {
  const { db } = database;
  if (await isEmpty(db)) await seedDemo(db);
  const [{ n }] = await db.select({ n: count() }).from(dossiers);
  if (n < DOSSIERS) await seedDossiers(db, DOSSIERS - n);
  const [{ m }] = await db.select({ m: count() }).from(mails);
  if (m >= MAILS) return;
  const started = performance.now();
  await seedBulkMail(db, MAILS - m);
  console.log(`  filled ${(MAILS - m).toLocaleString('en')} messages in ${fmt(performance.now() - started)}`);
  await db.execute(sql`vacuum analyze`);
}

/** The mail list (own INBOX page 0 and page 10, 100 to a page), the team mailbox, the counters and the merged workflow, through the API and bare. */
async function benchList(database: Database) {
  await fill(database);
  const app = await buildApp({ ...loadConfig({ SMTP_PORT: '0' }), staticDir: undefined, demo: true }, database.db, { logger: false });
  await app.ready();
  try {
    const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };
    const token = (await app.inject({ method: 'POST', url: '/authenticate', headers: xsrf, payload: JSON.stringify({ username: 'medewerker', password: 'demo' }) })).json().access_token as string;
    const headers = { authorization: `Bearer ${token}`, ...xsrf };
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await app.inject({ method, url, headers, payload: payload === undefined ? undefined : JSON.stringify(payload) });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res;
    };
    const sessionId = (await verifyToken(app.signingKey, token))!;
    const user = (await loadSessionUser(database.db, sessionId))!;
    const own = await ownMailboxId(database.db, user.id);
    const statements = mailPageStatements(database.db, [own], { folder: 'INBOX' });
    const listSql = async () => {
      await loadSessionUser(database.db, sessionId);
      await Promise.all([statements.rows(100, 0), statements.total()]);
    };
    const first = (await call('POST', '/api/v1/new/mail/search?page=0&size=100', { folder: 'INBOX' })).json();
    const [list, raw, deep, team, unread, workflow] = await timeInTurns([
      () => call('POST', '/api/v1/new/mail/search?page=0&size=100', { folder: 'INBOX' }),
      listSql,
      () => call('POST', '/api/v1/new/mail/search?page=10&size=100', { folder: 'INBOX' }),
      () => call('GET', '/api/v1/new/mail/team/mailbox?folder=INBOX'),
      () => call('GET', '/api/v1/unread/details'),
      () => call('POST', '/api/v1/workflow?scope=MIJN&page=0&size=25', {}),
    ]);
    const line = (label: string, s: { p50: number; p95: number }) => console.log(`    ${label}: p50 ${ms(s.p50)}, p95 ${ms(s.p95)}${s.p95 <= 50 ? ' OK' : ' OVER TARGET'}`);
    console.log(`  PostgreSQL, ${MAILS.toLocaleString('en')} messages; medewerker's INBOX holds ${first.totalElements.toLocaleString('en')}; ${RUNS} runs`);
    line('mail list own INBOX page 0 (API)', list);
    console.log(`    the same, bare SQL (session lookup, rows, total): p50 ${ms(raw.p50)}, p95 ${ms(raw.p95)}; ratio ${(list.p50 / raw.p50).toFixed(2)}`);
    line('mail list own INBOX page 10    ', deep);
    line('team mailboxes INBOX page 0    ', team);
    line('unread details (tasks + mails) ', unread);
    line('workflow MIJN (tasks + mails)  ', workflow);
  } finally {
    await app.close();
  }
}

/**
 * SMTP intake: INTAKE messages, each with a PDF of about 50 kB, over INTAKE_CONNECTIONS
 * connections to the listener of one API server; every one must be filed with its attachment.
 */
async function benchIntake(database: Database) {
  const smtpPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-mail-'));
  const app = await buildApp({ ...loadConfig({ SMTP_PORT: String(smtpPort), DATA_DIR: dataDir }), staticDir: undefined, demo: true }, database.db, { logger: false });
  await app.ready();
  const pdf = Buffer.concat([Buffer.from(await demoPdf('Bijlage', ['Intake'])), Buffer.alloc(50_000, 0x20)]);
  const run = `intake-${Date.now()}`;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: INTAKE_CONNECTIONS, maxMessages: Infinity });
  try {
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < INTAKE) {
        const i = next++;
        await transport.sendMail({
          from: '"Adviseur" <adviseur@voorbeeld.nl>',
          to: 'medewerker@demo.example.nl',
          subject: `Stukken aanvraag ${i}`,
          text: 'Hierbij de stukken.',
          messageId: `<${run}-${i}@voorbeeld.nl>`,
          attachments: [{ filename: `stukken-${i}.pdf`, content: pdf, contentType: 'application/pdf' }],
        });
      }
    };
    await Promise.all(Array.from({ length: INTAKE_CONNECTIONS }, worker));
    const seconds = (performance.now() - started) / 1000;
    const [{ filed }] = await database.db.select({ filed: count() }).from(mails).where(like(mails.messageId, `<${run}-%`));
    const [{ files }] = await database.db
      .select({ files: sql<number>`count(*)::int` })
      .from(mailBijlagen)
      .where(sql`${mailBijlagen.mailId} in (select id from mails where message_id like ${`<${run}-%`})`);
    console.log(`  SMTP intake: ${INTAKE} messages with a ${Math.round(pdf.length / 1000)} kB PDF over ${INTAKE_CONNECTIONS} connections in ${seconds.toFixed(1)} s: ${(INTAKE / seconds).toFixed(1)} messages/s; filed ${filed}, with ${files} attachments${filed === INTAKE && files === INTAKE ? ' (none lost)' : ' MISSING MESSAGES'}`);
  } finally {
    transport.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench` part for issue 29: the mail list at 1,000,000 messages on PostgreSQL (target
 * p95 ≤ 50 ms) and the SMTP intake of 1,000 messages with attachments (messages per second, none
 * lost), on DATABASE_URL or a throwaway cluster (scripts/pg-cluster.sh).
 */
export async function benchMail() {
  console.log(`Mail at ${MAILS.toLocaleString('en')} messages, and SMTP intake`);
  console.log('  targets: mail list API p95 ≤ 50 ms; intake: every message filed');
  await withPostgres('mail', async (postgres) => {
    await benchList(postgres);
    await benchIntake(postgres);
  });
  console.log(`  load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMail();
