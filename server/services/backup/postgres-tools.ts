import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's own pg_dump and pg_restore: the one exact copy of a database, types, sequences and
 * all. On the PATH (postgresql-client), or else Debian's newest under /usr/lib/postgresql. They
 * must be at least the server's version: pg_dump refuses a newer server and says so.
 */
function tool(name: 'pg_dump' | 'pg_restore') {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => fs.existsSync(path.join(debian, v, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error(`${name} ontbreekt: installeer de PostgreSQL-clientprogramma's (Debian: apt-get install postgresql-client).`);
  return path.join(debian, versions[0], 'bin', name);
}

/** The URL without its password, which goes to the tool in PGPASSWORD: never on a command line others can read. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool(name), args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} stopte met ${code}: ${Buffer.concat(errors).toString('utf8').trim().slice(0, 2000)}`))));
  });
}

/** The whole database in pg_dump's custom format (compressed), without owners and grants. */
export function dumpDatabase(url: string, file: string) {
  const { dbname, env } = connection(url);
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** Fills an empty database from such a dump, in one transaction: all of it or nothing. */
export function restoreDatabase(url: string, file: string) {
  const { dbname, env } = connection(url);
  return run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env);
}
