import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { runLoad, type LoadResult } from './load-generator';
import { LIST_PATH, mixPath } from './load-mix';
import { benchTrees, cpuSecondsOf, freePort, loadAverage, procStat, serverPid, signInHeaders, stop, timeStart, withPostgresUrl } from './lib';

const CLIENTS = 100;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 25);
const WARMUP_SECONDS = 5;
/** Rounds over all servers: the machine's slow moments fall on each alike (README, Benchmarks). */
const TURNS = Number(process.env.BENCH_LOAD_TURNS ?? 3);
const TARGETS = { vsBefore: 1.5, vsAnchor: 0.9, p99: 300 };

interface Target {
  label: string;
  port: number;
  pid: number;
  child: ChildProcess;
  headers: Record<string, string>;
  /** The dossiers of the mix's details: the list's first page on that server's own data. */
  ids: number[];
  results: (LoadResult & { cpu: CpuSplit })[];
}

interface CpuSplit {
  server: number;
  postgres: number;
  machine: number;
}

/** CPU seconds the whole machine has spent (all cores, every process). */
function machineCpuSeconds() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return (user + nice + system + irq + softirq) / 100;
}

/**
 * CPU seconds the PostgreSQL cluster behind `url` has spent so far: its postmaster with every
 * server process, running or ended (a pool closes idle connections and opens new ones).
 */
async function postgresCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
  const postmaster = procStat(pid).ppid;
  await client.end();
  return () => {
    const own = procStat(postmaster);
    return own.cpuSeconds + own.endedChildrenCpuSeconds + cpuSecondsOf((stat) => stat.ppid === postmaster);
  };
}

/** A database of its own on the cluster, for one tree: each seeds its own demo data on its first start. */
async function freshDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function startAnchor(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-anchor.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  for await (const line of readline.createInterface({ input: child.stdout! })) if (line === 'ready') break;
  return child;
}

/**
 * Issue 27: the list / counters / detail mix on PostgreSQL, CLIENTS clients for SECONDS s each,
 * against `npm start` of this tree (and of BENCH_COMPARE, another checkout, when set: the code to
 * compare with) and against the anchor, a bare Fastify route that runs the same SQL and
 * JSON.stringify (bench/load-anchor.ts). The servers take turns, TURNS rounds; every figure comes
 * with the machine's load and where the CPU went. The load generator runs on the same cores.
 */
export async function benchLoad() {
  console.log(`Load mix on PostgreSQL: ${CLIENTS} clients, ${SECONDS} s, list / counters / detail in turns (demo data, medewerker)`);
  console.log(`  targets: ≥ ${TARGETS.vsBefore}× the older code, ≥ ${TARGETS.vsAnchor}× the bare route, p99 ≤ ${TARGETS.p99} ms`);
  await withPostgresUrl('load', loadOn);
}

async function loadOn(url: string) {
  const trees = benchTrees();
  const targets: Target[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-load-'));
  try {
    const postgres = await postgresCpu(url);
    let databaseOfFirst = '';
    for (const [i, tree] of trees.entries()) {
      const databaseUrl = await freshDatabase(url, `hyp_bench_load_${i}`);
      const port = await freePort();
      const env = { PORT: String(port), DATABASE_URL: databaseUrl, DEMO: 'true', LOG_LEVEL: 'error', DATA_DIR: path.join(dataDir, String(i)) };
      const { child } = await timeStart(env, 300, tree.dir);
      const headers = await signInHeaders(`http://127.0.0.1:${port}`);
      const first = (await (await fetch(`http://127.0.0.1:${port}${LIST_PATH}`, { headers })).json()) as { content: { id: number }[] };
      targets.push({ label: tree.label, port, pid: serverPid(child.pid!), child, headers, ids: first.content.map((row) => row.id), results: [] });
      if (i === 0) databaseOfFirst = databaseUrl;
    }
    // The anchor answers for the first tree's session and data.
    const [own] = targets;
    const anchorPort = await freePort();
    const anchor = await startAnchor({ DATABASE_URL: databaseOfFirst, TOKEN: own.headers.authorization.slice(7), IDS: own.ids.join(','), PORT: String(anchorPort) });
    targets.push({ label: 'bare route', port: anchorPort, pid: anchor.pid!, child: anchor, headers: own.headers, ids: own.ids, results: [] });

    for (let turn = 0; turn < TURNS; turn++) {
      for (const target of turn % 2 === 0 ? targets : [...targets].reverse()) {
        const options = { port: target.port, clients: CLIENTS, headers: target.headers, path: mixPath(target.ids) };
        await runLoad({ ...options, seconds: WARMUP_SECONDS });
        const before = { server: procStat(target.pid).cpuSeconds, postgres: postgres(), machine: machineCpuSeconds() };
        const result = await runLoad({ ...options, seconds: SECONDS });
        const cpu = {
          server: procStat(target.pid).cpuSeconds - before.server,
          postgres: postgres() - before.postgres,
          machine: machineCpuSeconds() - before.machine,
        };
        target.results.push({ ...result, cpu });
        const share = (s: number) => `${((100 * s) / SECONDS).toFixed(0)}%`;
        // CPU time per answer holds steadier than a rate on a shared machine: it does not count the time others took.
        const perRequest = (s: number) => `${((1000 * s) / Math.max(1, result.requests)).toFixed(2)} ms`;
        console.log(
          `  ${target.label.padEnd(12)} ${result.perSecond.toFixed(0).padStart(5)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms` +
            `${result.errors ? `, ${result.errors} errors` : ''} (load ${loadAverage()}; CPU per request: server ${perRequest(cpu.server)}, PostgreSQL ${perRequest(cpu.postgres)};` +
            ` whole machine busy ${share(cpu.machine)} of ${os.cpus().length * 100}%)`,
        );
      }
    }
    const median = (t: Target, pick: (r: LoadResult) => number) => [...t.results.map(pick)].sort((a, b) => a - b)[Math.floor((t.results.length - 1) / 2)];
    const rate = median(own, (r) => r.perSecond);
    const p99 = median(own, (r) => r.p99);
    const anchorRate = median(targets.at(-1)!, (r) => r.perSecond);
    console.log(`  this tree: median ${rate.toFixed(0)} req/s, p99 ${p99.toFixed(0)} ms ${p99 <= TARGETS.p99 ? 'OK' : 'OVER TARGET'}`);
    console.log(`  against the bare route: ${(rate / anchorRate).toFixed(2)}× ${rate / anchorRate >= TARGETS.vsAnchor ? 'OK' : 'UNDER TARGET'}`);
    if (targets.length > 2) {
      const before = median(targets[1], (r) => r.perSecond);
      console.log(`  against ${targets[1].label}: ${(rate / before).toFixed(2)}× ${rate / before >= TARGETS.vsBefore ? 'OK' : 'UNDER TARGET'}`);
    }
  } finally {
    for (const target of targets) {
      if (target.label === 'bare route') {
        target.child.kill('SIGTERM');
        await new Promise((r) => target.child.once('exit', r));
      } else await stop(target.child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await benchLoad();
