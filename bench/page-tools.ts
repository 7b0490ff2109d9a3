import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  blurAreas,
  compressPdf,
  duplicatePages,
  inspectPdf,
  mergePdf,
  movePages,
  removePages,
  rotatePages,
  splitPages,
} from '../server/services/pdf/page-tools';
import { fmt, percentile } from './lib';

const PAGES = 200;
const RUNS = 5;
/** Pages carrying a scanned-looking image (1300 pixels over 595 points: 157 dpi, above maxDpi 150). */
const SCANS = [10, 50, 90, 130, 170];

/**
 * A scanned page: paper with lines of dark strokes and sensor noise (xorshift, so the same in
 * every run). Noise that repeats every few pixels would flatter Flate, which is all mutool can
 * re-encode with: a scan does not repeat.
 */
function scanned(pixels: Uint8ClampedArray, width: number, seed: number) {
  let state = 2463534242 + seed;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const x = i % width;
    const y = Math.floor(i / width);
    const ink = y % 60 < 14 && x > 120 && x < width - 120 && ((x >> 3) + (y >> 2)) % 5 !== 0;
    pixels[i] = (ink ? 40 : 235) + ((state >>> 0) % 24) - 12;
  }
}

/** 200 numbered A4 pages of text, five with a scan, made with pdf-lib (not by either engine under test). */
async function samplePdf() {
  const mupdf = await import('mupdf');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= PAGES; n++) {
    const page = doc.addPage([595, 842]);
    if (SCANS.includes(n)) {
      const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 1300, 1840], false);
      scanned(pixmap.getPixels(), pixmap.getWidth(), n);
      page.drawImage(await doc.embedJpg(pixmap.asJPEG(85).slice()), { x: 0, y: 0, width: 595, height: 842 });
      pixmap.destroy();
    }
    for (let line = 0; line < 30; line++) page.drawText(`Pagina ${n} regel ${line + 1}: BSN 123456782, IBAN NL00 BANK 0123 4567 89`, { x: 50, y: 780 - line * 22, size: 11, font });
  }
  return doc.save();
}

/** Scripts for `mutool run` (MuPDF's own JavaScript, mupdf-tools 1.21) where the command line has no such tool. */
const SCRIPTS = {
  rotate: `
var doc = new PDFDocument(scriptArgs[0]);
for (var i = 0; i < doc.countPages(); i += 2) doc.findPage(i).put('Rotate', 90);
doc.save(scriptArgs[1], 'garbage=compact,compress');`,
  blur: `
var doc = new PDFDocument(scriptArgs[0]);
var page = doc.loadPage(0);
var pixmap = new Pixmap(DeviceRGB, [0, 0, 34, 5], false);
pixmap.clear(255);
var device = new DrawDevice([34 / 200, 0, 0, 5 / 30, -40 * 34 / 200, -125 * 5 / 30], pixmap);
page.run(device, Identity);
device.close();
var annot = page.createAnnotation('Redact');
annot.setRect([40, 125, 240, 155]);
page.applyRedactions(false, 2);
var object = doc.findPage(0);
var resources = object.get('Resources');
if (!resources.get('XObject') || !resources.get('XObject').isDictionary()) resources.put('XObject', doc.newDictionary());
resources.get('XObject').put('Blur1', doc.addImage(new Image(pixmap)));
var contents = doc.newArray();
contents.push(doc.addStream('q\\n', {}));
contents.push(object.get('Contents'));
contents.push(doc.addStream('Q\\nq 200 0 0 30 40 687 cm /Blur1 Do Q\\n', {}));
object.put('Contents', contents);
doc.save(scriptArgs[1], 'garbage=compact,compress');`,
  // mupdf-tools 1.21 cannot encode JPEG (neither its JavaScript nor any command): the images are
  // resampled to 96 dpi like ours and re-encoded with Flate, its only choice; the output sizes are printed.
  compress: `
var doc = new PDFDocument(scriptArgs[0]);
var seen = {};
for (var i = 0; i < doc.countPages(); i++) {
  var xobjects = doc.findPage(i).get('Resources').get('XObject');
  if (!xobjects || !xobjects.isDictionary()) continue;
  // mupdf-tools 1.21 passes (key, value), MuPDF.js (value, key).
  xobjects.forEach(function (name, ref) {
    if (seen[ref.toString()] || ref.get('Subtype').toString() !== '/Image') return;
    seen[ref.toString()] = true;
    var image = doc.loadImage(ref);
    var w = Math.round(image.getWidth() * 96 / 157), h = Math.round(image.getHeight() * 96 / 157);
    var pixmap = new Pixmap(DeviceGray, [0, 0, w, h], false);
    var device = new DrawDevice(Identity, pixmap);
    device.fillImage(image, [w, 0, 0, h, 0, 0], 1);
    device.close();
    xobjects.put(name, doc.addImage(new Image(pixmap)));
  });
}
doc.save(scriptArgs[1], 'garbage=compact,compress');`,
};

const timed = async (run: () => unknown) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/**
 * Median wall-clock milliseconds of each side over RUNS runs, taken in turns so that load from
 * elsewhere on the machine falls on both; one untimed run each first, so neither side's first
 * call (WebAssembly compiled on first use, files not yet in the page cache) is counted.
 */
