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
  /** Its place in the order a pending move leaves, from 1. */
  place: number;
  /** The one thumbnail Tab stops at; the arrow keys go from there to the others. */
  tabStop: boolean;
  onClick: (keys: { toggle: boolean; range: boolean }) => void;
  onDragStart: () => void;
  onDrop: (before: boolean) => void;
  onFocus: () => void;
  /** Arrow keys, Home and End: the thumbnail to go to, by place. */
  onGo: (to: -1 | 1 | 'first' | 'last') => void;
  /** Alt with an arrow key: moves the page (or the selection it is in) one place. */
  onNudge: (by: -1 | 1) => void;
}

const ARROWS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * A page thumbnail: a click selects it (Ctrl or Shift for more), drag moves the selection before
 * or after another page (the half of the page it is dropped on decides). By keyboard: the arrow
 * keys go from page to page, Space or Enter adds or drops the page (Shift: the range), Alt with
 * an arrow moves it.
 */
export const PageThumb = ({ doc, page, selected, rotation, removed, draggable, place, tabStop, onClick, onDragStart, onDrop, onFocus, onGo, onNudge }: Props) => {
  const translate = useTranslate();
  const keys = (e: MouseEvent) => ({ toggle: e.ctrlKey || e.metaKey, range: e.shiftKey });
  const keyDown = (e: KeyboardEvent) => {
    const by = ARROWS[e.key];
    if (e.key === 'Enter' || e.key === ' ') onClick({ toggle: true, range: e.shiftKey });
    else if (by && e.altKey) onNudge(by);
    else if (by) onGo(by);
    else if (e.key === 'Home' || e.key === 'End') onGo(e.key === 'Home' ? 'first' : 'last');
    else return;
    e.preventDefault();
  };
  const drop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    const box = e.currentTarget.getBoundingClientRect();
    onDrop(e.clientX < box.left + box.width / 2);
  };
  return (
    <Box
      role="button"
      tabIndex={tabStop ? 0 : -1}
      aria-pressed={selected}
      aria-label={translate(place === page ? 'app.pageEditor.page' : 'app.pageEditor.pageMoved', { nummer: page, plaats: place })}
      data-testid={`thumb-${page}`}
      data-selected={selected}
      data-place={place}
      draggable={draggable}
      onClick={(e: MouseEvent) => onClick(keys(e))}
      onFocus={onFocus}
      onKeyDown={keyDown}
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
        // Apart from the border that marks a selected page, so a focused selected page shows both.
        '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
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
