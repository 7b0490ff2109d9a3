import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/*
 * A local S3 server (s3rver) for the S3 storage adapter's tests, in a process of its own: s3rver
 * holds request bodies in memory, which would hide whether our side streams. Run as a child, this
 * file starts the server on a free port of 127.0.0.1 and prints the port.
 */
if (process.env.S3RVER_BUCKET) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'hypotheek-s3rver-')),
    configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
  });
  const { port } = await server.run();
  process.stdout.write(`${port}\n`);
}

/** Starts s3rver with one bucket; answers its port and how to stop it. */
export async function startS3rver(bucket: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, S3RVER_BUCKET: bucket },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver stopped (${code})`)));
    child.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
  });
  return {
    port,
    stop: () => {
      child.removeAllListeners('exit');
      child.kill();
    },
  };
}
