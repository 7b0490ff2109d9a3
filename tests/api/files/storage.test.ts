import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileStorage, TooLarge } from '../../../server/services/storage/storage';
import { filesUnder } from '../uploads';

const storageIn = () => new FileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'hypotheek-storage-')));

describe('file storage', () => {
  it('moves a staged file into place only after the write succeeded', async () => {
    const storage = storageIn();
    const staged = await storage.stageBytes(new TextEncoder().encode('inhoud'), 'a.pdf');
    expect(staged).toMatchObject({ naam: 'a.pdf', grootte: 6 });
    const result = await storage.withCommit([staged], async () => {
      await expect(storage.read(staged.sleutel)).rejects.toThrow();
      return { result: 'ok' };
    });
    expect(result).toBe('ok');
    expect((await storage.read(staged.sleutel)).toString()).toBe('inhoud');
    expect(filesUnder(path.join(storage.root, '.tmp'))).toEqual([]);
  });

  it('removes the staged file and keeps the old one when the write fails; removes replaced files after success', async () => {
    const storage = storageIn();
    const old = await storage.stageBytes(new TextEncoder().encode('oud'), 'oud.pdf');
    await storage.withCommit([old], async () => ({ result: undefined }));
    const failing = await storage.stageBytes(new TextEncoder().encode('nieuw'), 'nieuw.pdf');
    await expect(storage.withCommit([failing], async () => Promise.reject(new Error('rollback')))).rejects.toThrow('rollback');
    expect(filesUnder(storage.root)).toHaveLength(1);
    const replacing = await storage.stageBytes(new TextEncoder().encode('nieuw'), 'nieuw.pdf');
    await storage.withCommit([replacing], async () => ({ result: undefined, obsolete: [old.sleutel] }));
    expect(filesUnder(storage.root).map((f) => path.basename(f))).toEqual([replacing.sleutel]);
  });

  it('stops writing past the limit, removes the partial file and says TooLarge', async () => {
    const storage = storageIn();
    const source = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.stage(source, 'groot.pdf', 1000)).rejects.toBeInstanceOf(TooLarge);
    expect(filesUnder(storage.root)).toEqual([]);
  });

  it('clears temporary files of uploads that never finished, but not recent ones', async () => {
    const storage = storageIn();
    const tmp = path.join(storage.root, '.tmp');
    fs.mkdirSync(tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'oud'), 'x');
    fs.utimesSync(path.join(tmp, 'oud'), new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    fs.writeFileSync(path.join(tmp, 'bezig'), 'x');
    await storage.removeStaleTemp();
    expect(fs.readdirSync(tmp)).toEqual(['bezig']);
  });
});
