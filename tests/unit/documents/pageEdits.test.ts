import { describe, expect, it } from 'vitest';
import { applyStep, clickPage, draggedPages, isCallable, orderOf, type PendingEdit, toCall } from '../../../src/pages/dossier-detail/documents/pageEdits';
import { limitFiles, pickerFull } from '../../../src/shell/inputs/noteFiles';

const steps = (...list: Parameters<typeof applyStep>[1][]) =>
  list.reduce<PendingEdit | null | 'conflict'>((pending, step) => (pending === 'conflict' ? pending : applyStep(pending, step)), null);

describe('the pending page change', () => {
  it('turns pages by quarter turns and sends one rotate call', () => {
    const pending = steps({ kind: 'ROTATE', pages: [2], angle: 90 }, { kind: 'ROTATE', pages: [2], angle: 90 }, { kind: 'ROTATE', pages: [4], angle: -90 }, { kind: 'ROTATE', pages: [4], angle: -90 });
    expect(pending).not.toBe('conflict');
    expect(toCall(pending as PendingEdit)).toEqual({ tool: 'pages/rotate', body: { pages: [2, 4], angle: 180 } });
  });

  it('turning back to where a page was leaves nothing to save', () => {
    expect(steps({ kind: 'ROTATE', pages: [1], angle: 90 }, { kind: 'ROTATE', pages: [1], angle: -90 })).toBeNull();
  });

  it('cannot call while pages turn by different angles', () => {
    const mixed = steps({ kind: 'ROTATE', pages: [1], angle: 90 }, { kind: 'ROTATE', pages: [2], angle: -90 }) as PendingEdit;
    expect(isCallable(mixed)).toBe(false);
    const alike = steps({ kind: 'ROTATE', pages: [1], angle: 90 }, { kind: 'ROTATE', pages: [2], angle: -90 }, { kind: 'ROTATE', pages: [2], angle: 90 }, { kind: 'ROTATE', pages: [2], angle: 90 });
    expect(isCallable(alike as PendingEdit)).toBe(true);
    expect(toCall(alike as PendingEdit).body).toEqual({ pages: [1, 2], angle: 90 });
  });

  it('collects removed pages in document order', () => {
    expect(toCall(steps({ kind: 'REMOVE', pages: [3] }, { kind: 'REMOVE', pages: [1, 3] }) as PendingEdit)).toEqual({ tool: 'pages/remove', body: { pages: [1, 3] } });
  });

  it('waits for a save or undo before another kind of change', () => {
    expect(steps({ kind: 'REMOVE', pages: [1] }, { kind: 'ROTATE', pages: [2], angle: 90 })).toBe('conflict');
    expect(steps({ kind: 'MOVE', pages: [1], targetPage: 3, before: false }, { kind: 'MOVE', pages: [2], targetPage: 3, before: true })).toBe('conflict');
  });

  it('builds the other calls as docs/pdf.md describes them', () => {
    expect(toCall({ kind: 'MOVE', pages: [1, 2], targetPage: 4, before: true })).toEqual({ tool: 'pages/move', body: { pages: [1, 2], targetPage: 4, before: true } });
    expect(toCall({ kind: 'DUPLICATE', pages: [2, 5] })).toEqual({ tool: 'duplicate', body: { pages: [2, 5], insertAfterPageIndex: 5 } });
    expect(toCall({ kind: 'SPLIT', pages: [3] })).toEqual({ tool: 'split', body: { pages: [3] } });
    expect(toCall({ kind: 'COMPRESS' })).toEqual({ tool: 'compress', body: { downsampleDpi: 96, maxDpi: 150, quality: 0.6 } });
    const area = { page: 1, x: 10, y: 20, width: 30, height: 40 };
    expect(toCall(steps({ kind: 'BLUR', area }, { kind: 'BLUR', area: { ...area, page: 2 } }) as PendingEdit)).toEqual({
      tool: 'blur-manually',
      body: { documentBody: [area, { ...area, page: 2 }] },
    });
  });
});

