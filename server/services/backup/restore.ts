import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { Config } from '../../config';
import { DirectoryStorage } from '../storage/storage';
import { FILES_DIR, PG_DUMP_ENTRY, PGLITE_DIR, readArchive, type Manifest } from './archive';
import { restoreDatabase } from './postgres-tools';

/** Whether a folder holds any file (a stored file, a database), staging leftovers aside. */
async function holdsFiles(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile() && !path.relative(dir, path.join(entry.parentPath, entry.name)).startsWith('.tmp'));
}

/** The tables of a PostgreSQL database outside the system's own schemas. */
async function tablesIn(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Refuses anything but an empty target, before a single byte is written: a restore never mixes with data. */
async function checkTarget(config: Config, manifest: Manifest) {
  if (manifest.database.kind === 'postgres' && !config.databaseUrl) throw new Error('Deze backup is van een PostgreSQL-database: zet DATABASE_URL op een lege database.');
  if (manifest.database.kind === 'pglite' && config.databaseUrl) throw new Error('Deze backup is van de ingebouwde database: zet DATABASE_URL niet, en DATA_DIR op een lege map.');
  if (config.databaseUrl) {
    if ((await tablesIn(config.databaseUrl)) > 0) throw new Error('De database van DATABASE_URL is niet leeg: zet de backup terug in een nieuwe, lege database.');
  } else if (await holdsFiles(path.join(config.dataDir, PGLITE_DIR))) {
    throw new Error(`In ${config.dataDir} staat al een database: zet de backup terug in een lege DATA_DIR.`);
  }
  if (manifest.files.store === 'archive') {
    if (config.s3Url) throw new Error('Deze backup bevat de bestanden zelf: zet ze terug zonder S3_URL (in DATA_DIR/files) en kopieer ze daarna naar de bucket.');
    if (await holdsFiles(new DirectoryStorage(config.dataDir).root)) throw new Error(`In ${config.dataDir}/files staan al bestanden: zet de backup terug in een lege DATA_DIR.`);
  }
}

const write = async (stream: Readable, target: string) => {
  await fs.mkdir(path.dirname(target), { recursive: true });
  await pipeline(stream, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
};

/**
 * `npm run restore -- <file>` (docs/deploy.md "Backups"): fills an empty database (DATABASE_URL,
 * with pg_restore in one transaction) or an empty DATA_DIR (the embedded database's folder) and
 * DATA_DIR/files from an archive of `createBackup`. Afterwards a server started on it migrates
 * what a newer release adds, as on any start.
 */
export async function restoreBackup(config: Config, source: string) {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'hyp-restore-'));
  let manifest: Manifest | undefined;
  let files = 0;
  try {
    await readArchive(
      source,
      async (found) => {
        manifest = found;
        await checkTarget(config, found);
      },
      async (name, stream) => {
        if (name === PG_DUMP_ENTRY && manifest?.database.kind === 'postgres') {
          const dump = path.join(work, PG_DUMP_ENTRY);
          await write(stream, dump);
          await restoreDatabase(config.databaseUrl!, dump);
        } else if (name.startsWith(`${PGLITE_DIR}/`) && manifest?.database.kind === 'pglite') {
          await write(stream, path.join(config.dataDir, name));
        } else if (name.startsWith(`${FILES_DIR}/`) && manifest?.files.store === 'archive') {
          await write(stream, path.join(new DirectoryStorage(config.dataDir).root, name.slice(FILES_DIR.length + 1)));
          files += 1;
        } else {
          throw new Error(`${source}: onverwacht onderdeel ${name}.`);
        }
      },
      async (name) => {
        // Only the embedded database's folders: PostgreSQL needs its empty ones to start.
        if ((name === PGLITE_DIR || name.startsWith(`${PGLITE_DIR}/`)) && manifest?.database.kind === 'pglite') await fs.mkdir(path.join(config.dataDir, name), { recursive: true, mode: 0o700 });
        else throw new Error(`${source}: onverwacht onderdeel ${name}.`);
      },
    );
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  if (manifest?.database.kind === 'pglite') await fs.chmod(path.join(config.dataDir, PGLITE_DIR), 0o700);
  return { manifest: manifest!, files };
}
