import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchTrees, freePort, loadAverage, MB, rssBytes, serverPid, signInHeaders, stop, timeStart } from './lib';
import { runLoad } from './load-generator';
import { mixPath } from './load-mix';

const IDLE_MS = 5000;
const SAMPLE_MS = 100;
const TARGETS = { idle: 300, used: 350 };
/** Rounds over the trees measured (one, or two with BENCH_COMPARE). */
const TURNS = Number(process.env.BENCH_MEMORY_TURNS ?? 1);
const PHASE_LISTS = [
  ['RENTEAANBOD', 'renteaanbod'],
  ['HYPOTHEEKAANBOD', 'hypotheekaanbod'],
  ['PASSEREN', 'passeren'],
] as const;

/**
 * A working session against the server: the list / counters / detail mix by 10 clients for 15 s
 * over the first hundred dossiers, the document lists of the first dossiers of each phase, one
 * stored PDF read and one page rotated (which loads MuPDF).
 */
async function workingSession(base: string) {
  const headers = await signInHeaders(base);
  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  const ids: number[] = [];
  for (let page = 0; page < 4; page++) {
    const listed = (await (await get(`/api/v1/dossiers?page=${page}&size=25`)).json()) as { content: { id: number }[] };
    ids.push(...listed.content.map((row) => row.id));
  }
  const { port } = new URL(base);
  const mix = await runLoad({ port: Number(port), clients: 10, seconds: 15, headers, path: mixPath(ids) });
  if (mix.errors) throw new Error(`${mix.errors} failed calls in the mix`);
  // The demo's PDFs are in the document lists of the first dossiers of each phase past the application.
  let withFile: number | undefined;
  for (const [fase, list] of PHASE_LISTS) {
    const first = (await (await get(`/api/v1/dossiers?fase=${fase}&sort=id,asc&size=8`)).json()) as { content: { id: number }[] };
    for (const { id } of first.content) {
      const documents = (await (await get(`/api/v1/dossiers/${id}/${list}/documenten`)).json()) as { id: number; bestand: unknown }[];
      withFile ??= documents.find((d) => d.bestand)?.id;
    }
  }
  if (withFile === undefined) throw new Error('no demo document with a file');
  await (await get(`/api/v1/printdocs/${withFile}`)).arrayBuffer();
  const rotated = await fetch(`${base}/api/v1/printdocs/${withFile}/pages/rotate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ pages: [1], angle: 90 }),
  });
  if (!rotated.ok) throw new Error(`rotate: ${rotated.status} ${await rotated.text()}`);
}

/** One warm start of the tree in `dir`: its RSS idle, then at its peak during a working session and idle after it. */
async function measure(dir: string, dataDir: string) {
  const env = { PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' };
  const server = await timeStart(env, 300, dir);
  try {
    const pid = serverPid(server.child.pid!);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = rssBytes(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), SAMPLE_MS);
    try {
      await workingSession(`http://127.0.0.1:${env.PORT}`);
    } finally {
      clearInterval(sampler);
    }
    await new Promise((r) => setTimeout(r, IDLE_MS));
    return { idle, peak, used: rssBytes(pid) };
  } finally {
    await stop(server.child);
  }
}

/**
 * Issue 27: the resident memory (RSS) of `npm start` on the embedded database with the demo data,
 * idle 5 s after a warm start (the data made by a first start before), and idle 5 s after a
 * working session (`use`), with the peak during it. Targets: ≤ 300 MB idle, ≤ 350 MB after use.
 * With BENCH_COMPARE the other tree is measured in turns with this one.
 */
export async function benchMemory() {
  console.log(`Server memory (RSS), npm start on PGlite with the demo data   targets ≤ ${TARGETS.idle} MB idle, ≤ ${TARGETS.used} MB after use`);
  const trees = benchTrees().map((tree) => ({ ...tree, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-memory-')) }));
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  try {
    for (const tree of trees) await stop((await timeStart({ PORT: String(await freePort()), DATA_DIR: tree.dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' }, 300, tree.dir)).child);
    for (let turn = 0; turn < TURNS; turn++) {
      for (const tree of turn % 2 === 0 ? trees : [...trees].reverse()) {
        const { idle, peak, used } = await measure(tree.dir, tree.dataDir);
        const verdict = (bytes: number, target: number) => (tree === trees[0] ? ` ${bytes / MB <= target ? 'OK' : 'OVER TARGET'}` : '');
        console.log(
          `  ${tree.label}: idle after a warm start ${mb(idle)}${verdict(idle, TARGETS.idle)}; idle after use ${mb(used)}${verdict(used, TARGETS.used)}` +
            ` (peak ${mb(peak)}) (load ${loadAverage()})`,
        );
      }
    }
  } finally {
    for (const tree of trees) fs.rmSync(tree.dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await benchMemory();
