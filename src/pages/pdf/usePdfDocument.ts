import { useEffect, useState } from 'react';
import { type PdfDocument, openPdf } from './pdfjs';

type Opened = { blob: Blob; doc: PdfDocument } | { blob: Blob; failed: true };

/**
 * The PDF in `blob` opened with pdf.js (undefined while opening or without a blob); the document is
 * destroyed when the blob changes or the screen goes, so page workers do not pile up.
 */
export function usePdfDocument(blob: Blob | undefined): { doc?: PdfDocument; failed: boolean } {
  const [opened, setOpened] = useState<Opened>();
  useEffect(() => {
    if (!blob) return;
    let live = true;
    let doc: PdfDocument | undefined;
    blob
      .arrayBuffer()
      .then(openPdf)
      .then((result) => {
        doc = result;
        if (live) setOpened({ blob, doc: result });
        else void result.destroy();
      })
      .catch(() => live && setOpened({ blob, failed: true }));
    return () => {
      live = false;
      void doc?.destroy();
    };
  }, [blob]);
  // A document opened for an earlier blob is not shown for the new one.
  if (!blob || opened?.blob !== blob) return { failed: false };
  return 'doc' in opened ? { doc: opened.doc, failed: false } : { failed: true };
}
