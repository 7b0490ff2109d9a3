import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The rows of a raw `db.execute` result; the pg and PGlite drivers both answer `{rows}`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
