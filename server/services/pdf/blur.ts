import type * as Mupdf from 'mupdf';
import { PAGE_TOOL_MESSAGES, mupdf, pageError, savePdf, withPdf } from './mupdf';

/**
 * A rectangle to blur, in points, on the page as it is shown: origin top left, the page's rotation
 * applied (the coordinates of pdf.js at scale 1). `page` counts from 1.
 */
export interface BlurArea {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Points per pixel of the stamped image: large enough that 12-point digits cannot be read back. */
const BLOCK = 6;

/** Larger type gets larger pixels, at least half its size: a glyph is never more than two pixels tall. */
const BLOCK_PER_POINT = 0.5;

const AREA_MESSAGE = 'Het gebied valt (deels) buiten de pagina.';

/** The area clipped to the page, or a refusal when it lies outside it or has no size. */
function onPage(page: Mupdf.PDFPage, area: BlurArea): Mupdf.Rect {
  const [left, top, right, bottom] = page.getBounds();
  const rect: Mupdf.Rect = [Math.max(left, area.x), Math.max(top, area.y), Math.min(right, area.x + area.width), Math.min(bottom, area.y + area.height)];
  const valid = [area.x, area.y, area.width, area.height].every(Number.isFinite) && rect[2] - rect[0] >= 1 && rect[3] - rect[1] >= 1;
  if (!valid) throw pageError('documentBody', AREA_MESSAGE);
  return rect;
}

const overlaps = (a: Mupdf.Rect, b: Mupdf.Rect) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * The area grown to take in every glyph it touches, whole (so no half letter stays readable beside
 * it and the redaction, which judges a glyph by its box, removes each one), clipped to the page;
 * and the pixel size its largest glyph needs.
 */
function touched(page: Mupdf.PDFPage, rect: Mupdf.Rect): { rect: Mupdf.Rect; block: number } {
  const grown: Mupdf.Rect = [...rect];
  let block = BLOCK;
  const text = page.toStructuredText('preserve-whitespace');
  try {
    text.walk({
      onChar(_c, _origin, _font, size, quad) {
        const box: Mupdf.Rect = [Math.min(quad[0], quad[4]), Math.min(quad[1], quad[3]), Math.max(quad[2], quad[6]), Math.max(quad[5], quad[7])];
        if (!overlaps(box, rect)) return;
        grown[0] = Math.min(grown[0], box[0]);
        grown[1] = Math.min(grown[1], box[1]);
        grown[2] = Math.max(grown[2], box[2]);
        grown[3] = Math.max(grown[3], box[3]);
        block = Math.max(block, size * BLOCK_PER_POINT);
      },
    });
  } finally {
    text.destroy();
  }
  const [left, top, right, bottom] = page.getBounds();
  return { rect: [Math.max(left, grown[0]), Math.max(top, grown[1]), Math.min(right, grown[2]), Math.min(bottom, grown[3])], block };
}

/** The area drawn at one pixel per block: the averaging of the draw device is the pixelation. */
function pixelated(lib: typeof Mupdf, page: Mupdf.PDFPage, rect: Mupdf.Rect, block: number) {
  const [x0, y0, x1, y1] = rect;
  const columns = Math.max(1, Math.round((x1 - x0) / block));
  const rows = Math.max(1, Math.round((y1 - y0) / block));
  const pixmap = new lib.Pixmap(lib.ColorSpace.DeviceRGB, [0, 0, columns, rows], false);
  pixmap.clear(255);
  const toPixels = lib.Matrix.concat(lib.Matrix.translate(-x0, -y0), lib.Matrix.scale(columns / (x1 - x0), rows / (y1 - y0)));
  const device = new lib.DrawDevice(lib.Matrix.identity, pixmap);
  try {
    page.run(device, toPixels);
  } finally {
    device.close();
  }
  const image = new lib.Image(pixmap);
  pixmap.destroy();
  return image;
}

/** A fresh resource name on the page for the stamped image. */
function xobjectName(doc: Mupdf.PDFDocument, page: Mupdf.PDFPage) {
  const object = page.getObject();
  let resources = object.get('Resources');
  if (!resources.isDictionary()) {
    // Inherited from the page tree (or absent): the page gets its own, so the stamp stays on this page.
    const own = doc.newDictionary();
    object.getInheritable('Resources').forEach((value, key) => own.put(key, value));
    object.put('Resources', own);
    resources = object.get('Resources');
  }
  if (!resources.get('XObject').isDictionary()) resources.put('XObject', doc.newDictionary());
  const xobjects = resources.get('XObject');
  let n = 1;
  while (!xobjects.get(`Blur${n}`).isNull()) n++;
  return { xobjects, name: `Blur${n}` };
}

/** Draws `image` over `rect` (page coordinates as shown) by appending to the page's content. */
function stamp(lib: typeof Mupdf, doc: Mupdf.PDFDocument, page: Mupdf.PDFPage, rect: Mupdf.Rect, image: Mupdf.Image) {
  const { xobjects, name } = xobjectName(doc, page);
  xobjects.put(name, doc.addImage(image));
  const [x0, y0, x1, y1] = rect;
  // Image space has its first row at the top of the unit square in MuPDF's page space, at the bottom in PDF space.
  const flip: Mupdf.Matrix = [1, 0, 0, -1, 0, 1];
  const placed = lib.Matrix.concat(lib.Matrix.concat(flip, [x1 - x0, 0, 0, y1 - y0, x0, y0]), lib.Matrix.invert(page.getTransform()));
  const object = page.getObject();
  const contents = object.get('Contents');
  const streams = doc.newArray();
  // The page's own content may leave its graphics state changed: wrap it so the stamp lands where meant.
  streams.push(doc.addStream('q\n', {}));
  if (contents.isArray()) contents.forEach((stream) => streams.push(stream));
  else if (!contents.isNull()) streams.push(contents);
  streams.push(doc.addStream(`Q\nq ${placed.map((n) => n.toFixed(4)).join(' ')} cm /${name} Do Q\n`, {}));
  object.put('Contents', streams);
}

/**
 * Blurs `areas` irreversibly: each area, grown to the whole glyphs it touches, is drawn coarsely
 * (pixels as large as half its largest type) into an image, everything underneath
 * (text, image pixels, covered line art) is removed with a redaction, and the image is stamped
 * where the area was, so the page still shows that something was there but no longer what. No
 * black box, and the saved file is written anew, so no older revision keeps the removed content.
 */
export async function blurAreas(bytes: Uint8Array, areas: readonly BlurArea[]): Promise<Uint8Array> {
  const lib = await mupdf();
  return withPdf(bytes, (doc) => {
    if (!areas.length) throw pageError('documentBody', AREA_MESSAGE);
    const pageCount = doc.countPages();
    const byPage = new Map<number, BlurArea[]>();
    for (const area of areas) {
      if (!Number.isInteger(area.page) || area.page < 1 || area.page > pageCount) throw pageError('documentBody', PAGE_TOOL_MESSAGES.missingPage);
      byPage.set(area.page, [...(byPage.get(area.page) ?? []), area]);
    }
    for (const [number, pageAreas] of byPage) {
      const page = doc.loadPage(number - 1);
      const blurred = pageAreas.map((area) => {
        const { rect, block } = touched(page, onPage(page, area));
        return { rect, image: pixelated(lib, page, rect, block) };
      });
      for (const { rect } of blurred) page.createAnnotation('Redact').setRect(rect);
      page.applyRedactions(false, lib.PDFPage.REDACT_IMAGE_PIXELS, lib.PDFPage.REDACT_LINE_ART_REMOVE_IF_COVERED, lib.PDFPage.REDACT_TEXT_REMOVE);
      for (const { rect, image } of blurred) stamp(lib, doc, page, rect, image);
    }
    return savePdf(doc);
  });
}
