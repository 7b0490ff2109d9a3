import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/** What a backup archive says about itself: its first entry, `backup.json` (docs/deploy.md "Backups"). */
export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  database: { kind: 'postgres'; entry: typeof PG_DUMP_ENTRY } | { kind: 'pglite'; entry: typeof PGLITE_DIR };
  /** The stored files: in the archive under `files/`, or left in the S3 bucket, named without its keys. */
  files: { store: 'archive'; count: number; bytes: number } | { store: 's3'; location: string };
}

export const FORMAT = 'hypotheek-backoffice-backup';
const MANIFEST_ENTRY = 'backup.json';
export const PG_DUMP_ENTRY = 'database.pgdump';
export const PGLITE_DIR = 'pgdata';
export const FILES_DIR = 'files';

/** A file of the archive: its name there, and where its bytes come from; or a folder (no bytes). */
export interface ArchiveFile {
  name: string;
  size: number;
  open(): Readable;
  folder?: boolean;
}

/**
 * Every file under `root` (not the staging folder `.tmp`), named `prefix/<path below root>`; with
 * `folders` the folders too, empty ones included (a PostgreSQL data folder needs its empty ones).
 */
export async function filesUnder(root: string, prefix: string, { folders = false } = {}): Promise<ArchiveFile[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: ArchiveFile[] = [];
  for (const entry of entries) {
    const folder = folders && entry.isDirectory();
    if (!entry.isFile() && !folder) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full).split(path.sep);
    if (relative[0] === '.tmp') continue;
    const name = [prefix, ...relative].join('/');
    if (folder) files.push({ name, size: 0, open: () => Readable.from([]), folder: true });
    else files.push({ name, size: (await fs.stat(full)).size, open: () => createReadStream(full) });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Writes a tar archive: the manifest first, then each file streamed (never held whole in memory).
 * Written beside the target and renamed at the end, so an interrupted backup never looks complete.
 */
export async function writeArchive(target: string, manifest: Manifest, files: readonly ArchiveFile[]) {
  const partial = `${target}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
  const add = (file: ArchiveFile) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (file.folder) return void pack.entry({ name: file.name, type: 'directory', mode: 0o700 }, done);
      const source = file.open();
      const entry = pack.entry({ name: file.name, size: file.size, mode: 0o600 }, done);
      source.on('error', reject);
      source.pipe(entry);
    });
  try {
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    await new Promise<void>((resolve, reject) => pack.entry({ name: MANIFEST_ENTRY, size: text.length, mode: 0o600 }, text, (error) => (error ? reject(error) : resolve())));
    for (const file of files) await add(file);
    pack.finalize();
    await written;
    await fs.rename(partial, target);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** An entry name that stays inside its folder when extracted: no absolute path, no `..`. */
const SAFE_NAME = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
const safeEntryName = (name: string) => SAFE_NAME.test(name) && !name.split('/').some((part) => part === '..' || part === '.');

/**
 * Reads an archive entry by entry: `onManifest` with the manifest (the first entry; it may throw
 * to stop before anything is written), then `onEntry` for each other file with its bytes as a stream.
 */
export async function readArchive(
  source: string,
  onManifest: (manifest: Manifest) => Promise<void>,
  onEntry: (name: string, stream: Readable) => Promise<void>,
  onFolder: (name: string) => Promise<void>,
) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(source), extract);
  let first = true;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (first) {
        first = false;
        if (name !== MANIFEST_ENTRY) throw new Error(`${source} is geen backup van de Hypotheek Backoffice (geen ${MANIFEST_ENTRY} vooraan).`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
        if (manifest.format !== FORMAT || manifest.version !== 1) throw new Error(`${source}: onbekende backupvorm ${manifest.format} ${manifest.version}.`);
        await onManifest(manifest);
        continue;
      }
      const folderName = name.replace(/\/$/, '');
      if (!safeEntryName(folderName) || (type !== 'file' && type !== 'directory')) throw new Error(`${source}: onverwacht onderdeel ${name}.`);
      if (type === 'directory') {
        entry.resume();
        await onFolder(folderName);
        continue;
      }
      // tar-stream's entries are streamx streams: handed on as Node's own, which every consumer takes.
      await onEntry(name, Readable.from(entry));
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => undefined);
    throw error;
  }
}
