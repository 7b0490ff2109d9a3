import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PDF of `count` A4 pages reading 'Pagina n' and a BSN, made with pdf-lib (not by the engine under test). */
export async function numberedPdf(count: number, label = 'Pagina') {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= count; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`${label} ${n}`, { x: 50, y: 780, size: 24, font });
    page.drawText(`BSN 12345678${n % 10}`, { x: 50, y: 700, size: 12, font });
  }
  return doc.save();
}

/** Each page's text and rotation, read back with MuPDF. */
export async function readBack(bytes: Uint8Array) {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf').asPDF();
  if (!doc) throw new Error('not a PDF');
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => {
      const rotate = doc.findPage(i).getInheritable('Rotate');
      return { text: doc.loadPage(i).toStructuredText('').asText().replace(/\s+/g, ' ').trim(), rotation: rotate.isNumber() ? rotate.asNumber() : 0 };
    });
  } finally {
    doc.destroy();
  }
}

/** The 'Pagina n' label of each page, in order. */
export const pageLabels = async (bytes: Uint8Array) => (await readBack(bytes)).map((page) => /Pagina \d+/.exec(page.text)?.[0] ?? page.text);
