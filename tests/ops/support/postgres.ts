import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../support/freePort';

/** Debian's newest PostgreSQL binaries (the postgresql package), or null where there are none. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null;
}

/** PostgreSQL refuses to run as root: then its programs run as the postgres user, as scripts/pg-cluster.sh does. */
const runAs = () => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
};

function postgresTool(name: string, args: string[]) {
  const result = spawnSync(path.join(postgresBin()!, name), args, { ...runAs(), encoding: 'utf8', cwd: '/tmp' });
  if (result.status !== 0) throw new Error(`${name} ${args.join(' ')}: ${result.stderr || result.stdout}`);
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  dir: string;
  port: number;
  /** The URL of another database of this cluster. */
  database(name: string): string;
  /** Creates an empty database (or a copy of `template`) and answers its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** Stops the server (fast shutdown: sessions are ended, as on a restart); the data stays. */
  stop(): void;
  /** Starts the server again on the same data directory and port. */
  start(): void;
  /** Stops the server and removes its data. */
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster under /tmp on a free port: a new one (initdb), or a copy of the
 * data directory of a stopped one (`from`), which starts in a second instead of seeding again.
 */
export async function startCluster(from?: string): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-ops-pg-'));
  const owner = runAs();
  if (from) fs.cpSync(from, dir, { recursive: true });
  for (const entry of [dir, ...fs.readdirSync(dir, { recursive: true }).map((e) => path.join(dir, String(e)))]) {
    if ('uid' in owner) fs.chownSync(entry, owner.uid!, owner.gid!);
  }
  if (from) fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  else postgresTool('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  fs.chmodSync(dir, 0o700);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = () =>
    postgresTool('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stop = () => postgresTool('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
  start();
  const database = (name: string) => url.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    dir,
    port,
    database,
    async createDatabase(name, template) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      await client.end();
      return database(name);
    },
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One query on its own connection. */
export async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
