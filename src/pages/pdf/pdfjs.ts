import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, loaded only when a PDF is shown: the library is its own chunk and the worker a file
 * vite copies into the build, so neither is part of the first download. A screen that lists PDFs
 * calls `preloadPdfViewer` so the library, its worker thread (which parses the PDF and its fonts)
 * and the font files most PDFs need are ready before the first document is opened (it opened in
 * about 4 s cold before).
 */
const library = () => import('pdfjs-dist');
type PdfJs = Awaited<ReturnType<typeof library>>;

/**
 * pdf.js's data files, copied into the build by vite.config.ts: the standard fonts (a PDF names
 * Helvetica or Times without embedding it), CJK character maps, the JPEG 2000 and JBIG2 decoders.
 */
const DATA = {
  standardFontDataUrl: `${__PDFJS_ASSETS__}standard_fonts/`,
  cMapUrl: `${__PDFJS_ASSETS__}cmaps/`,
  wasmUrl: `${__PDFJS_ASSETS__}wasm/`,
};

/**
 * The standard fonts, fetched ahead into the browser's cache (cached for good: the directory is
 * named after the pdf.js version). pdf.js draws a font a PDF does not embed with these rather than
 * with what the workstation happens to have, so a page looks the same everywhere and the blur
 * tool's areas fall on the same glyphs as the server's.
 */
const STANDARD_FONTS = [
  'LiberationSans-Regular.ttf',
  'LiberationSans-Bold.ttf',
  'LiberationSans-Italic.ttf',
  'LiberationSans-BoldItalic.ttf',
  'FoxitSerif.pfb',
  'FoxitSerifBold.pfb',
  'FoxitSerifItalic.pfb',
  'FoxitSerifBoldItalic.pfb',
  'FoxitFixed.pfb',
  'FoxitFixedBold.pfb',
  'FoxitFixedItalic.pfb',
  'FoxitFixedBoldItalic.pfb',
  'FoxitSymbol.pfb',
  'FoxitDingbats.pfb',
];

let ready: Promise<{ pdfjs: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> }> | undefined;
let fonts: Promise<unknown> | undefined;

/** The library and one worker thread, started once per session and shared by every document. */
function start() {
  ready ??= library().then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return { pdfjs, worker: new pdfjs.PDFWorker() };
  });
  return ready;
}

/** The standard fonts into the HTTP cache, once per session; a failure is pdf.js's to report when it needs the font. */
function fetchFonts() {
  fonts ??= Promise.all(STANDARD_FONTS.map((name) => fetch(`${DATA.standardFontDataUrl}${name}`).then((res) => res.arrayBuffer()))).catch(() => undefined);
  return fonts;
}

/** Starts loading the viewer in the background when the browser is idle; safe to call often. */
export function preloadPdfViewer() {
  const warm = () => {
    void start().then(({ worker }) => worker.promise);
    void fetchFonts();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 200);
}

export async function openPdf(bytes: ArrayBuffer) {
  const { pdfjs, worker } = await start();
  // No eval: the page's CSP allows no 'unsafe-eval'.
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, worker, ...DATA }).promise;
}

export type PdfDocument = Awaited<ReturnType<typeof openPdf>>;
