import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file written under a temporary name, not yet part of any record. */
export interface StagedFile {
  sleutel: string;
  naam: string;
  grootte: number;
  sha256: string;
}

/** Raised by `stage` when the bytes exceed the limit; the partial file is already gone. */
export class TooLarge extends Error {}

/**
 * Where the bytes of files live, each under a random UUID key (a key never reveals or collides
 * with a name). Bytes arrive staged and move into place only after the database write that
 * records them has committed; on any failure they are removed, so a refused or failed upload
 * leaves nothing behind. Two adapters: a directory (default) and S3-compatible object storage.
 */
export interface FileStorage {
  /**
   * Streams `source` to a staged file, counting and hashing. Past `maxBytes` the rest is read but
   * not written (so the request ends cleanly), the partial file is removed and TooLarge thrown.
   */
  stage(source: Readable, naam: string, maxBytes: number): Promise<StagedFile>;
  /** The same for bytes already in memory (demo data, a PDF the page tools made). */
  stageBytes(bytes: Uint8Array, naam: string): Promise<StagedFile>;
  /** The first bytes of a staged file, enough to recognise its type. */
  head(file: StagedFile, bytes?: number): Promise<Uint8Array>;
  commit(file: StagedFile): Promise<void>;
  discard(file: StagedFile): Promise<void>;
  /** A whole stored file; for files that are processed as a whole (a PDF to edit, a small picture). */
  read(sleutel: string): Promise<Buffer>;
  /** A stored file as a stream, for sending it on without holding it in memory. */
  readStream(sleutel: string): Promise<Readable>;
  remove(sleutel: string): Promise<void>;
  /**
   * Removes staged files of uploads that never finished (a crash mid-upload). Only older ones:
   * another API server on the same storage may be receiving a file right now.
   */
  removeStaleTemp(olderThanMs?: number): Promise<void>;
  /** The keys of the stored and of the staged files (tests, checks that nothing is left behind). */
  inventory(): Promise<{ stored: string[]; staged: string[] }>;
  /**
   * Runs `write` (a database transaction that records `staged`), then moves the staged files into
   * place and removes the files of `obsolete` keys the write replaced. If the write fails the
   * staged files are removed and the stored ones stay untouched.
   */
  withCommit<T>(staged: readonly StagedFile[], write: () => Promise<{ result: T; obsolete?: readonly string[] }>): Promise<T>;
}

/** Whether a read failed because the stored file is not there (a directory's ENOENT, S3's NoSuchKey). */
export const isMissingFile = (error: unknown) => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return code === 'ENOENT' || name === 'NoSuchKey';
};

export const STALE_TEMP_MS = 60 * 60_000;

const KEY = /^[0-9a-f-]{36}$/;
export function checkKey(sleutel: string) {
  if (!KEY.test(sleutel)) throw new Error(`invalid file key ${sleutel}`);
  return sleutel;
}

/**
 * Streams `source` through a counter and hash into `sink` (whatever stores the bytes). Past
 * `maxBytes` the rest is read and dropped; the caller removes the partial result.
 */
export async function meteredCopy(source: Readable, sink: Writable | ((counted: Readable) => Promise<void>), maxBytes: number) {
  const hash = createHash('sha256');
  let grootte = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      grootte += chunk.length;
      if (grootte > maxBytes) return done();
      hash.update(chunk);
      done(null, chunk);
    },
  });
  if (typeof sink === 'function') await Promise.all([pipeline(source, meter), sink(meter)]);
  else await pipeline(source, meter, sink);
  return { grootte, sha256: hash.digest('hex'), tooLarge: grootte > maxBytes };
}

