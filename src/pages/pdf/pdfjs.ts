import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, loaded only when a PDF is shown: the library is its own chunk and the worker a file
 * vite copies into the build, so neither is part of the first download. A screen that lists PDFs
 * calls `preloadPdfViewer` so the library and its worker thread (which parses the PDF and its
 * fonts) are ready before the first document is opened (it opened in about 4 s cold before).
 */
const library = () => import('pdfjs-dist');
type PdfJs = Awaited<ReturnType<typeof library>>;

let ready: Promise<{ pdfjs: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> }> | undefined;

/** The library and one worker thread, started once per session and shared by every document. */
function start() {
  ready ??= library().then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return { pdfjs, worker: new pdfjs.PDFWorker() };
  });
  return ready;
}

/** Starts loading the viewer in the background when the browser is idle; safe to call often. */
export function preloadPdfViewer() {
  const warm = () => void start().then(({ worker }) => worker.promise);
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 200);
}

export async function openPdf(bytes: ArrayBuffer) {
  const { pdfjs, worker } = await start();
  // No eval: the page's CSP allows no 'unsafe-eval'.
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, worker }).promise;
}

export type PdfDocument = Awaited<ReturnType<typeof openPdf>>;
