import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url } from '../../../server/services/storage/s3-storage';
import { openStorage } from '../../../server/services/storage/open-storage';
import { type FileStorage, TooLarge } from '../../../server/services/storage/storage';
import { startS3rver } from './s3rver-process';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hypotheek-storage-'));
const text = (value: string) => new TextEncoder().encode(value);

/** A local S3 server (s3rver) on a free port of 127.0.0.1, for the S3 adapter; stopped after the tests. */
let s3: Awaited<ReturnType<typeof startS3rver>>;
let s3Url = '';
beforeAll(async () => {
  s3 = await startS3rver('bestanden');
  s3Url = `s3://S3RVER:S3RVER@127.0.0.1:${s3.port}/bestanden`;
});
afterAll(() => s3.stop());

/** Memory still in use (heap and buffers) after a full collection, so garbage not yet collected does not count. */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const retained = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

let run = 0;
/** Each test a storage of its own: a fresh directory, or a fresh prefix in the bucket. */
const adapters: [string, () => Promise<FileStorage>][] = [
  ['directory', () => openStorage({ dataDir: tempDir() })],
  ['S3 (s3rver)', () => openStorage({ dataDir: tempDir(), s3Url: `${s3Url}/test-${++run}?region=eu-west-1&forcePathStyle=true&tls=false` })],
];

describe.each(adapters)('file storage: %s', (_name, open) => {
  it('moves a staged file into place only after the write succeeded', async () => {
    const storage = await open();
    const staged = await storage.stageBytes(text('inhoud'), 'a.pdf');
    expect(staged).toMatchObject({ naam: 'a.pdf', grootte: 6 });
    expect(staged.sha256).toBe(createHash('sha256').update('inhoud').digest('hex'));
    expect(Buffer.from(await storage.head(staged, 3)).toString()).toBe('inh');
    const result = await storage.withCommit([staged], async () => {
      await expect(storage.read(staged.sleutel)).rejects.toThrow();
      expect(await storage.inventory()).toEqual({ stored: [], staged: [staged.sleutel] });
      return { result: 'ok' };
    });
    expect(result).toBe('ok');
    expect((await storage.read(staged.sleutel)).toString()).toBe('inhoud');
    expect(await storage.inventory()).toEqual({ stored: [staged.sleutel], staged: [] });
  });

  it('removes the staged file and keeps the old one when the write fails; removes replaced files after success', async () => {
    const storage = await open();
    const old = await storage.stageBytes(text('oud'), 'oud.pdf');
    await storage.withCommit([old], async () => ({ result: undefined }));
    const failing = await storage.stageBytes(text('nieuw'), 'nieuw.pdf');
    await expect(storage.withCommit([failing], async () => Promise.reject(new Error('rollback')))).rejects.toThrow('rollback');
    expect(await storage.inventory()).toEqual({ stored: [old.sleutel], staged: [] });
    const replacing = await storage.stageBytes(text('nieuw'), 'nieuw.pdf');
    await storage.withCommit([replacing], async () => ({ result: undefined, obsolete: [old.sleutel] }));
    expect(await storage.inventory()).toEqual({ stored: [replacing.sleutel], staged: [] });
    await storage.remove(replacing.sleutel);
    expect(await storage.inventory()).toEqual({ stored: [], staged: [] });
  });

  it('stops writing past the limit, removes the partial file and says TooLarge', async () => {
    const storage = await open();
    const source = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.stage(source, 'groot.pdf', 1000)).rejects.toBeInstanceOf(TooLarge);
    expect(await storage.inventory()).toEqual({ stored: [], staged: [] });
  });

  it('streams a large file in and out without holding it in memory', async () => {
    const storage = await open();
    const chunk = 256 * 1024;
    const total = 128 * 1024 * 1024;
    // Measured every 32 MB that went through, not on a timer: a full collection of the test
    // process's heap takes a tenth of a second here and seconds on a loaded machine, where a
    // collection every quarter second would leave the stream no time to move.
    const every = 32 * 1024 * 1024;
    const baseline = retained();
    let peak = 0;
    const sampler = () => {
      let next = 0;
      return (done: number) => {
        if (done < next) return;
        peak = Math.max(peak, retained() - baseline);
        next += every;
      };
    };
    const whileWriting = sampler();
    async function* generated() {
      for (let sent = 0; sent < total; sent += chunk) {
        whileWriting(sent);
        yield Buffer.alloc(chunk, sent / chunk);
      }
    }
    const staged = await storage.stage(Readable.from(generated()), 'scan.pdf', total);
    expect(staged.grootte).toBe(total);
    await storage.withCommit([staged], async () => ({ result: undefined }));
    const whileReading = sampler();
    let received = 0;
    for await (const part of await storage.readStream(staged.sleutel)) {
      whileReading(received);
      received += (part as Buffer).length;
    }
    expect(received).toBe(total);
    // A 128 MB file held whole would show here; what is in flight (S3 parts of 5 MB, stream buffers) stays far below.
    expect(peak).toBeLessThan(total / 2);
  }, 90_000);

  it('reading an unknown key fails', async () => {
    const storage = await open();
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(storage.read(unknown)).rejects.toThrow();
    await expect(storage.readStream(unknown)).rejects.toThrow();
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/invalid file key/);
  });

  it('clears staged files of uploads that never finished, but not recent ones', async () => {
    const storage = await open();
    const abandoned = await storage.stageBytes(text('x'), 'oud.pdf');
    const abandonedBy = Date.now();
    // Object stores keep modification times to the second: past the next whole second and two more,
    // the recent file's time is at least two seconds after the abandoned one's.
    await new Promise((resolve) => setTimeout(resolve, 3000 - (abandonedBy % 1000)));
    const recentFrom = Math.floor(Date.now() / 1000) * 1000;
    const recent = await storage.stageBytes(text('x'), 'bezig.pdf');
    // The age that puts the limit halfway between the two, however long the staging took.
    await storage.removeStaleTemp(Date.now() - (abandonedBy + recentFrom) / 2);
    expect((await storage.inventory()).staged).toEqual([recent.sleutel]);
    expect((await storage.inventory()).staged).not.toContain(abandoned.sleutel);
  });
});

describe('S3_URL', () => {
  it('reads credentials, endpoint, bucket, prefix and options', () => {
    expect(parseS3Url('s3://sleutel:ge%2Fheim@minio.local:9000/bucket/hypotheek/prod?region=eu-central-1&forcePathStyle=true&tls=false')).toEqual({
      client: {
        endpoint: 'http://minio.local:9000',
        region: 'eu-central-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'sleutel', secretAccessKey: 'ge/heim' },
      },
      bucket: 'bucket',
      prefix: 'hypotheek/prod/',
    });
    expect(parseS3Url('s3://s3.eu-west-1.amazonaws.com/documenten')).toEqual({
      client: { endpoint: 'https://s3.eu-west-1.amazonaws.com', region: 'us-east-1', forcePathStyle: false },
      bucket: 'documenten',
      prefix: '',
    });
    expect(() => parseS3Url('https://example.com/bucket')).toThrow(/S3_URL/);
    expect(() => parseS3Url('s3://host')).toThrow(/S3_URL/);
  });
});
