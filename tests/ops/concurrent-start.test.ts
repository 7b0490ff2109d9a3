import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query, startCluster, type Cluster } from './support/postgres';
import { startServer, stopStarted, tempDir, type ServerProcess } from './support/server';

/**
 * Processes started at once on one database (docs/deploy.md "Starting several at once"): the
 * migrations and the demo seed run under an advisory lock, so all come up, each migration is
 * applied once and the demo is written once.
 */
const demoCluster = inject('demoCluster');
const MIGRATIONS = 'server/db/migrations';
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };

/**
 * What the demo consists of, counted: one process's first start wrote the demo cluster. (Not the
 * job queue: every start queues the loyalty job anew once the last one ran, by design.)
 */
const DEMO_TABLES = ['gebruikers', 'dossiers', 'documenten', 'bestanden', 'taken', 'mails', 'notities', 'teams'];
const counts = async (url: string) =>
  Object.fromEntries(await Promise.all(DEMO_TABLES.map(async (table) => [table, Number((await query<{ n: string }>(url, `select count(*) as n from ${table}`))[0].n)])));

const filesUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);

const migrationsApplied = async (url: string) => (await query<{ n: string; hashes: string }>(url, 'select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations'))[0];

describe.skipIf(!demoCluster)('three processes started at once', () => {
  let cluster: Cluster;
  const dirs: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster(demoCluster);
  });
  afterAll(async () => {
    await stopStarted();
    cluster?.destroy();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const startThree = async (env: Record<string, string>) => {
    const started = await Promise.allSettled([1, 2, 3].map(() => startServer(env, { waitMs: 150_000 })));
    const failures = started.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason).slice(0, 2000));
    expect(failures).toEqual([]);
    return started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
  };

  it('come up on an empty database, migrate it once and write the demo once', async () => {
    const url = await cluster.createDatabase('leeg');
    const dataDir = tempDir();
    dirs.push(dataDir);
    const three = await startThree({ DATABASE_URL: url, DATA_DIR: dataDir, DEMO: 'true' });
    for (const server of three) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

    expect(await migrationsApplied(url)).toEqual({ n: String(journal.entries.length), hashes: String(journal.entries.length) });
    // The same demo as one process writes, once: the same rows and the same stored files.
    expect(await counts(url)).toEqual(await counts(cluster.url));
    expect(Number((await query<{ n: string }>(url, `select count(*) as n from gebruikers where username = 'medewerker'`))[0].n)).toBe(1);
    expect(filesUnder(path.join(dataDir, 'files'))).toBe(filesUnder(path.join(inject('demoDataDir')!, 'files')));
    await stopStarted();
  });

  it('come up on a database of an older release and apply each newer migration once', async () => {
    const url = await cluster.createDatabase('ouder');
    // The older release: its migrations are the journal's first ones.
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-ops-migrations-'));
    dirs.push(older);
    fs.mkdirSync(path.join(older, 'meta'));
    const kept = journal.entries.slice(0, journal.entries.length - 6);
    for (const entry of kept) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(older, `${entry.tag}.sql`));
    fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
    const pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: older });
    await pool.end();
    expect(await migrationsApplied(url)).toEqual({ n: String(kept.length), hashes: String(kept.length) });

    const dataDir = tempDir();
    dirs.push(dataDir);
    const three = await startThree({ DATABASE_URL: url, DATA_DIR: dataDir, DEMO: 'false' });
    for (const server of three) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    expect(await migrationsApplied(url)).toEqual({ n: String(journal.entries.length), hashes: String(journal.entries.length) });
  });
});
