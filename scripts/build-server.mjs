// The server built once into build/server (docs/performance.md): `npm start` and the browser
// tests' server run this JavaScript instead of having tsx transpile every TypeScript file at each
// start. Packages stay in node_modules (native and WebAssembly ones load files of their own);
// dynamic imports stay separate chunks, so the seed and the page tools load only when used.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_BUILD = 'build/server';
export const SERVER_ENTRY = `${SERVER_BUILD}/main.js`;
const SOURCES = ['server', 'contract', 'package-lock.json'];
const MIGRATIONS = 'server/db/migrations';

/** The latest change under a file or folder, as a time in ms (0 when it does not exist). */
export const newest = (entry) => {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
};

/** esbuild's options for the server: what the test of the start's imports builds as well. */
export const SERVER_BUILD_OPTIONS = {
  entryPoints: ['server/main.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};

/** Builds the server when build/server is missing or older than any of its sources; true when it built. */
export async function buildServer({ force = false } = {}) {
  const built = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  if (!force && built >= Math.max(...SOURCES.map(newest))) return false;
  // Built beside and moved in whole: an interrupted build never leaves a build that looks current.
  const partial = `${SERVER_BUILD}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  // esbuild is loaded only when there is something to build.
  const { build } = await import('esbuild');
  await build({ ...SERVER_BUILD_OPTIONS, outdir: partial });
  // The migrator reads the SQL files and the journal beside the code that opens the database
  // (server/db/client.ts): the chunks all lie in one folder, so that is this one.
  fs.mkdirSync(path.join(partial, 'migrations', 'meta'), { recursive: true });
  for (const name of fs.readdirSync(MIGRATIONS)) if (name.endsWith('.sql')) fs.copyFileSync(path.join(MIGRATIONS, name), path.join(partial, 'migrations', name));
  fs.copyFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), path.join(partial, 'migrations', 'meta', '_journal.json'));
  fs.rmSync(SERVER_BUILD, { recursive: true, force: true });
  fs.renameSync(partial, SERVER_BUILD);
  return true;
}

// `node scripts/build-server.mjs`: a release is built once before its processes start (docs/deploy.md).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await buildServer({ force: true });
