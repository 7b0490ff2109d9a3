import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { DirectoryStorage } from '../storage/storage';
import { FILES_DIR, FORMAT, filesUnder, PG_DUMP_ENTRY, PGLITE_DIR, writeArchive, type ArchiveFile, type Manifest } from './archive';
import { dumpDatabase } from './postgres-tools';

/** Where the S3 files are, for the manifest: host, bucket and prefix, never the keys of S3_URL. */
function s3Location(s3Url: string) {
  const url = new URL(s3Url);
  return `s3://${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/** PGlite's mark of an open database: present while a server (or a crashed one) holds it. */
const PGLITE_OPEN = 'postmaster.pid';

/**
 * `npm run backup -- <file>` (docs/deploy.md "Backups"): one tar archive of the database and the
 * stored files. PostgreSQL (DATABASE_URL) is dumped with pg_dump while the servers run; the
 * embedded PGlite database is copied as its folder, so its server must be stopped first. The
 * database goes first: a file uploaded while the files are copied is at most one more than the
 * dump knows of. With S3_URL the files stay in the bucket (which has its own versioning and
 * backups) and the manifest says where they are.
 */
export async function createBackup(config: Config, target: string) {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'hyp-backup-'));
  try {
    let database: Manifest['database'];
    let databaseFiles: ArchiveFile[];
    if (config.databaseUrl) {
      const dump = path.join(work, PG_DUMP_ENTRY);
      await dumpDatabase(config.databaseUrl, dump);
      const { size } = await fs.stat(dump);
      database = { kind: 'postgres', entry: PG_DUMP_ENTRY };
      databaseFiles = [{ name: PG_DUMP_ENTRY, size, open: () => createReadStream(dump) }];
    } else {
      const pgdata = path.join(config.dataDir, PGLITE_DIR);
      await fs.access(path.join(pgdata, 'PG_VERSION')).catch(() => {
        throw new Error(`In ${config.dataDir} staat geen database (${PGLITE_DIR}/ ontbreekt).`);
      });
      const open = await fs.access(path.join(pgdata, PGLITE_OPEN)).then(() => true, () => false);
      if (open) throw new Error(`De ingebouwde database in ${config.dataDir} is in gebruik (of niet netjes afgesloten): stop de server eerst, of start en stop hem één keer.`);
      database = { kind: 'pglite', entry: PGLITE_DIR };
      databaseFiles = [{ name: PGLITE_DIR, size: 0, open: () => Readable.from([]), folder: true }, ...(await filesUnder(pgdata, PGLITE_DIR, { folders: true }))];
    }
    const stored = config.s3Url ? [] : await filesUnder(new DirectoryStorage(config.dataDir).root, FILES_DIR);
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database,
      files: config.s3Url ? { store: 's3', location: s3Location(config.s3Url) } : { store: 'archive', count: stored.length, bytes: stored.reduce((sum, f) => sum + f.size, 0) },
    };
    await writeArchive(target, manifest, [...databaseFiles, ...stored]);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
