// `npm start`: builds the browser app and the server when their builds are missing or older than
// their sources, then runs the built server (API and app on one port).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, newest, SERVER_ENTRY } from './build-server.mjs';

// `vite build` writes the app and its server render of the first screen (docs/first-screen.md).
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const built = Math.min(builtAt('dist/index.html'), builtAt('build/first-screen/entry-server.js'));
const sources = Math.max(newest('src'), newest('contract'), newest('public'), newest('index.html'), newest('vite.config.ts'));
if (built < sources) {
  console.log('De browserapp wordt gebouwd…');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await buildServer();
// In this process rather than a second Node: one start-up less before the first answer.
await import(pathToFileURL(path.resolve(SERVER_ENTRY)).href);
