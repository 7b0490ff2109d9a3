import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { PdfPageCanvas } from '../../pdf/PdfPageCanvas';
import type { PdfDocument } from '../../pdf/pdfjs';
import type { BlurArea } from './pageEdits';

const WIDTH = 380;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One page large enough to draw on: a rectangle drawn with the mouse becomes an area to blur, in
 * points on the page as shown (origin top left, rotation applied: docs/pdf.md), whatever the zoom.
 */
export const BlurCanvas = ({ doc, page, areas, onArea }: { doc: PdfDocument; page: number; areas: readonly BlurArea[]; onArea: (area: BlurArea) => void }) => {
  const translate = useTranslate();
  const [scale, setScale] = useState<number>();
  const [drawing, setDrawing] = useState<{ from: { x: number; y: number }; rect: Rect } | null>(null);
  const surface = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void doc.getPage(page).then((p) => live && setScale(WIDTH / p.getViewport({ scale: 1 }).width));
    return () => {
      live = false;
    };
  }, [doc, page]);

  const at = (e: PointerEvent) => {
    const box = surface.current!.getBoundingClientRect();
    return { x: Math.max(0, Math.min(box.width, e.clientX - box.left)), y: Math.max(0, Math.min(box.height, e.clientY - box.top)) };
  };
  const span = (from: { x: number; y: number }, to: { x: number; y: number }): Rect => ({
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
  });
  const finish = (e: PointerEvent) => {
    if (!drawing || !scale) return;
    const rect = span(drawing.from, at(e));
    setDrawing(null);
    // A click without a drag draws nothing.
    if (rect.width < 4 || rect.height < 4) return;
    const round = (n: number) => Math.round((n / scale) * 100) / 100;
    onArea({ page, x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height) });
  };
  const box = (rect: Rect, key: string) => (
    <Box key={key} sx={{ position: 'absolute', left: rect.x, top: rect.y, width: rect.width, height: rect.height, border: 2, borderColor: 'error.main', bgcolor: 'rgba(211,47,47,.15)' }} />
  );

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.pageEditor.blurHint')}
      </Typography>
      {scale && (
        <Box
          ref={surface}
          data-testid="blur-surface"
          sx={{ position: 'relative', width: 'fit-content', cursor: 'crosshair', touchAction: 'none', userSelect: 'none' }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            const from = at(e);
            setDrawing({ from, rect: { ...from, width: 0, height: 0 } });
          }}
          onPointerMove={(e) => drawing && setDrawing({ ...drawing, rect: span(drawing.from, at(e)) })}
          onPointerUp={finish}
        >
          <PdfPageCanvas doc={doc} pageNumber={page} scale={scale} testId="blur-page" />
          {areas.filter((a) => a.page === page).map((a, i) => box({ x: a.x * scale, y: a.y * scale, width: a.width * scale, height: a.height * scale }, String(i)))}
          {drawing && box(drawing.rect, 'drawing')}
        </Box>
      )}
    </Box>
  );
};
