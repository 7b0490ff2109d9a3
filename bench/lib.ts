import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

/** Signs in through the sign-in page, as a user does, and waits for the shell. */
export async function signInPage(page: Page, username = 'medewerker') {
  await page.goto('/auth');
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord').fill('demo');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByTestId('user-panel').waitFor();
}

/**
 * A demo server on a fresh data directory (the built app in `STATIC_DIR`, default `dist/`) and
 * headless Chromium; `run` gets the browser and the server's address. Everything is stopped and
 * removed afterwards.
 */
export async function withDemoBrowser(run: (browser: Browser, baseURL: string) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-'));
  const port = String(await freePort());
  const server = await timeStart({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await run(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser.close();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `withDemoBrowser` with one context signed in as medewerker; `prepare` runs on the context first. */
export const withSignedInBrowser = (run: (context: BrowserContext) => Promise<void>, prepare?: (context: BrowserContext) => Promise<unknown>) =>
  withDemoBrowser(async (browser, baseURL) => {
    const context = await browser.newContext({ baseURL });
    await prepare?.(context);
    await signInPage(await context.newPage());
    await run(context);
  });
