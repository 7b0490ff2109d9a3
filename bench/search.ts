import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { rowsOf, type Database } from '../server/db/client';
import { dossiers, hypotheekgevers, mails, notities } from '../server/db/schema';
import { isEmpty, seedDemo } from '../server/demo/demo';
import { seedDossiers } from '../server/demo/dossiers';
import { seedBulkMail } from '../server/demo/mail-bulk';
import { seedBulkNotes } from '../server/demo/notes';
import { fmt, percentile, withPostgres } from './lib';

const DOSSIERS = 100_000;
const NOTES = 1_000_000;
const MAILS = 1_000_000;
const ROUNDS = 6;
const WARMUP = 1;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Seeds only what is missing (a reused DATABASE_URL keeps its data), and then updates the statistics. */
async function prepare(database: Database) {
  const { db } = database;
  let seeded = false;
  const timed = async (what: string, missing: number, seed: () => Promise<void>) => {
    if (missing <= 0) return;
    const started = performance.now();
    await seed();
    console.log(`  seeded ${missing.toLocaleString('en')} ${what} in ${fmt(performance.now() - started)}`);
    seeded = true;
  };
  if (await isEmpty(db)) await seedDemo(db);
  const [{ n }] = await db.select({ n: count() }).from(dossiers);
  await timed('dossiers', DOSSIERS - n, () => seedDossiers(db, DOSSIERS - n));
  const [{ t }] = await db.select({ t: count() }).from(notities);
  await timed('notes', NOTES - t, async () => {
    for (let done = t; done < NOTES; done += 250_000) await seedBulkNotes(db, Math.min(250_000, NOTES - done));
  });
  const [{ m }] = await db.select({ m: count() }).from(mails);
  await timed('mails', MAILS - m, () => seedBulkMail(db, MAILS - m));
  if (seeded) await db.execute(sql`vacuum analyze`);
}

/**
 * What people type, drawn from the data (every 2,500th dossier): its number, an applicant's
 * postcode (with the space), its offer number and kenmerk, a surname; words of notes, alone and
 * with a surname or place; words of mail subjects and a sender's whole address (ten addresses of
 * incoming mail). The single common words ('taxatierapport', in one note of twenty and in mail
 * too) are the heaviest.
 */
async function queries(db: Database['db']) {
  const sample = await db
    .select({ id: dossiers.id, offerteNr: dossiers.offerteNr, kenmerk: dossiers.kenmerk, postcode: hypotheekgevers.postcode, achterNaam: hypotheekgevers.achterNaam })
    .from(dossiers)
    .innerJoin(hypotheekgevers, eq(hypotheekgevers.dossierId, dossiers.id))
    .where(and(sql`${dossiers.id} % 2500 = 0`, isNotNull(dossiers.offerteNr)))
    .orderBy(asc(dossiers.id));
  const senders = rowsOf<{ address: string }>(
    await db.execute(sql`select van_adres as address from (select distinct van_adres from ${mails} where richting = 'IN') as a order by md5(van_adres) limit 10`),
  );
  const mailWords = ['conceptakte', 'bindend aanbod', 'loonstroken', 'nota afrekening', 'kopie paspoort', 'stand acceptatie', 'verlenging offerte', 'jaarcijfers onderneming', 'zonnepanelen', 'bankgarantie koopsom'];
  const words = ['taxatierapport', 'werkgeversverklaring ontbreekt', 'zonnepanelen warmtepomp', 'bankgarantie notaris', 'echtscheidingsconvenant', 'koopovereenkomst Utrecht', 'offerte verlengd', 'BKR webwinkel', 'pensioenopbouw UPO', 'startersvrijstelling'];
  return [
    ...sample.map((d) => ({ kind: 'dossiernummer', q: String(d.id) })),
    ...sample.map((d) => ({ kind: 'postcode', q: `${d.postcode!.slice(0, 4)} ${d.postcode!.slice(4)}` })),
    ...sample.map((d) => ({ kind: 'offertenummer', q: d.offerteNr! })),
    ...sample.map((d) => ({ kind: 'kenmerk', q: d.kenmerk ?? d.offerteNr! })),
    ...sample.map((d) => ({ kind: 'achternaam', q: d.achterNaam })),
    ...words.map((q) => ({ kind: 'notitiewoorden', q })),
    ...sample.slice(0, 10).map((d, i) => ({ kind: 'woord + naam', q: `${words[i % words.length].split(' ')[0]} ${d.achterNaam}` })),
    ...mailWords.map((q) => ({ kind: 'mailonderwerp', q })),
    ...senders.map(({ address }) => ({ kind: 'afzender (adres)', q: address })),
  ];
}

async function benchPostgres(database: Database) {
  await prepare(database);
  const config = { ...loadConfig({ SMTP_PORT: '0' }), staticDir: undefined, demo: true };
  const app = await buildApp(config, database.db, { logger: false });
  await app.ready();
  try {
    const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };
    const signIn = async (username: string) =>
      (await app.inject({ method: 'POST', url: '/authenticate', headers: xsrf, payload: JSON.stringify({ username, password: 'demo' }) })).json().access_token as string;
    const users = { medewerker: await signIn('medewerker'), adviseur: await signIn('adviseur') };
    const list = await queries(database.db);
    const loadBefore = os.loadavg()[0].toFixed(1);
    const times = new Map<string, number[]>();
    const all: number[] = [];
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      // Every other round backwards, so no query always follows the same neighbour.
      for (const { kind, q } of round % 2 ? [...list].reverse() : list) {
        for (const [who, token] of Object.entries(users)) {
          const started = performance.now();
          const res = await app.inject({ method: 'GET', url: `/api/v1/zoeken?q=${encodeURIComponent(q)}&size=20`, headers: { authorization: `Bearer ${token}` } });
          const took = performance.now() - started;
          if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
          if (round < WARMUP) continue;
          const key = `${who}, ${kind}`;
          times.set(key, [...(times.get(key) ?? []), took]);
          all.push(took);
        }
      }
    }
    console.log(`  PostgreSQL, ${DOSSIERS.toLocaleString('en')} dossiers, ${NOTES.toLocaleString('en')} notes and ${MAILS.toLocaleString('en')} mails; ${list.length} queries × 2 users × ${ROUNDS} rounds through the API (load average ${loadBefore} at the start, ${os.loadavg()[0].toFixed(1)} at the end)`);
    for (const [key, t] of times) console.log(`    ${key.padEnd(34)} p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, max ${ms(Math.max(...t))}`);
    const p95 = percentile(all, 95);
    console.log(`    all searches: p50 ${ms(percentile(all, 50))}, p95 ${ms(p95)}${p95 <= 100 ? ' OK' : ' OVER TARGET'}`);
  } finally {
    await app.close();
  }
}

/**
 * `npm run bench` part for issue 29: the one search (GET /api/v1/zoeken) at 100,000 dossiers,
 * 1,000,000 notes and 1,000,000 mails on PostgreSQL (DATABASE_URL, or a throwaway cluster from scripts/pg-cluster.sh).
 * Target: p95 ≤ 100 ms over the mix of queries, for staff and for an adviser.
 */
export async function benchSearch() {
  console.log(`Search at ${DOSSIERS.toLocaleString('en')} dossiers, ${NOTES.toLocaleString('en')} notes and ${MAILS.toLocaleString('en')} mails`);
  console.log('  target: p95 ≤ 100 ms');
  await withPostgres('search', benchPostgres);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSearch();
