import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { AppError } from '../../../server/errors';
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
} from '../../../server/services/pdf/page-tools';
import { numberedPdf, pageLabels, readBack } from './pdfs';

/*
 * The engine on its own, bytes in and bytes out. The encrypted fixtures were made once from a
 * one-page pdf-lib PDF with Debian's mupdf-tools 1.21:
 *   mutool clean -E aes-256 -O eigenaar -U gebruiker plain.pdf encrypted.pdf
 *   mutool clean -E aes-256 -O eigenaar plain.pdf encrypted-no-user-password.pdf
 */
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, ...(error as AppError).body };
};

const ENCRYPTED = 'Deze pdf bevat beveiliging (encryptie) waardoor het niet aangepast mag worden.';
const ALL_PAGES = "Het is niet mogelijk alle pagina's te verwijderen. Er moet minimaal 1 pagina overblijven van het origineel.";
const MISSING = 'De pagina met het ingevoerde paginanummer bestaat niet.';

let five: Uint8Array;
beforeAll(async () => {
  five = await numberedPdf(5);
});

describe('page tools engine', () => {
  it('counts the pages of a PDF', async () => {
    expect(await inspectPdf(five)).toEqual({ pageCount: 5 });
  });

  it('removes pages (numbered from 1) and keeps the rest in order', async () => {
    expect(await pageLabels(await removePages(five, [4, 2]))).toEqual(['Pagina 1', 'Pagina 3', 'Pagina 5']);
  });

  it('refuses to remove every page and a page that does not exist, in the words of the spec', async () => {
    expect(await refusal(removePages(five, [1, 2, 3, 4, 5]))).toMatchObject({ status: 400, type: 'VALIDATION', fields: { pages: ALL_PAGES } });
    expect(await refusal(removePages(five, [6]))).toMatchObject({ status: 400, type: 'VALIDATION', fields: { pages: MISSING } });
    expect(await refusal(removePages(five, [0]))).toMatchObject({ fields: { pages: MISSING } });
    expect(await refusal(rotatePages(five, [9], 90))).toMatchObject({ fields: { pages: MISSING } });
    expect(await refusal(movePages(five, [1], 9, true))).toMatchObject({ fields: { targetPage: MISSING } });
    expect(await refusal(duplicatePages(five, [1], 6))).toMatchObject({ fields: { insertAfterPageIndex: MISSING } });
  });

  it('splits pages off into their own document', async () => {
    const { remaining, splitOff } = await splitPages(five, [4, 2]);
    expect(await pageLabels(remaining)).toEqual(['Pagina 1', 'Pagina 3', 'Pagina 5']);
    expect(await pageLabels(splitOff)).toEqual(['Pagina 2', 'Pagina 4']);
    expect(await refusal(splitPages(five, [1, 2, 3, 4, 5]))).toMatchObject({ fields: { pages: ALL_PAGES } });
  });

  it('duplicates pages after an insertion point (0 = before the first page)', async () => {
    expect(await pageLabels(await duplicatePages(five, [5, 1], 0))).toEqual(['Pagina 5', 'Pagina 1', 'Pagina 1', 'Pagina 2', 'Pagina 3', 'Pagina 4', 'Pagina 5']);
    expect(await pageLabels(await duplicatePages(five, [2], 5))).toEqual(['Pagina 1', 'Pagina 2', 'Pagina 3', 'Pagina 4', 'Pagina 5', 'Pagina 2']);
  });

  it('a copy is a page object of its own, turned like its original; blurring the copy leaves the original', async () => {
    const copied = await duplicatePages(await rotatePages(five, [2], 90), [2], 5);
    // One page object listed twice makes a page tree pdf.js refuses as circular.
    const refs = (await PDFDocument.load(copied)).getPages().map((page) => page.ref.toString());
    expect(new Set(refs).size).toBe(6);
    expect((await readBack(copied)).map((page) => page.rotation)).toEqual([0, 90, 0, 0, 0, 90]);
    const blurred = await readBack(await blurAreas(copied, [{ page: 6, x: 0, y: 0, width: 842, height: 595 }]));
    expect(blurred[5].text).toBe('');
    expect(blurred[1].text).toContain('Pagina 2');
  });

  it("merges another PDF's pages in after an insertion point", async () => {
    const other = await numberedPdf(2, 'Bijlage');
    const merged = await mergePdf(five, other, 2);
    expect((await readBack(merged)).map((p) => /(Pagina|Bijlage) \d/.exec(p.text)?.[0])).toEqual([
      'Pagina 1',
      'Pagina 2',
      'Bijlage 1',
      'Bijlage 2',
      'Pagina 3',
      'Pagina 4',
      'Pagina 5',
    ]);
    expect(await refusal(mergePdf(five, fixture('encrypted.pdf'), 1))).toMatchObject({ type: 'FILETYPE', messages: [ENCRYPTED] });
  });

  it('moves pages before or after a target page', async () => {
    expect(await pageLabels(await movePages(five, [2, 1], 4, false))).toEqual(['Pagina 3', 'Pagina 4', 'Pagina 1', 'Pagina 2', 'Pagina 5']);
    expect(await pageLabels(await movePages(five, [5], 1, true))).toEqual(['Pagina 5', 'Pagina 1', 'Pagina 2', 'Pagina 3', 'Pagina 4']);
    expect(await refusal(movePages(five, [2, 3], 3, true))).toMatchObject({ type: 'VALIDATION', fields: { targetPage: expect.any(String) } });
  });

  it('rotates pages on top of their current rotation', async () => {
    const once = await rotatePages(five, [2, 4], 90);
    expect((await readBack(once)).map((p) => p.rotation)).toEqual([0, 90, 0, 90, 0]);
    const twice = await rotatePages(once, [2], 180);
    expect((await readBack(twice)).map((p) => p.rotation)).toEqual([0, 270, 0, 90, 0]);
    expect((await readBack(await rotatePages(twice, [2], -270))).map((p) => p.rotation)).toEqual([0, 0, 0, 90, 0]);
    expect(await pageLabels(twice)).toEqual(['Pagina 1', 'Pagina 2', 'Pagina 3', 'Pagina 4', 'Pagina 5']);
    expect(await refusal(rotatePages(five, [1], 45))).toMatchObject({ type: 'VALIDATION', fields: { angle: expect.any(String) } });
  });

  it('blurs an area: the text under it is gone from the file, the rest stays', async () => {
    // 'BSN …' is drawn at y 700 from the bottom of an 842-point page: 130–142 from the top.
    const blurred = await blurAreas(five, [{ page: 2, x: 40, y: 125, width: 200, height: 25 }]);
    const pages = await readBack(blurred);
    expect(pages[1].text).toBe('Pagina 2');
    expect(pages[0].text).toContain('BSN 123456781');
    const raw = Buffer.from(blurred).toString('latin1');
    expect(raw).not.toContain('123456782');
    const mupdf = await import('mupdf');
    const doc = mupdf.Document.openDocument(blurred, 'application/pdf');
    expect(doc.loadPage(1).search('123456782', {})).toEqual([]);
    expect(doc.loadPage(0).search('123456781', {}).length).toBe(1);
    // No black box: the stamped area is a grey-ish pixelation of dark text on white, not solid black.
    const pixmap = doc.loadPage(1).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false);
    const width = pixmap.getWidth();
    const pixels = pixmap.getPixels();
    const area = Array.from({ length: 20 }, (_, dy) => Array.from({ length: 180 }, (_, dx) => pixels[(128 + dy) * width + 45 + dx])).flat();
    expect(Math.min(...area)).toBeLessThan(250);
    expect(area.filter((v) => v < 20).length / area.length).toBeLessThan(0.5);
  });

  it('blurs every glyph the area touches, large type included, in pixels as coarse as the type is large', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // 72-point text with its baseline 242 points from the top: the letters stand about 190–242.
    pdf.addPage([595, 842]).drawText('GEHEIM 4711', { x: 50, y: 600, size: 72, font });
    const bytes = await pdf.save();
    const mupdf = await import('mupdf');
    const open = (pdfBytes: Uint8Array) => mupdf.Document.openDocument(pdfBytes, 'application/pdf').asPDF()!;

    // An area over the whole line: pixels of half the type size, so a letter is two pixels tall.
    const whole = open(await blurAreas(bytes, [{ page: 1, x: 40, y: 175, width: 520, height: 80 }]));
    expect(whole.findPage(0).get('Resources').get('XObject').get('Blur1').get('Height').asNumber()).toBeLessThanOrEqual(3);
    whole.destroy();

    // An area touching only the tops of the first letters: they go whole, and the blur covers them whole.
    const doc = open(await blurAreas(bytes, [{ page: 1, x: 40, y: 185, width: 200, height: 15 }]));
    const text = doc.loadPage(0).toStructuredText('').asText();
    expect(text).not.toContain('GEH');
    expect(text).toContain('4711');
    const pixmap = doc.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false);
    const pixels = pixmap.getPixels();
    const below = Array.from({ length: 20 }, (_, dy) => Array.from({ length: 150 }, (_, dx) => pixels[(215 + dy) * pixmap.getWidth() + 55 + dx])).flat();
    // Below the area the letters' lower halves are part of the blur, not left blank beside it.
    expect(Math.min(...below)).toBeLessThan(250);
    doc.destroy();
  });

  it('refuses a blur area off the page or on a missing page', async () => {
    expect(await refusal(blurAreas(five, [{ page: 7, x: 0, y: 0, width: 10, height: 10 }]))).toMatchObject({ fields: { documentBody: MISSING } });
    expect(await refusal(blurAreas(five, [{ page: 1, x: 900, y: 0, width: 10, height: 10 }]))).toMatchObject({ type: 'VALIDATION' });
  });

  it('compresses: an image shown above maxDpi is downsampled to downsampleDpi as JPEG', async () => {
    const mupdf = await import('mupdf');
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 1200, 1700], false);
    const pixels = pixmap.getPixels();
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 10) * 31) % 256;
    const jpeg = pixmap.asJPEG(95).slice();
    const doc = await PDFDocument.create();
    const image = await doc.embedJpg(jpeg);
    // 1200 pixels over 595 points: 145 dpi on the first page, shown at half width (290 dpi) on the second.
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 297.5, height: 421 });
    const scan = await doc.save();
    const compressed = await compressPdf(scan);
    const result = mupdf.Document.openDocument(compressed, 'application/pdf').asPDF()!;
    const widths: number[] = [];
    result.findPage(0).get('Resources').get('XObject').forEach((x) => widths.push(x.resolve().get('Width').asNumber()));
    // Shown at 145 dpi at its largest: not above maxDpi 150, so untouched.
    expect(widths).toEqual([1200]);
    const smaller = await compressPdf(scan, { downsampleDpi: 72, maxDpi: 100, quality: 0.5 });
    expect(smaller.byteLength).toBeLessThan(scan.byteLength / 2);
    const tighter = mupdf.Document.openDocument(smaller, 'application/pdf').asPDF()!;
    tighter.findPage(0).get('Resources').get('XObject').forEach((x) => {
      expect(x.resolve().get('Width').asNumber()).toBe(Math.round((595 * 72) / 72));
      expect(x.resolve().get('Filter').asName()).toBe('DCTDecode');
    });
    expect(tighter.countPages()).toBe(2);
  });

  it('compresses with the spec defaults (96 / 150 / 0.6)', async () => {
    const mupdf = await import('mupdf');
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, 2480, 3508], false);
    pixmap.clear(200);
    const doc = await PDFDocument.create();
    const image = await doc.embedJpg(pixmap.asJPEG(95).slice());
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
    const result = mupdf.Document.openDocument(await compressPdf(await doc.save()), 'application/pdf').asPDF()!;
    result.findPage(0).get('Resources').get('XObject').forEach((x) => expect(x.resolve().get('Width').asNumber()).toBe(Math.round((595 * 96) / 72)));
  });

  it('refuses an encrypted PDF, with or without a password to open it', async () => {
    for (const name of ['encrypted.pdf', 'encrypted-no-user-password.pdf']) {
      expect(await refusal(inspectPdf(fixture(name)))).toEqual({ status: 400, type: 'FILETYPE', messages: [ENCRYPTED] });
      expect(await refusal(rotatePages(fixture(name), [1], 90))).toMatchObject({ type: 'FILETYPE', messages: [ENCRYPTED] });
    }
  });

  it('refuses a malformed PDF and a PNG named .pdf with a FILETYPE message', async () => {
    const mupdf = await import('mupdf');
    const png = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 20, 20], false).asPNG().slice();
    const truncated = five.slice(0, 400);
    for (const bytes of [new TextEncoder().encode('%PDF-1.7\nthis is no pdf at all'), truncated, png, new Uint8Array()]) {
      const body = await refusal(inspectPdf(bytes));
      expect(body).toMatchObject({ status: 400, type: 'FILETYPE' });
      expect(body.messages[0]).toMatch(/pdf/);
    }
  });
});
