import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, QueryConfig } from 'pg';
import * as schema from './schema';
import { databaseUnavailable } from './unavailable';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface Logger {
  warn(object: unknown, message?: string): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process on this database runs its own (a PostgreSQL advisory lock):
   * the migrations and the demo seed of processes started at once, one after the other. For the
   * start only: while the database does not answer it tries again for up to a minute.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Where a lost idle connection is reported (the app's logger once there is one). */
  reportTo(log: Logger): void;
  close(): Promise<void>;
}

/** The rows of a raw `db.execute` result; the pg and PGlite drivers both answer `{rows}`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A node-postgres database's pool, the type parsers Drizzle reads its results with, and
 * node-postgres's own conversion of a value to a parameter's text (dates, arrays, JSON), which
 * its query object applies (pg.utils, not in the package's types).
 */
export interface PoolOf {
  pool: Pool;
  types: NonNullable<QueryConfig['types']>;
  prepareValue: (value: unknown) => unknown;
}

const pools = new WeakMap<Db, PoolOf>();

/** The pool of a database opened on PostgreSQL; null on PGlite and for a transaction (server/db/prepared.ts). */
export const poolOf = (db: Db) => pools.get(db) ?? null;

/**
 * The OIDs whose text Drizzle's node-postgres driver keeps as it comes (timestamps, dates,
 * intervals and their arrays), as its NodePgPreparedQuery does; every other type is parsed as pg does.
 */
const RAW_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The key of the advisory lock around migrations and demo seed ('hypo' 'strt' as two int4s). */
const START_LOCK = [0x6879706f, 0x73747274] as const;

/**
 * How long a statement waits for a connection of the pool, or for a new one to be made. When the
 * database is away a request fails within this time (503, docs/deploy.md) instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 3000;

/**
 * How long a starting process keeps trying to reach the database: it may still be starting itself,
 * failing over, or slow to take connections on a busy machine with several processes starting.
 */
const START_PATIENCE_MS = 60_000;

/** The `when` of the last migration this code knows, from drizzle-kit's journal. */
let knownMigration: number | undefined;
const lastKnownMigration = () =>
  (knownMigration ??= Math.max(
    ...(JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when),
  ));

/** Whether the database holds every migration this code knows (the readiness probe asks). */
export async function migrationsCurrent(db: Db) {
  const [row] = rowsOf<{ last: string | null }>(await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`));
  return Number(row?.last ?? 0) >= lastKnownMigration();
}

/** The connections of the pool in use, idle and waited for; null on embedded PGlite, which has none. */
export function poolUsage(db: Db) {
  const pool = (db as unknown as { $client: Partial<Pool> }).$client;
  if (typeof pool.totalCount !== 'number') return null;
  return { total: pool.totalCount, idle: pool.idleCount ?? 0, waiting: pool.waitingCount ?? 0 };
}

/**
 * PostgreSQL settings of the embedded database (docs/performance.md). Its default 128 MB of
 * shared buffers is written through at the start and then held by the process whatever the data;
 * the demo's working set fits in 16 MB, and PGlite reads the rest of its files through the
 * operating system's page cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite in `dataDir`
 * (or in memory without one). Both run the same drizzle-kit migrations before first use.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // JIT off: it compiled for seconds to save milliseconds on the insight counts over a year of
    // dossiers (docs/insight.md "Storage and speed"); the app's queries are short, none gains from it.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off', connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    let log: Logger = { warn: (object, message) => console.warn(`${message}: ${(object as { err?: Error }).err?.message}`) };
    // An idle connection the server ended (a restart, a fail-over) is dropped by the pool and made
    // anew on the next query; unhandled, pg's 'error' event would end the process.
    pool.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
    // A connection lent out (a transaction between two statements, the event listener) has no
    // listener of the pool's: its loss reaches the next statement on it, which fails and lets the
    // pool drop the connection. Without this one its 'error' event would end the process as well.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    const asItComes = (value: string) => value;
    // Asked for each column of each result: worked out once per type (results come as text).
    const textParsers = new Map<number, unknown>();
    const parserOf = (oid: number, format: 'text' | 'binary' = 'text') => {
      if (format !== 'text') return RAW_TYPES.has(oid) ? asItComes : pg.types.getTypeParser(oid, format);
      let parser = textParsers.get(oid);
      if (parser === undefined) textParsers.set(oid, (parser = RAW_TYPES.has(oid) ? asItComes : pg.types.getTypeParser(oid, format)));
      return parser;
    };
    const { prepareValue } = (pg as unknown as { utils: Pick<PoolOf, 'prepareValue'> }).utils;
    pools.set(db as unknown as Db, { pool, types: { getTypeParser: parserOf as NonNullable<QueryConfig['types']>['getTypeParser'] }, prepareValue });
    const locked = async <T>(work: () => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1, $2)', [...START_LOCK]);
        return await work();
      } finally {
        // A connection that died took the lock with it and is dropped; otherwise the lock is handed on at once.
        const unlocked = await client.query('select pg_advisory_unlock($1, $2)', [...START_LOCK]).then(() => true, () => false);
        client.release(!unlocked);
      }
    };
    // Start-up work (migrations, the demo fill) is safe to run again: a lost or slow connection is tried anew.
    const exclusive = async <T>(work: () => Promise<T>) => {
      const started = Date.now();
      for (let wait = 500; ; wait = Math.min(wait * 2, 5000)) {
        try {
          return await locked(work);
        } catch (error) {
          if (!databaseUnavailable(error) || Date.now() - started + wait > START_PATIENCE_MS) throw error;
          log.warn({ err: error }, 'database not reachable yet: trying again');
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    };
    await exclusive(() => migrate(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', exclusive, reportTo: (to) => (log = to), close: () => pool.end() };
  }
  // V8's baseline WebAssembly compiler alone (Liftoff) for PGlite's 9 MB of code: the optimising
  // tier recompiles the functions it finds hot on background threads, which on a start and the
  // first few hundred queries costs more CPU and memory (~60 MB) than its faster code wins back.
  v8.setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  // The dossier filters use trigram indexes; PGlite has to load the extension before it can be created.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const settings = { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])] };
  const client = options.dataDir ? new PGlite(path.join(options.dataDir, 'pgdata'), settings) : new PGlite(settings);
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  // One process holds an embedded database: nobody to wait for.
  return { db: db as unknown as Db, kind: 'pglite', exclusive: (work) => work(), reportTo: () => undefined, close: () => client.close() };
}
