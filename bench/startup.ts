import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, freePort, stop, timeStart } from './lib';

/**
 * Cold start of `npm start` to the first 200, on the embedded database: once on an empty data
 * directory (migrations and demo data included) and then three times on the filled one.
 */
export async function benchStartup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-'));
  const port = String(await freePort());
  const env = { PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' };
  const first = await timeStart(env);
  await stop(first.child);
  const again: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await timeStart(env);
    again.push(run.ms);
    await stop(run.child);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const best = Math.min(...again);
  console.log('Cold start of npm start to the first 200 (embedded PGlite)   target ≤ 5000 ms');
  console.log(`  empty data directory (migrate + demo data): ${fmt(first.ms)}`);
  console.log(`  existing data: ${again.map(fmt).join(', ')} (best ${fmt(best)}) ${best <= 5000 ? 'OK' : 'OVER TARGET'}`);
}
