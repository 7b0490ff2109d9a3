import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Starts `npm start` and resolves with the milliseconds until GET / first answered 200. */
export async function timeStart(env: Record<string, string>, limitSeconds = 120) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { env: { ...process.env, SMTP_PORT: '0', ...env }, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${env.PORT}/`;
  while (performance.now() - started < limitSeconds * 1000) {
    try {
      if ((await fetch(url)).status === 200) return { ms: performance.now() - started, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  stop(child);
  throw new Error(`no 200 from ${url} within ${limitSeconds} s`);
}

export function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  return new Promise((r) => setTimeout(r, 1500));
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * A demo server on a fresh data directory and headless Chromium signed in as medewerker; `run`
 * gets the signed-in browser context. Everything is stopped and removed afterwards.
 */
export async function withSignedInBrowser(run: (context: BrowserContext) => Promise<void>, prepare?: (context: BrowserContext) => Promise<unknown>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-'));
  const port = String(await freePort());
  const server = await timeStart({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await prepare?.(context);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Gebruikersnaam').fill('medewerker');
    await page.getByLabel('Wachtwoord').fill('demo');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByTestId('user-panel').waitFor();
    await run(context);
  } finally {
    await browser.close();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
