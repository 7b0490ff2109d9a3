import type * as Mupdf from 'mupdf';
import { AppError, validationError } from '../../errors';

/** The page-tool texts of spec 001 §8, and ours where the spec has none. */
export const PAGE_TOOL_MESSAGES = {
  encrypted: 'Deze pdf bevat beveiliging (encryptie) waardoor het niet aangepast mag worden.',
  allPages: "Het is niet mogelijk alle pagina's te verwijderen. Er moet minimaal 1 pagina overblijven van het origineel.",
  missingPage: 'De pagina met het ingevoerde paginanummer bestaat niet.',
  notPdf: 'Het bestand is geen geldige pdf en kan niet worden bewerkt.',
  noPages: 'Kies minstens één pagina.',
  angle: 'Een pagina draait met 90, 180 of 270 graden.',
  targetMoved: 'De pagina waar naartoe verplaatst wordt, kan niet zelf verplaatst worden.',
} as const;

let loaded: Promise<typeof Mupdf> | undefined;

/**
 * MuPDF.js, loaded on first use: an ESM module with top-level await that instantiates its WASM,
 * which a server that never edits a PDF need not pay for. AGPL-3.0: it stays behind this folder.
 */
export function mupdf(): Promise<typeof Mupdf> {
  loaded ??= import('mupdf').then((module) => {
    // MuPDF reports repairs of damaged files on stderr; a refusal is our answer, not a log line.
    module.setLog({});
    return module;
  });
  return loaded;
}

const notPdf = () => new AppError(400, { type: 'FILETYPE', messages: [PAGE_TOOL_MESSAGES.notPdf] });

/** A PDF starts with `%PDF-` (readers allow up to 1 KB of junk before it); MuPDF would open an image as a one-page document. */
const hasPdfHeader = (bytes: Uint8Array) => {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.includes('%PDF-');
};

/**
 * Opens bytes as an editable PDF, refusing what is not one (FILETYPE, never a 500) and an
 * encrypted PDF (spec 001 §8: also one without a user password, since editing would drop its
 * protection).
 */
async function openPdf(bytes: Uint8Array): Promise<Mupdf.PDFDocument> {
  const { Document } = await mupdf();
  if (!hasPdfHeader(bytes)) throw notPdf();
  let doc: Mupdf.PDFDocument | null;
  try {
    doc = Document.openDocument(bytes, 'application/pdf').asPDF();
  } catch {
    throw notPdf();
  }
  if (!doc) throw notPdf();
  if (doc.needsPassword() || !doc.getTrailer().get('Encrypt').isNull()) {
    throw new AppError(400, { type: 'FILETYPE', messages: [PAGE_TOOL_MESSAGES.encrypted] });
  }
  let pageCount: number;
  try {
    pageCount = doc.countPages();
  } catch {
    throw notPdf();
  }
  if (pageCount < 1) throw notPdf();
  return doc;
}

/** Writes the whole file anew (no incremental update, so nothing removed survives in an older revision), unused objects dropped. */
export function savePdf(doc: Mupdf.PDFDocument): Uint8Array {
  const buffer = doc.saveToBuffer('garbage=compact,compress');
  try {
    // A view on the WASM heap, valid only until the next allocation there: copy it out.
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
}

/** Opens `bytes`, runs `edit` and frees the document's WASM memory whatever happens. */
export async function withPdf<T>(bytes: Uint8Array, edit: (doc: Mupdf.PDFDocument) => T | Promise<T>): Promise<T> {
  const doc = await openPdf(bytes);
  try {
    return await edit(doc);
  } finally {
    doc.destroy();
  }
}

/** What the user reads for each page-operation parameter (spec 001 §3). */
const PARAMETER_LABELS: Record<string, string> = {
  pages: "Pagina's",
  targetPage: 'Doelpagina',
  insertAfterPageIndex: 'Invoegen na pagina',
  angle: 'Draaiing',
  documentBody: 'Gebied',
  downsampleDpi: 'Resolutie',
  quality: 'Kwaliteit',
};

/** A 400 VALIDATION on one page-operation parameter. */
export const pageError = (field: string, message: string) => validationError({ [field]: message }, PARAMETER_LABELS);
