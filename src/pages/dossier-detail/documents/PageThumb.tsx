import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DragEvent, KeyboardEvent, MouseEvent } from 'react';
import { PdfPageCanvas } from '../../pdf/PdfPageCanvas';
import type { PdfDocument } from '../../pdf/pdfjs';

const SIZE = 120;

interface Props {
  doc: PdfDocument;
  page: number;
  selected: boolean;
  /** The pending rotation of this page, shown before it is saved. */
  rotation: number;
  removed: boolean;
  draggable: boolean;
  onClick: (keys: { toggle: boolean; range: boolean }) => void;
  onDragStart: () => void;
  onDrop: (before: boolean) => void;
}

/**
 * A page thumbnail: click or keyboard selects it (Ctrl or Shift for more), drag moves the
 * selection before or after another page (the half of the page it is dropped on decides).
 */
export const PageThumb = ({ doc, page, selected, rotation, removed, draggable, onClick, onDragStart, onDrop }: Props) => {
  const translate = useTranslate();
  const keys = (e: MouseEvent | KeyboardEvent) => ({ toggle: e.ctrlKey || e.metaKey, range: e.shiftKey });
  const drop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    const box = e.currentTarget.getBoundingClientRect();
    onDrop(e.clientX < box.left + box.width / 2);
  };
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={translate('app.pageEditor.page', { nummer: page })}
      data-testid={`thumb-${page}`}
      data-selected={selected}
      draggable={draggable}
      onClick={(e: MouseEvent) => onClick(keys(e))}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onClick(keys(e));
      }}
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(page));
        onDragStart();
      }}
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={drop}
      sx={{
        width: SIZE + 16,
        p: 1,
        borderRadius: 1,
        border: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'action.selected' : undefined,
        cursor: draggable ? 'grab' : 'pointer',
        outline: 'none',
        '&:focus-visible': { borderColor: 'primary.dark' },
        position: 'relative',
      }}
    >
      <Box sx={{ height: SIZE, display: 'flex', alignItems: 'center', justifyContent: 'center', opacity: removed ? 0.3 : 1 }}>
        <Box sx={{ transform: `rotate(${rotation}deg)`, transition: 'transform .2s' }}>
          <PdfPageCanvas doc={doc} pageNumber={page} fit={SIZE} testId={`thumb-canvas-${page}`} />
        </Box>
      </Box>
      {removed && <DeleteOutline color="error" sx={{ position: 'absolute', top: 8, right: 8 }} aria-hidden />}
      <Typography variant="caption" component="div" align="center">
        {page}
      </Typography>
    </Box>
  );
};
