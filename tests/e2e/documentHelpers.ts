import type { Page } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small real PDF with numbered pages, as an adviser's scan would arrive. */
export async function numberedPdf(pages: number, title: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) pdf.addPage([595, 842]).drawText(`${title} pagina ${i}`, { x: 60, y: 760, size: 24, font });
  return Buffer.from(await pdf.save());
}

/** Bytes of an API answer fetched with the page's own session (a PDF, to read it back). */
export const apiBytes = async (page: Page, path: string) =>
  Buffer.from(
    await page.evaluate(async (p) => {
      const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return [...new Uint8Array(await res.arrayBuffer())];
    }, path),
  );

/** The text of each page of a PDF, as a text extraction finds it in the file (MuPDF, as the server reads it). */
export async function pdfTexts(bytes: Uint8Array) {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('').asText().replace(/\s+/g, ' ').trim());
  } finally {
    doc.destroy();
  }
}

/** Console errors of the page, collected from now on; a screen under test should log none. */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
