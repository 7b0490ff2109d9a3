import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/freePort';
import { startSmtpSink } from './smtpSink';
import { buildServer, SERVER_ENTRY } from '../../scripts/build-server.mjs';

async function waitFor(url: string, server: ChildProcess, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    if (server.exitCode !== null) throw new Error(`server stopped with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer on ${url} within ${seconds} s`);
}

/** The newest modification time of a file under the given paths (directories walked whole). */
function newest(paths: string[]): number {
  let latest = 0;
  for (const entry of paths) {
    if (!fs.existsSync(entry)) continue;
    const stat = fs.statSync(entry);
    latest = Math.max(latest, stat.isDirectory() ? newest(fs.readdirSync(entry).map((name) => path.join(entry, name))) : stat.mtimeMs);
  }
  return latest;
}

/**
 * Whether the app must be built first: no build yet, or a source of the browser app changed since
 * (a browser test run alone after an edit would otherwise test the build before it).
 */
function buildIsStale() {
  const outputs = ['dist/index.html', 'build/first-screen/entry-server.js'];
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  return newest(['src', 'contract', 'public', 'index.html', 'vite.config.ts']) > built;
}

/** The relay's password: the traces test checks it never shows. */
export const SMTP_PASSWORD = 'Relay-Geheim-2026';

/** Starts the real server, built as `npm start` builds it, on a fresh embedded database with demo data. */
export default async function setup(project: TestProject) {
  // The app and its server render of the first screen, both built by `vite build` (docs/first-screen.md).
  if (buildIsStale()) {
    spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  await buildServer();
  const port = await freePort();
  const smtpPort = await freePort();
  // Outgoing mail goes to a relay of the test's own, so its traces are those of real deliveries (docs/traces.md).
  const relay = await startSmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-e2e-'));
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), SMTP_PORT: String(smtpPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOGIN_RATE_PER_MINUTE: '1000', LOG_LEVEL: 'error', SMTP_URL: `smtp://e2e:${SMTP_PASSWORD}@127.0.0.1:${relay.port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(baseUrl, server, 120);
  project.provide('baseUrl', baseUrl);
  project.provide('smtpPort', smtpPort);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await relay.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's SMTP listener: a browser test can send it real mail. */
    smtpPort: number;
  }
}
