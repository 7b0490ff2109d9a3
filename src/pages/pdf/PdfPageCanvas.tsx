import { useEffect, useRef } from 'react';
import type { PdfDocument } from './pdfjs';

interface Props {
  doc: PdfDocument;
  pageNumber: number;
  /** Points to CSS pixels; or, with `fit`, the page is scaled to fit a square of that many pixels (thumbnails). */
  scale?: number;
  fit?: number;
  testId?: string;
}

/** One page of the document drawn on a canvas, sharp on high-density screens. */
export const PdfPageCanvas = ({ doc, pageNumber, scale = 1, fit, testId = `pdf-page-${pageNumber}` }: Props) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let task: { cancel(): void } | undefined;
    let live = true;
    void doc.getPage(pageNumber).then((page) => {
      const target = canvas.current;
      if (!live || !target) return;
      const natural = page.getViewport({ scale: 1 });
      const cssScale = fit ? Math.min(fit / natural.width, fit / natural.height) : scale;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: cssScale * ratio });
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / ratio}px`;
      target.style.height = `${viewport.height / ratio}px`;
      const render = page.render({ canvas: target, viewport });
      task = render;
      // A cancelled render (new scale, page left) rejects; nothing to report.
      render.promise.then(() => target.setAttribute('data-rendered', 'true')).catch(() => undefined);
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, pageNumber, scale, fit]);
  return <canvas ref={canvas} data-testid={testId} style={{ display: 'block', boxShadow: '0 1px 4px rgba(0,0,0,.3)', background: '#fff' }} />;
};