async function medians(ours: () => unknown, theirs: () => unknown) {
  await ours();
  await theirs();
  const times = { ours: [] as number[], theirs: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    times.ours.push(await timed(ours));
    times.theirs.push(await timed(theirs));
  }
  return { ourMs: percentile(times.ours, 50), theirMs: percentile(times.theirs, 50) };
}

function mutool(args: string[]) {
  const result = spawnSync('mutool', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`mutool ${args.join(' ')}: ${result.stderr}`);
}

/** A mutool page range ('' when empty) and a list of them. */
const range = (from: number, to: number) => (from > to ? '' : from === to ? `${from}` : `${from}-${to}`);
const list = (...parts: (string | number)[]) => parts.filter((p) => p !== '').join(',');

/**
 * Each page tool on a generated 200-page PDF, next to `mutool` doing the same operation on the same
 * file in the same run (median of five after one untimed run each; mutool's time includes starting
 * its process). Target: each ≤ 1.5× mutool.
 */
export async function benchPageTools() {
  if (spawnSync('mutool', ['-v']).error) {
    console.log('Page tools: mutool not found (apt-get install mupdf-tools); skipped');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hypotheek-bench-pdf-'));
  try {
    const sample = await samplePdf();
    const other = await samplePdf();
    const input = path.join(dir, 'in.pdf');
    const second = path.join(dir, 'other.pdf');
    const out = path.join(dir, 'out.pdf');
    fs.writeFileSync(input, sample);
    fs.writeFileSync(second, other);
    for (const [name, script] of Object.entries(SCRIPTS)) fs.writeFileSync(path.join(dir, `${name}.js`), script);
    // MuPDF.js instantiates its WebAssembly on first use: not part of any operation.
    await inspectPdf(sample);

    const everyOther = Array.from({ length: PAGES / 2 }, (_, i) => 2 * i + 1);
    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    const cases: { name: string; ours: () => Promise<unknown>; theirs: () => void; note?: () => Promise<string> }[] = [
      { name: 'remove pages 2 and 4', ours: () => removePages(sample, [2, 4]), theirs: () => mutool(['clean', '-gg', '-z', input, out, list(1, 3, range(5, PAGES))]) },
      {
        name: 'split off pages 101-200',
        ours: () => splitPages(sample, Array.from({ length: 100 }, (_, i) => 101 + i)),
        theirs: () => {
          mutool(['clean', '-gg', '-z', input, out, range(1, 100)]);
          mutool(['clean', '-gg', '-z', input, path.join(dir, 'split.pdf'), range(101, PAGES)]);
        },
      },
      {
        name: 'duplicate page 3 after page 100',
        ours: () => duplicatePages(sample, [3], 100),
        theirs: () => mutool(['merge', '-O', 'garbage=compact,compress', '-o', out, input, range(1, 100), input, '3', input, range(101, PAGES)]),
      },
      {
        name: 'merge 200 pages in after page 100',
        ours: () => mergePdf(sample, other, 100),
        theirs: () => mutool(['merge', '-O', 'garbage=compact,compress', '-o', out, input, range(1, 100), second, input, range(101, PAGES)]),
      },
      {
        name: 'move pages 1-2 after page 100',
        ours: () => movePages(sample, [1, 2], 100, false),
        theirs: () => mutool(['merge', '-O', 'garbage=compact,compress', '-o', out, input, list(range(3, 100), range(1, 2), range(101, PAGES))]),
      },
      { name: 'rotate every other page 90°', ours: () => rotatePages(sample, everyOther, 90), theirs: () => mutool(['run', path.join(dir, 'rotate.js'), input, out]) },
      {
        name: 'compress (96 / 150 / 0.6)',
        ours: () => compressPdf(sample),
        theirs: () => mutool(['run', path.join(dir, 'compress.js'), input, out]),
        note: async () => `output ours ${megabytes((await compressPdf(sample)).byteLength)} (JPEG), mutool ${megabytes(fs.statSync(out).size)} (Flate: mutool 1.21 cannot write JPEG)`,
      },
      {
        name: 'blur one area on page 1',
        ours: () => blurAreas(sample, [{ page: 1, x: 40, y: 125, width: 200, height: 30 }]),
        theirs: () => mutool(['run', path.join(dir, 'blur.js'), input, out]),
      },
    ];

    console.log(`Page tools on a ${PAGES}-page PDF (${megabytes(sample.byteLength)}, ${SCANS.length} pages a noisy scan), MuPDF.js next to mutool   target ≤ 1.5×`);
    for (const { name, ours, theirs, note } of cases) {
      const { ourMs, theirMs } = await medians(ours, theirs);
      const ratio = ourMs / theirMs;
      console.log(`  ${name.padEnd(36)} ours ${fmt(ourMs).padStart(8)}  mutool ${fmt(theirMs).padStart(8)}  ${ratio.toFixed(2)}× ${ratio <= 1.5 ? 'OK' : 'OVER TARGET'}`);
      if (note) console.log(`  ${''.padEnd(36)} ${await note()}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await benchPageTools();
