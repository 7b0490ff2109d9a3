import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { openDatabase, type Database } from '../server/db/client';
import { freePort } from '../tests/support/freePort';

// The benches share the tests' free-port probe.
export { freePort };

/**
 * Runs `run` on PostgreSQL: DATABASE_URL when set, else a throwaway cluster from
 * scripts/pg-cluster.sh (on BENCH_PG_PORT when given) that is removed afterwards.
 */
export async function withPostgresUrl<T>(name: string, run: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return run(process.env.DATABASE_URL);
  const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), `hyp-bench-${name}-`));
  try {
    const started = spawnSync('scripts/pg-cluster.sh', ['start', clusterDir, String(process.env.BENCH_PG_PORT ?? (await freePort()))], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`pg-cluster.sh: ${started.stderr}`);
    return await run(started.stdout.trim());
  } finally {
    spawnSync('scripts/pg-cluster.sh', ['stop', clusterDir]);
  }
}

/** `withPostgresUrl` with the app's database opened on it (migrated) and closed afterwards. */
export const withPostgres = <T>(name: string, run: (database: Database) => Promise<T>) =>
  withPostgresUrl(name, async (url) => {
    const database = await openDatabase({ url });
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  });

/**
 * Starts `npm start` (in `cwd`, the tree under test, by default this one) and resolves with the
 * milliseconds until GET / first answered 200.
 */
export async function timeStart(env: Record<string, string>, limitSeconds = 120, cwd = process.cwd()) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd, env: { ...process.env, SMTP_PORT: '0', ...env }, stdio: 'ignore', detached: true });
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

/** The server's own process: the Node running scripts/start.mjs in the process group `npm start` leads. */
export function serverPid(group: number) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (procStat(Number(entry)).pgrp === group && argv[1] === 'scripts/start.mjs') return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no server process in group ${group}`);
}

/**
 * The fields of /proc/<pid>/stat this bench reads; CPU in seconds (user and system, all threads),
 * and that of its children that have ended.
 */
export function procStat(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  return { ppid: fields[1], pgrp: fields[2], cpuSeconds: (fields[11] + fields[12]) / CLOCK_TICKS, endedChildrenCpuSeconds: (fields[13] + fields[14]) / CLOCK_TICKS };
}

/** Linux's USER_HZ, the unit of the CPU times in /proc. */
const CLOCK_TICKS = 100;

/** CPU seconds spent so far by the running processes `match` picks out of /proc. */
export function cpuSecondsOf(match: (stat: ReturnType<typeof procStat>) => boolean) {
  let sum = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = procStat(Number(entry));
      if (match(stat)) sum += stat.cpuSeconds;
    } catch {
      // the process ended while we looked
    }
  }
  return sum;
}

/** CPU seconds spent so far by the processes of a group that are still running (npm, its shell, the server). */
export const groupCpuSeconds = (group: number) => cpuSecondsOf((stat) => stat.pgrp === group);

/**
 * The trees a bench measures in turns: this one, and the checkout BENCH_COMPARE names when set
 * (README, Benchmarks: older code measured beside this on the same loaded machine).
 */
export function benchTrees() {
  const trees = [{ label: 'this tree', dir: process.cwd() }];
  const other = process.env.BENCH_COMPARE;
  if (other) trees.push({ label: path.basename(path.resolve(other)), dir: path.resolve(other) });
  return trees;
}

export const rssBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

export const MB = 1024 * 1024;

const XSRF = 'bench';

/** Signs in as `username` (password demo) over HTTP; the headers a browser then sends with every call. */
export async function signInHeaders(base: string, username = 'medewerker') {
  const xsrf = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
  const res = await fetch(`${base}/authenticate`, { method: 'POST', headers: { ...xsrf, 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo' }) });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return { ...xsrf, authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/** Signs in as medewerker over HTTP; returns a caller that sends the token and the XSRF cookie and header. */
export async function signIn(base: string) {
  const headers = await signInHeaders(base);
  return async (url: string, init: RequestInit = {}) => {
    const answer = await fetch(`${base}${url}`, { ...init, headers: { ...headers, ...init.headers } });
    if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
    return answer;
  };
}

/** The one-minute load average, printed beside every wall-clock figure. */
export const loadAverage = () => os.loadavg()[0].toFixed(1);

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
