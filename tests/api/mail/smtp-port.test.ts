import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/freePort';

/**
 * A second server on one machine with the SMTP port already taken (docs/mail.md "In"): the real
 * start (`server/main.ts`, as `npm start` runs it) keeps serving HTTP without the listener and
 * says so in one line, with how to choose another port, instead of dying on EADDRINUSE. Its own
 * embedded database, without demo data: only the start matters here.
 */
const taken = net.createServer();
await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
const smtpPort = (taken.address() as net.AddressInfo).port;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-smtp-port-'));

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an SMTP port that is taken', () => {
  it('keeps the server serving HTTP and says in one line how to choose another port, without a stack trace', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), DATA_DIR: dataDir, DATABASE_URL: '', DEMO: 'false', STATIC_DIR: dataDir, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      let status = 0;
      for (let i = 0; i < 240 && !status && server.exitCode === null; i++) {
        status = await fetch(`http://127.0.0.1:${port}/api/v1/external-calls/callers`).then((r) => r.status, () => 0);
        if (!status) await new Promise((r) => setTimeout(r, 250));
      }
      expect(server.exitCode, output).toBeNull();
      // Served, and guarded as ever: no sign-in, no callers.
      expect(status).toBe(401);
      const lines = output.split('\n').filter((line) => line.includes('SMTP'));
      expect(lines).toEqual([
        `Inkomende mail (SMTP): poort ${smtpPort} op 127.0.0.1 is al in gebruik; de server draait zonder SMTP-listener. Kies een andere poort met SMTP_PORT=<poort>, of SMTP_PORT=0 voor geen listener.`,
      ]);
      expect(output).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
