import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file written under a temporary name, not yet part of any record. */
export interface StagedFile {
  sleutel: string;
  naam: string;
  grootte: number;
  sha256: string;
  /** Where the bytes are until `commit` moves them into place. */
  tempPath: string;
}

/** Raised by `stage` when the bytes exceed the limit; the partial file is already gone. */
export class TooLarge extends Error {}

/**
 * Files on disk under `<dataDir>/files`, one per key (a random UUID, so a key never reveals or
 * collides with a name). Bytes arrive in `.tmp/` and are moved into place only after the database
 * write that records them has committed; on any failure they are removed, so a refused or failed
 * upload leaves nothing behind. A rename within one directory tree is atomic: a reader sees the
 * whole file or none.
 */
export class FileStorage {
  readonly root: string;
  private readonly tmp: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.tmp = path.join(this.root, '.tmp');
  }

  /** Two levels of fan-out keep directories small with many files. */
  private pathOf(sleutel: string) {
    if (!/^[0-9a-f-]{36}$/.test(sleutel)) throw new Error(`invalid file key ${sleutel}`);
    return path.join(this.root, sleutel.slice(0, 2), sleutel);
  }

  /**
   * Streams `source` to a temporary file, counting and hashing. Past `maxBytes` the rest is read
   * but not written (so the request ends cleanly), the partial file is removed and TooLarge thrown.
   */
  async stage(source: Readable, naam: string, maxBytes: number): Promise<StagedFile> {
    await fs.mkdir(this.tmp, { recursive: true });
    const sleutel = randomUUID();
    const tempPath = path.join(this.tmp, sleutel);
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
    try {
      await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx' }));
      if (grootte > maxBytes) throw new TooLarge();
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
    return { sleutel, naam, grootte, sha256: hash.digest('hex'), tempPath };
  }

  /** The same for bytes already in memory (demo data). */
  stageBytes(bytes: Uint8Array, naam: string): Promise<StagedFile> {
    return this.stage(Readable.from([Buffer.from(bytes)]), naam, Number.MAX_SAFE_INTEGER);
  }

  /** The first bytes of a staged file, enough to recognise its type. */
  async head(file: StagedFile, bytes = 4100): Promise<Uint8Array> {
    const handle = await fs.open(file.tempPath, 'r');
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
    await fs.rename(file.tempPath, target);
  }

  /**
   * Removes temporary files left by uploads that never finished (a crash mid-upload). Only older
   * ones: another API server on the same storage may be receiving a file right now.
   */
  async removeStaleTemp(olderThanMs = 60 * 60_000) {
    const names = await fs.readdir(this.tmp).catch(() => [] as string[]);
    const limit = Date.now() - olderThanMs;
    for (const name of names) {
      const file = path.join(this.tmp, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < limit) await fs.rm(file, { force: true });
    }
  }

  async discard(file: StagedFile) {
    await fs.rm(file.tempPath, { force: true });
  }

  read(sleutel: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(sleutel));
  }

  async remove(sleutel: string) {
    await fs.rm(this.pathOf(sleutel), { force: true });
  }

  /**
   * Runs `write` (a database transaction that records `staged`), then moves the staged files into
   * place and removes the files of `obsolete` keys the write replaced. If the write fails the
   * staged files are removed and the stored ones stay untouched.
   */
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
