import { useEffect, useRef } from 'react';
import type { PdfDocument } from './pdfjs';

/** One page of the document drawn on a canvas at `scale`, sharp on high-density screens. */
export const PdfPageCanvas = ({ doc, pageNumber, scale }: { doc: PdfDocument; pageNumber: number; scale: number }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let task: { cancel(): void } | undefined;
    let live = true;
    void doc.getPage(pageNumber).then((page) => {
      const target = canvas.current;
      if (!live || !target) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / ratio}px`;
      target.style.height = `${viewport.height / ratio}px`;
      const render = page.render({ canvas: target, viewport });
      task = render;
      // A cancelled render (new scale, page left) rejects; nothing to report.
      render.promise.catch(() => undefined);
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, pageNumber, scale]);
  return <canvas ref={canvas} data-testid={`pdf-page-${pageNumber}`} style={{ display: 'block', boxShadow: '0 1px 4px rgba(0,0,0,.3)', background: '#fff' }} />;
};
