import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '../../../scripts/build-server.mjs';
import { freePort } from '../../support/freePort';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (its pino lines among them). */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal and waits for the end; a process still there after `ms` is killed. */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | string>;
}

/** Every server process this test file started and that has not ended: stopStarted() ends them. */
const running = new Set<ServerProcess>();

/** Ends what a test left running (a failed assertion before its own stop): for each file's afterAll. */
export const stopStarted = () => Promise.all([...running].map((server) => server.stop('SIGTERM', 5000)));

/** A new empty DATA_DIR under /tmp (the embedded database and the stored files). */
export const tempDir = (prefix = 'hyp-ops-data-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Polls until `probe` answers something truthy; fails after `ms`. */
export async function waitUntil<T>(probe: () => Promise<T | undefined | null | false>, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms${last ? ` (${(last as Error).message})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The built server (build/server/main.js, as `npm start` runs it) in a process of its own on a free
 * port, with the given environment; resolves once it answers, or fails when it ends first.
 */
export async function startServer(env: Record<string, string>, options: { waitMs?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_PORT: '0',
      STATIC_DIR: path.join(os.tmpdir(), 'hyp-ops-no-app'),
      LOGIN_RATE_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const output = () => Buffer.concat(chunks).toString('utf8');
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + (options.waitMs ?? 120_000);
  for (;;) {
    if (gone) throw new Error(`the server on ${port} ended before it answered:\n${output().slice(-3000)}`);
    if (await fetch(`${url}/api/health`).then((res) => res.ok, () => false)) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server on ${port} did not answer within ${options.waitMs ?? 120_000} ms:\n${output().slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const server: ServerProcess = {
    url,
    port,
    child,
    output,
    exited,
    async stop(signal = 'SIGTERM', ms = 15_000) {
      if (!gone) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

const XSRF = 'ops-test-xsrf';

/** Headers of a call as the browser makes it: the XSRF pair, and the bearer token when signed in. */
export const headers = (token?: string): Record<string, string> => ({
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** The same for a call with a JSON body. */
export const jsonHeaders = (token?: string) => ({ ...headers(token), 'content-type': 'application/json' });

/** Signs in (a demo account: password `demo`) and answers the bearer token and the user's id. */
export async function signIn(base: string, username: string, password = 'demo') {
  const res = await fetch(`${base}/authenticate`, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in ${username} at ${base}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; userId: number };
  return { token: body.access_token, userId: body.userId };
}

/** A task for `assigneeId`, made as the floating panel makes one: its event reaches that user's streams. */
export async function createTask(base: string, token: string, assigneeId: number) {
  const res = await fetch(`${base}/api/v1/taken`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify({ toSelection: 1, assigneeId, typeId: 1, deadline: '2030-03-05T14:30:00', priorityId: 3, description: 'Taxatierapport controleren' }),
  });
  if (res.status !== 201) throw new Error(`create task: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}
