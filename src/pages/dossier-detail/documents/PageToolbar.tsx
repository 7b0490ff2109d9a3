import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BlurOn from '@mui/icons-material/BlurOn';
import CallSplit from '@mui/icons-material/CallSplit';
import Compress from '@mui/icons-material/Compress';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import MergeType from '@mui/icons-material/MergeType';
import RotateLeft from '@mui/icons-material/RotateLeft';
import RotateRight from '@mui/icons-material/RotateRight';
import { Box, Button, ToggleButton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { EditStep, PendingEdit } from './pageEdits';

interface Props {
  pageCount: number;
  selection: number[];
  pending: PendingEdit | null;
  blurring: boolean;
  /** What the last move by keyboard or button did, read out by screen readers. */
  announcement: string | null;
  onSelect: (pages: number[]) => void;
  onStep: (step: EditStep) => void;
  onBlur: (on: boolean) => void;
  /** Opens the choice of the document to merge in. */
  onMerge: () => void;
}

/** The page editor's tools; a tool of another kind than the pending change waits until that is saved or undone. */
export const PageToolbar = ({ pageCount, selection, pending, blurring, announcement, onSelect, onStep, onBlur, onMerge }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.pageEditor.${key}`, options);
  const other = (kind: PendingEdit['kind']) => !!pending && pending.kind !== kind;
  const pages = selection.length > 0;
  const movable = pages && selection.length < pageCount;
  const tool = (key: string, icon: ReactNode, kind: PendingEdit['kind'], disabled: boolean, step: () => EditStep) => (
    <Button size="small" startIcon={icon} disabled={disabled || other(kind)} onClick={() => onStep(step())} data-testid={`tool-${key}`}>
      {t(key)}
    </Button>
  );
  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        {tool('rotateLeft', <RotateLeft />, 'ROTATE', !pages, () => ({ kind: 'ROTATE', pages: selection, angle: -90 }))}
        {tool('rotateRight', <RotateRight />, 'ROTATE', !pages, () => ({ kind: 'ROTATE', pages: selection, angle: 90 }))}
        {tool('moveEarlier', <ArrowBack />, 'MOVE', !movable, () => ({ kind: 'NUDGE', pages: selection, by: -1, pageCount }))}
        {tool('moveLater', <ArrowForward />, 'MOVE', !movable, () => ({ kind: 'NUDGE', pages: selection, by: 1, pageCount }))}
        {tool('remove', <Delete />, 'REMOVE', !pages, () => ({ kind: 'REMOVE', pages: selection }))}
        {tool('split', <CallSplit />, 'SPLIT', !pages, () => ({ kind: 'SPLIT', pages: selection }))}
        {tool('duplicate', <ContentCopy />, 'DUPLICATE', !pages, () => ({ kind: 'DUPLICATE', pages: selection }))}
        {tool('compress', <Compress />, 'COMPRESS', pageCount === 0, () => ({ kind: 'COMPRESS' }))}
        <Button size="small" startIcon={<MergeType />} disabled={pageCount === 0 || other('MERGE')} onClick={onMerge} data-testid="tool-merge">
          {t('merge')}
        </Button>
        <ToggleButton
          size="small"
          value="blur"
          selected={blurring}
          disabled={other('BLUR')}
          onChange={() => onBlur(!blurring)}
          sx={{ border: 0, px: 1, textTransform: 'none' }}
          data-testid="tool-blur"
        >
          <BlurOn fontSize="small" sx={{ mr: 0.5 }} />
          {t('blur')}
        </ToggleButton>
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={() => onSelect(Array.from({ length: pageCount }, (_, i) => i + 1))} disabled={pageCount === 0} data-testid="select-all">
          {t('selectAll')}
        </Button>
        <Button size="small" onClick={() => onSelect([])} disabled={!pages} data-testid="select-none">
          {t('selectNone')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="selection-count">
        {announcement ?? (blurring && selection.length !== 1 ? t('blurChoosePage') : `${t('selected', { smart_count: selection.length })} · ${t('selectHint')}`)}
      </Typography>
    </Box>
  );
};
