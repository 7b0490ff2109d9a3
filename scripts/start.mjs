// `npm start`: builds the browser app when the build is missing or older than its sources, then
// runs the server (API and app on one port).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newest = (entry) => {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
};

const built = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(newest('src'), newest('public'), newest('index.html'), newest('vite.config.ts'));
if (built < sources) {
  console.log('De browserapp wordt gebouwd…');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// In this process rather than a second Node: one start-up less before the first answer.
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
