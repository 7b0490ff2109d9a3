import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { fmt, freePort, percentile, stop, timeStart } from './lib';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Time from navigation to the signed-in start screen in headless Chromium on localhost: signed in
 * once through the sign-in page, then each run opens '/' in a fresh page and waits for the user
 * panel of the shell.
 */
export async function benchSignedIn(runs = 10) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-'));
  const port = String(await freePort());
  const server = await timeStart({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByLabel('Gebruikersnaam').fill('medewerker');
    await page.getByLabel('Wachtwoord').fill('demo');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByTestId('user-panel').waitFor();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const fresh = await context.newPage();
      const started = performance.now();
      await fresh.goto('/');
      await fresh.getByTestId('user-panel').waitFor();
      times.push(performance.now() - started);
      await fresh.close();
    }
    const p50 = percentile(times, 50);
    console.log('Navigation to the signed-in screen in headless Chromium      target ≤ 1000 ms');
    console.log(`  ${runs} runs: p50 ${fmt(p50)}, p95 ${fmt(percentile(times, 95))} ${p50 <= 1000 ? 'OK' : 'OVER TARGET'}`);
  } finally {
    await browser.close();
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
