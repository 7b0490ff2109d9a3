import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState } from 'pdf-lib';
import { freePort, MB, rssBytes, serverPid, signIn, stop, timeStart } from './lib';

const FILES = 20;
const PAGES = 3;
/** One page of raw RGB noise: 3.5 MB, so three pages make a file of 10.5 MB and twenty 200 MiB. */
const WIDTH = 1170;
const HEIGHT = 1000;
/** Several downloads against one baseline: memory a download kept would add up, and the worst one counts. */
const RUNS = 3;
const TARGET_MB = 50;
const SAMPLE_MS = 50;
const IDLE_MS = 2000;

/**
 * A PDF whose pages are uncompressed random noise: real scans would shrink a little in a zip,
 * noise not at all, so the zip is as large as the files and the server has to pass every byte on.
 */
async function noisePdf(n: number) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Bench scan ${n}`);
  for (let p = 0; p < PAGES; p++) {
    const image = doc.context.register(
      doc.context.stream(crypto.randomBytes(WIDTH * HEIGHT * 3), { Type: 'XObject', Subtype: 'Image', Width: WIDTH, Height: HEIGHT, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }),
    );
    const page = doc.addPage([595, 842]);
    const name = page.node.newXObject('Scan', image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(595, 0, 0, 842, 0, 0), drawObject(name), popGraphicsState());
  }
  return doc.save({ useObjectStreams: false });
}

/**
 * Issue 10: the zip of a 200 MB dossier through `GET /dossiers/{id}/documenten/zip` on a real
 * server process, its RSS sampled every 50 ms while the client reads the stream. Target: growth ≤ 50 MB.
 */
export async function benchZip() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-bench-zip-'));
  const env = { PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' };
  const base = `http://127.0.0.1:${env.PORT}`;
  let server = await timeStart(env);
  try {
    let call = await signIn(base);
    const [dossier] = ((await (await call('/api/v1/dossiers?page=0&size=1')).json()) as { content: { id: number }[] }).content;

    let uploaded = 0;
    for (let n = 1; n <= FILES; n++) {
      const bytes = await noisePdf(n);
      const created = (await (
        await call(`/api/v1/dossiers/${dossier.id}/renteaanbod/documenten`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ naam: `Bench scan ${n}` }) })
      ).json()) as { id: number };
      const form = new FormData();
      form.append('document', new Blob([bytes.slice()], { type: 'application/pdf' }), `bench-scan-${n}.pdf`);
      await call(`/api/v1/dossiers/${dossier.id}/renteaanbod/documenten/${created.id}`, { method: 'POST', body: form });
      uploaded += bytes.byteLength;
    }

    // A fresh server on the uploaded data: the memory the uploads freed (MuPDF's heap, whole
    // files read to check them) is not there to be reused, so any buffering shows as growth.
    await stop(server.child);
    server = await timeStart(env);
    call = await signIn(base);
    const pid = serverPid(server.child.pid!);
    // One request first, so the baseline holds what any answered request sets up, not just the start.
    await call(`/api/v1/dossiers/${dossier.id}/renteaanbod/documenten`);
    // The server at rest for a moment first: what its RSS moves by without any request is the noise floor.
    const idle: number[] = [];
    for (let t = 0; t < IDLE_MS; t += SAMPLE_MS) {
      idle.push(rssBytes(pid));
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
    const baseline = rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, SAMPLE_MS);
    const downloads: { received: number; seconds: number; peak: number }[] = [];
    let entries = 0;
    try {
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        let received = 0;
        let tail = Buffer.alloc(0);
        const res = await call(`/api/v1/dossiers/${dossier.id}/documenten/zip`);
        for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
          received += chunk.byteLength;
          tail = Buffer.concat([tail, chunk]).subarray(-22);
        }
        // The end-of-central-directory record: the zip is whole and lists every entry.
        if (tail.readUInt32LE(0) !== 0x06054b50) throw new Error('the zip has no end-of-central-directory record');
        entries = tail.readUInt16LE(10);
        if (entries < FILES || received < uploaded) throw new Error(`zip of ${entries} entries, ${received} bytes, for ${FILES} files of ${uploaded} bytes`);
        peak = Math.max(peak, rssBytes(pid));
        downloads.push({ received, seconds: (performance.now() - started) / 1000, peak });
      }
    } finally {
      clearInterval(sampler);
    }

    const growth = (peak - baseline) / MB;
    console.log(`Zip download of a ${(uploaded / MB).toFixed(0)} MB dossier (${entries} entries), ${RUNS} in a row, server RSS sampled every ${SAMPLE_MS} ms   target growth ≤ ${TARGET_MB} MB`);
    for (const d of downloads) {
      console.log(`  ${(d.received / MB).toFixed(1)} MB in ${d.seconds.toFixed(2)} s (${(d.received / MB / d.seconds).toFixed(0)} MB/s), RSS peak so far ${(d.peak / MB).toFixed(0)} MB`);
    }
    console.log(`  RSS at rest ${(Math.min(...idle) / MB).toFixed(0)}–${(Math.max(...idle) / MB).toFixed(0)} MB over ${IDLE_MS / 1000} s`);
    console.log(`  RSS baseline ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, growth ${growth.toFixed(1)} MB ${growth <= TARGET_MB ? 'OK' : 'OVER TARGET'}`);
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await benchZip();
