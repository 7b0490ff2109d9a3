import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchTrees, fmt, freePort, groupCpuSeconds, loadAverage, stop, timeStart } from './lib';

const TARGET_MS = 2000;
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);

/**
 * Start of `npm start` to the first 200, on the embedded database: once on an empty data
 * directory (migrations and demo data included) and then RUNS times on the filled one, where the
 * browser app and the server are already built (issue 27: ≤ 2 s). With BENCH_COMPARE the other
 * tree starts in turns with this one. Beside each time, the CPU that npm and the server had
 * spent by the first answer: on a loaded machine it holds steadier than the time.
 */
export async function benchStartup() {
  console.log(`Start of npm start to the first 200 (embedded PGlite)   target ≤ ${TARGET_MS} ms with existing data`);
  const trees = benchTrees().map((tree) => ({ ...tree, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-start-')), runs: [] as { ms: number; cpu: number }[] }));
  try {
    const start = async (tree: (typeof trees)[number]) => {
      const env = { PORT: String(await freePort()), DATA_DIR: tree.dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' };
      const run = await timeStart(env, 300, tree.dir);
      const cpu = groupCpuSeconds(run.child.pid!);
      await stop(run.child);
      return { ms: run.ms, cpu };
    };
    for (const tree of trees) {
      const first = await start(tree);
      console.log(`  ${tree.label}, empty data directory (migrate + demo data): ${fmt(first.ms)}, CPU ${first.cpu.toFixed(1)} s`);
    }
    for (let i = 0; i < RUNS; i++) for (const tree of i % 2 === 0 ? trees : [...trees].reverse()) tree.runs.push(await start(tree));
    for (const tree of trees) {
      const median = <T>(values: T[], by: (v: T) => number) => [...values.map(by)].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
      const ms = median(tree.runs, (r) => r.ms);
      const verdict = tree === trees[0] ? ` ${ms <= TARGET_MS ? 'OK' : 'OVER TARGET'}` : '';
      console.log(
        `  ${tree.label}, existing data: ${tree.runs.map((r) => `${fmt(r.ms)} (CPU ${r.cpu.toFixed(1)} s)`).join(', ')};` +
          ` median ${fmt(ms)}, CPU ${median(tree.runs, (r) => r.cpu).toFixed(1)} s (load ${loadAverage()})${verdict}`,
      );
    }
  } finally {
    for (const tree of trees) fs.rmSync(tree.dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await benchStartup();
