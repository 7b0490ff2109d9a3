import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const { PGlite } = await import('@electric-sql/pglite');
  // The dossier filters use trigram indexes; PGlite has to load the extension before it can be created.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new PGlite(path.join(options.dataDir, 'pgdata'), { extensions })
    : new PGlite({ extensions });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
