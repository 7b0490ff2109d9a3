import type * as Mupdf from 'mupdf';
import { PAGE_TOOL_MESSAGES, pageError, savePdf, withPdf } from './mupdf';

export { blurAreas, type BlurArea } from './blur';
export { compressPdf, type CompressOptions } from './compress';

/*
 * Page numbers: the spec (001 §3) names the parameters but not their base; its "page number"
 * (paginanummer) is what the user reads under a thumbnail, so `pages` and `targetPage` count from
 * 1. `insertAfterPageIndex` is the number of pages that stay before the inserted ones: 0 puts them
 * first, the page count puts them last (the same as "after page n", counting from 1).
 */

export interface PdfInfo {
  pageCount: number;
}

/** Checks that `bytes` are an editable PDF (FILETYPE refusal otherwise, the spec's text when encrypted) and counts its pages. */
export function inspectPdf(bytes: Uint8Array): Promise<PdfInfo> {
  return withPdf(bytes, (doc) => ({ pageCount: doc.countPages() }));
}

/** 1-based page numbers, each existing, unique, in the order given; refuses an empty list. */
function checkPages(pages: readonly number[], pageCount: number, field = 'pages'): number[] {
  if (!pages.length) throw pageError(field, PAGE_TOOL_MESSAGES.noPages);
  if (pages.some((page) => !Number.isInteger(page) || page < 1 || page > pageCount)) throw pageError(field, PAGE_TOOL_MESSAGES.missingPage);
  return [...new Set(pages)];
}

function checkInsertion(insertAfterPageIndex: number, pageCount: number) {
  if (!Number.isInteger(insertAfterPageIndex) || insertAfterPageIndex < 0 || insertAfterPageIndex > pageCount) {
    throw pageError('insertAfterPageIndex', PAGE_TOOL_MESSAGES.missingPage);
  }
}

/** 0-based indices of all pages. */
const allPages = (pageCount: number) => Array.from({ length: pageCount }, (_, i) => i);

/** Keeps the pages of `order`, 0-based, in that order (each at most once: MuPDF would list a repeated page object twice). */
function rearranged(doc: Mupdf.PDFDocument, order: number[]) {
  doc.rearrangePages(order);
  return savePdf(doc);
}

/** Removes `pages`; at least one page must stay (spec 001 §8). */
export function removePages(bytes: Uint8Array, pages: readonly number[]): Promise<Uint8Array> {
  return withPdf(bytes, (doc) => {
    const pageCount = doc.countPages();
    const gone = new Set(checkPages(pages, pageCount).map((page) => page - 1));
    if (gone.size === pageCount) throw pageError('pages', PAGE_TOOL_MESSAGES.allPages);
    return rearranged(
      doc,
      allPages(pageCount).filter((i) => !gone.has(i)),
    );
  });
}

/**
 * Splits `pages` off into a document of their own (in document order); `remaining` is the original
 * without them. At least one page must stay.
 */
export async function splitPages(bytes: Uint8Array, pages: readonly number[]): Promise<{ remaining: Uint8Array; splitOff: Uint8Array }> {
  const splitOff = await withPdf(bytes, (doc) => {
    const pageCount = doc.countPages();
    const chosen = checkPages(pages, pageCount).map((page) => page - 1);
    if (chosen.length === pageCount) throw pageError('pages', PAGE_TOOL_MESSAGES.allPages);
    return rearranged(doc, chosen.sort((a, b) => a - b));
  });
  return { remaining: await removePages(bytes, pages), splitOff };
}

/** What a page shows: its own entries and those it may inherit from the page tree (the copy's parent is another node). */
const PAGE_KEYS = ['Contents', 'Resources', 'MediaBox', 'CropBox', 'BleedBox', 'TrimBox', 'ArtBox', 'Rotate', 'UserUnit'];

/**
 * Inserts copies of `pages` (in the order given) after `insertAfterPageIndex` pages. Each copy is a
 * page object of its own (one page object listed twice in the page tree, with one /Parent, is a
 * tree pdf.js refuses as circular) that shares the content streams, fonts and images of its
 * original, so a copied scan does not store its image twice. Annotations stay on the original.
 */
export function duplicatePages(bytes: Uint8Array, pages: readonly number[], insertAfterPageIndex: number): Promise<Uint8Array> {
  return withPdf(bytes, (doc) => {
    const pageCount = doc.countPages();
    const copies = checkPages(pages, pageCount).map((page) => doc.findPage(page - 1));
    checkInsertion(insertAfterPageIndex, pageCount);
    copies.forEach((original, i) => {
      const copy = doc.newDictionary();
      copy.put('Type', doc.newName('Page'));
      for (const key of PAGE_KEYS) {
        const value = original.getInheritable(key);
        if (!value.isNull()) copy.put(key, value);
      }
      doc.insertPage(insertAfterPageIndex + i, doc.addObject(copy));
    });
    return savePdf(doc);
  });
}

/** Inserts every page of `source` after `insertAfterPageIndex` pages of the document. */
export function mergePdf(bytes: Uint8Array, source: Uint8Array, insertAfterPageIndex: number): Promise<Uint8Array> {
  return withPdf(bytes, (doc) => {
    checkInsertion(insertAfterPageIndex, doc.countPages());
    return withPdf(source, (other) => {
      // One graft map, so resources shared by the source's pages are copied once.
      const graft = doc.newGraftMap();
      const count = other.countPages();
      for (let i = 0; i < count; i++) graft.graftPage(insertAfterPageIndex + i, other, i);
      return savePdf(doc);
    });
  });
}

/**
 * Moves `pages` (kept in document order) to just before or after `targetPage`; the target is a
 * page that stays where it is.
 */
export function movePages(bytes: Uint8Array, pages: readonly number[], targetPage: number, before: boolean): Promise<Uint8Array> {
  return withPdf(bytes, (doc) => {
    const pageCount = doc.countPages();
    const moving = checkPages(pages, pageCount)
      .map((page) => page - 1)
      .sort((a, b) => a - b);
    const [target] = checkPages([targetPage], pageCount, 'targetPage').map((page) => page - 1);
    if (moving.includes(target)) throw pageError('targetPage', PAGE_TOOL_MESSAGES.targetMoved);
    const order = allPages(pageCount).filter((i) => !moving.includes(i));
    order.splice(order.indexOf(target) + (before ? 0 : 1), 0, ...moving);
    return rearranged(doc, order);
  });
}

/** Rotates `pages` clockwise by `angle` (a multiple of 90, negative turns anticlockwise) on top of their current rotation. */
export function rotatePages(bytes: Uint8Array, pages: readonly number[], angle: number): Promise<Uint8Array> {
  return withPdf(bytes, (doc) => {
    const chosen = checkPages(pages, doc.countPages());
    if (!Number.isInteger(angle) || angle % 90 !== 0 || angle % 360 === 0) throw pageError('angle', PAGE_TOOL_MESSAGES.angle);
    for (const page of chosen) {
      const object = doc.findPage(page - 1);
      const current = object.getInheritable('Rotate');
      const rotation = ((((current.isNumber() ? current.asNumber() : 0) + angle) % 360) + 360) % 360;
      object.put('Rotate', rotation);
    }
    return savePdf(doc);
  });
}