/** What both adapters share: staging bytes from memory and the commit protocol. */
export abstract class BaseStorage implements FileStorage {
  abstract stage(source: Readable, naam: string, maxBytes: number): Promise<StagedFile>;
  abstract head(file: StagedFile, bytes?: number): Promise<Uint8Array>;
  abstract commit(file: StagedFile): Promise<void>;
  abstract discard(file: StagedFile): Promise<void>;
  abstract read(sleutel: string): Promise<Buffer>;
  abstract readStream(sleutel: string): Promise<Readable>;
  abstract remove(sleutel: string): Promise<void>;
  abstract removeStaleTemp(olderThanMs?: number): Promise<void>;
  abstract inventory(): Promise<{ stored: string[]; staged: string[] }>;

  stageBytes(bytes: Uint8Array, naam: string): Promise<StagedFile> {
    return this.stage(Readable.from([Buffer.from(bytes)]), naam, Number.MAX_SAFE_INTEGER);
  }

  async withCommit<T>(staged: readonly StagedFile[], write: () => Promise<{ result: T; obsolete?: readonly string[] }>): Promise<T> {
    let outcome: { result: T; obsolete?: readonly string[] };
    try {
      outcome = await write();
    } catch (error) {
      await Promise.all(staged.map((file) => this.discard(file)));
      throw error;
    }
    await Promise.all(staged.map((file) => this.commit(file)));
    await Promise.all((outcome.obsolete ?? []).map((sleutel) => this.remove(sleutel)));
    return outcome.result;
  }
}

/**
 * Files on disk under `<dataDir>/files`, one per key. Bytes arrive in `.tmp/`; a rename within
 * one directory tree is atomic, so a reader sees the whole file or none.
 */
export class DirectoryStorage extends BaseStorage {
  readonly root: string;
  private readonly tmp: string;

  constructor(dataDir: string) {
    super();
    this.root = path.join(dataDir, 'files');
    this.tmp = path.join(this.root, '.tmp');
  }

  /** Two levels of fan-out keep directories small with many files. */
  private pathOf(sleutel: string) {
    return path.join(this.root, checkKey(sleutel).slice(0, 2), sleutel);
  }

  private tempPathOf(file: StagedFile) {
    return path.join(this.tmp, checkKey(file.sleutel));
  }

  async stage(source: Readable, naam: string, maxBytes: number): Promise<StagedFile> {
    await fs.mkdir(this.tmp, { recursive: true });
    const sleutel = randomUUID();
    const tempPath = path.join(this.tmp, sleutel);
    try {
      const { grootte, sha256, tooLarge } = await meteredCopy(source, createWriteStream(tempPath, { flags: 'wx' }), maxBytes);
      if (tooLarge) throw new TooLarge();
      return { sleutel, naam, grootte, sha256 };
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
  }

  async head(file: StagedFile, bytes = 4100): Promise<Uint8Array> {
    const handle = await fs.open(this.tempPathOf(file), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async commit(file: StagedFile) {
    const target = this.pathOf(file.sleutel);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(this.tempPathOf(file), target);
  }

  async removeStaleTemp(olderThanMs = STALE_TEMP_MS) {
    const limit = Date.now() - olderThanMs;
    const names = await fs.readdir(this.tmp).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.tmp, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < limit) await fs.rm(file, { force: true });
    }
  }

  async discard(file: StagedFile) {
    await fs.rm(this.tempPathOf(file), { force: true });
  }

  async read(sleutel: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(sleutel));
  }

  async readStream(sleutel: string): Promise<Readable> {
    const file = this.pathOf(sleutel);
    // Fails here, not mid-response, when the file is missing.
    await fs.access(file);
    return createReadStream(file);
  }

  async remove(sleutel: string) {
    await fs.rm(this.pathOf(sleutel), { force: true });
  }

  async inventory() {
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile());
    const isTemp = (entry: (typeof files)[number]) => path.resolve(entry.parentPath) === this.tmp;
    return {
      stored: files.filter((entry) => !isTemp(entry)).map((entry) => entry.name),
      staged: files.filter(isTemp).map((entry) => entry.name),
    };
  }
}