describe('moving pages with the keyboard', () => {
  const nudge = (pages: number[], by: -1 | 1) => ({ kind: 'NUDGE' as const, pages, by, pageCount: 5 });
  const order = (pending: PendingEdit | null | 'conflict') => {
    expect(pending).not.toBe('conflict');
    return orderOf(pending as PendingEdit | null, 5);
  };

  it('moves a page one place per press, as one move call of the pages in their new place', () => {
    const once = steps(nudge([2], 1));
    expect(once).toEqual({ kind: 'MOVE', pages: [2], targetPage: 3, before: false });
    const thrice = steps(nudge([2], 1), nudge([2], 1), nudge([2], 1));
    expect(order(thrice)).toEqual([1, 3, 4, 5, 2]);
    expect(toCall(thrice as PendingEdit)).toEqual({ tool: 'pages/move', body: { pages: [2], targetPage: 5, before: false } });
    expect(order(steps(nudge([2], -1)))).toEqual([2, 1, 3, 4, 5]);
    expect(steps(nudge([2], -1))).toEqual({ kind: 'MOVE', pages: [2], targetPage: 1, before: true });
  });

  it('stops at either end, and moving back to where the pages were leaves nothing to save', () => {
    expect(steps(nudge([1], -1))).toBeNull();
    expect(order(steps(nudge([4], 1), nudge([4], 1), nudge([4], 1)))).toEqual([1, 2, 3, 5, 4]);
    expect(steps(nudge([3], 1), nudge([3], -1))).toBeNull();
  });

  it('moves selected pages together, gathered at the first of them', () => {
    expect(order(steps(nudge([4, 2], 1)))).toEqual([1, 3, 2, 4, 5]);
    expect(order(steps(nudge([2, 3], 1), nudge([2, 3], 1)))).toEqual([1, 4, 5, 2, 3]);
  });

  it('a keyboard move of other pages, or after another kind of change, waits for a save or undo', () => {
    expect(steps(nudge([2], 1), nudge([3], 1))).toBe('conflict');
    expect(steps({ kind: 'REMOVE', pages: [1] }, nudge([2], 1))).toBe('conflict');
    expect(steps(nudge([2], 1), { kind: 'ROTATE', pages: [2], angle: 90 })).toBe('conflict');
  });

  it('the order shows a dragged move as the server will save it', () => {
    expect(orderOf({ kind: 'MOVE', pages: [1, 2], targetPage: 4, before: true }, 5)).toEqual([3, 1, 2, 4, 5]);
    expect(orderOf(null, 3)).toEqual([1, 2, 3]);
  });
});

describe('selecting thumbnails', () => {
  const none = { pages: [], anchor: null };
  const plain = { toggle: false, range: false };

  it('a click selects one page, Ctrl adds or drops, Shift selects the range from the anchor', () => {
    let s = clickPage(none, 3, plain);
    expect(s).toEqual({ pages: [3], anchor: 3 });
    s = clickPage(s, 6, { toggle: true, range: false });
    expect(s.pages).toEqual([3, 6]);
    s = clickPage(s, 3, { toggle: true, range: false });
    expect(s.pages).toEqual([6]);
    s = clickPage(s, 6, { toggle: false, range: true });
    expect(s).toEqual({ pages: [3, 4, 5, 6], anchor: 3 });
    expect(clickPage({ pages: [9], anchor: 1 }, 2, { toggle: true, range: true }).pages).toEqual([1, 2, 9]);
    expect(clickPage(s, 4, plain)).toEqual({ pages: [4], anchor: 4 });
  });

  it('a drag carries the selection, or only the page when it is not selected', () => {
    expect(draggedPages({ pages: [1, 2], anchor: 1 }, 2)).toEqual([1, 2]);
    expect(draggedPages({ pages: [1, 2], anchor: 1 }, 5)).toEqual([5]);
  });
});

describe('note attachments', () => {
  const files = (n: number) => Array.from({ length: n }, (_, i) => new File(['x'], `f${i}.pdf`));
  it('keeps at most ten and says when more were chosen; the picker closes from ten on', () => {
    expect(limitFiles(files(12))).toMatchObject({ overflow: true });
    expect(limitFiles(files(12)).files).toHaveLength(10);
    expect(limitFiles(files(10)).overflow).toBe(false);
    expect(pickerFull(files(9))).toBe(false);
    expect(pickerFull(files(10))).toBe(true);
  });
});
