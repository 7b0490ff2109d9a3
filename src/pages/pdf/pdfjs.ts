import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, loaded only when a PDF is shown: the library is its own chunk and the worker a file
 * vite copies into the build, so neither is part of the first download.
 */
export async function openPdf(bytes: ArrayBuffer) {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // No eval: the page's CSP allows no 'unsafe-eval'.
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
}

export type PdfDocument = Awaited<ReturnType<typeof openPdf>>;
