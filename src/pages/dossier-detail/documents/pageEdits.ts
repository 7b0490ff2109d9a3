import { COMPRESS_DEFAULTS } from '../../../../contract/pagetools';
import type { PageTool } from '../../../dataProvider/documents';

/**
 * The page editor's one pending change (docs/pdf.md): what the user has done since the last save,
 * as the one page-tool call that would save it. Pages count from 1, as under the thumbnails.
 */
export interface BlurArea {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PendingEdit =
  | { kind: 'ROTATE'; rotations: Record<number, number> }
  | { kind: 'REMOVE'; pages: number[] }
  | { kind: 'MOVE'; pages: number[]; targetPage: number; before: boolean }
  | { kind: 'SPLIT'; pages: number[] }
  | { kind: 'DUPLICATE'; pages: number[] }
  | { kind: 'COMPRESS' }
  | { kind: 'BLUR'; areas: BlurArea[] }
  /** All pages of another document of the dossier, inserted after `insertAfterPageIndex` pages (0: in front). */
  | { kind: 'MERGE'; source: { id: number; naam: string }; insertAfterPageIndex: number };

/** A step the user takes; a rotation is a quarter turn on each of the pages. */
export type EditStep =
  | { kind: 'ROTATE'; pages: number[]; angle: 90 | -90 }
  | { kind: 'REMOVE' | 'SPLIT' | 'DUPLICATE'; pages: number[] }
  | { kind: 'MOVE'; pages: number[]; targetPage: number; before: boolean }
  /** The keyboard's move: the pages one place earlier (-1) or later (1), together, in their order. */
  | { kind: 'NUDGE'; pages: number[]; by: -1 | 1; pageCount: number }
  | { kind: 'COMPRESS' }
  | { kind: 'BLUR'; area: BlurArea }
  | { kind: 'MERGE'; source: { id: number; naam: string }; insertAfterPageIndex: number };

const sorted = (pages: Iterable<number>) => [...new Set(pages)].sort((a, b) => a - b);
const quarter = (angle: number) => (((angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;

/** The pages a rotation turns, and by how much: one call turns all its pages alike, so they must agree. */
const rotationCall = (rotations: Record<number, number>) => {
  const turned = Object.entries(rotations).filter(([, angle]) => angle !== 0);
  const angles = new Set(turned.map(([, angle]) => angle));
  return angles.size === 1 ? { pages: sorted(turned.map(([page]) => Number(page))), angle: [...angles][0] } : null;
};

const allPages = (pageCount: number) => Array.from({ length: pageCount }, (_, i) => i + 1);

/** The pages (numbered as in the saved document) in the order a pending move leaves them. */
export function orderOf(pending: PendingEdit | null, pageCount: number): number[] {
  const order = allPages(pageCount);
  if (pending?.kind !== 'MOVE') return order;
  const rest = order.filter((page) => !pending.pages.includes(page));
  rest.splice(rest.indexOf(pending.targetPage) + (pending.before ? 0 : 1), 0, ...pending.pages);
  return rest;
}

/**
 * A keyboard move on top of the pending one: the pages stand together at a place among the other
 * pages and shift one place; scattered pages gather at the first of them first. Each press
 * replaces the pending move, so it stays the one call that saves it.
 */
function nudge(pending: PendingEdit | null, step: Extract<EditStep, { kind: 'NUDGE' }>): PendingEdit | null | 'conflict' {
  const moving = sorted(step.pages);
  if (pending && (pending.kind !== 'MOVE' || pending.pages.join() !== moving.join())) return 'conflict';
  const rest = allPages(step.pageCount).filter((page) => !moving.includes(page));
  if (!moving.length || !rest.length) return pending;
  const place = pending ? rest.indexOf(pending.targetPage) + (pending.before ? 0 : 1) : rest.filter((page) => page < moving[0]).length;
  const next = Math.min(rest.length, Math.max(0, place + step.by));
  if (pending && next === place) return pending;
  const moved: PendingEdit = next === 0 ? { kind: 'MOVE', pages: moving, targetPage: rest[0], before: true } : { kind: 'MOVE', pages: moving, targetPage: rest[next - 1], before: false };
  return orderOf(moved, step.pageCount).every((page, i) => page === i + 1) ? null : moved;
}

/**
 * The pending change after one more step, `null` when nothing is left to save, or 'conflict' when
 * the step is another kind of change than the pending one: the user saves or discards first.
 */
export function applyStep(pending: PendingEdit | null, step: EditStep): PendingEdit | null | 'conflict' {
  if (step.kind === 'NUDGE') return nudge(pending, step);
  if (pending && pending.kind !== step.kind) return 'conflict';
  switch (step.kind) {
    case 'ROTATE': {
      const rotations = { ...(pending?.kind === 'ROTATE' ? pending.rotations : {}) };
      for (const page of step.pages) rotations[page] = quarter((rotations[page] ?? 0) + step.angle);
      return Object.values(rotations).every((angle) => angle === 0) ? null : { kind: 'ROTATE', rotations };
    }
    case 'REMOVE':
      return { kind: 'REMOVE', pages: sorted([...(pending?.kind === 'REMOVE' ? pending.pages : []), ...step.pages]) };
    case 'MOVE':
      return pending ? 'conflict' : { kind: 'MOVE', pages: sorted(step.pages), targetPage: step.targetPage, before: step.before };
    case 'SPLIT':
    case 'DUPLICATE':
      return { kind: step.kind, pages: sorted(step.pages) };
    case 'COMPRESS':
      return { kind: 'COMPRESS' };
    case 'BLUR':
      return { kind: 'BLUR', areas: [...(pending?.kind === 'BLUR' ? pending.areas : []), step.area] };
    case 'MERGE':
      return { kind: 'MERGE', source: step.source, insertAfterPageIndex: step.insertAfterPageIndex };
  }
}

/**
 * Whether one call can save the change: a rotate call turns all its pages by one angle, so pages
 * turned by different angles wait until the user turns them alike (the steps in between may differ).
 */
export const isCallable = (edit: PendingEdit) => edit.kind !== 'ROTATE' || rotationCall(edit.rotations) !== null;

/** Where the split-off pages go: the new document's name and the request it answers (docs/pdf.md). */
export interface SplitTarget {
  naam?: string;
  dossierDocumentId?: number | null;
}

/** The page-tool call (path and body) that previews or saves the pending change. */
export function toCall(edit: PendingEdit, splitTarget: SplitTarget = {}): { tool: PageTool; body: Record<string, unknown> } {
  switch (edit.kind) {
    case 'ROTATE': {
      const call = rotationCall(edit.rotations) ?? { pages: [], angle: 0 };
      return { tool: 'pages/rotate', body: { pages: call.pages, angle: call.angle } };
    }
    case 'REMOVE':
      return { tool: 'pages/remove', body: { pages: edit.pages } };
    case 'MOVE':
      return { tool: 'pages/move', body: { pages: edit.pages, targetPage: edit.targetPage, before: edit.before } };
    case 'SPLIT': {
      const target = { naam: splitTarget.naam?.trim() || undefined, dossierDocumentId: splitTarget.dossierDocumentId ?? undefined };
      return { tool: 'split', body: target.naam || target.dossierDocumentId ? { pages: edit.pages, targetDocumentBijDossier: target } : { pages: edit.pages } };
    }
    case 'DUPLICATE':
      return { tool: 'duplicate', body: { pages: edit.pages, insertAfterPageIndex: Math.max(...edit.pages) } };
    case 'COMPRESS':
      return { tool: 'compress', body: { ...COMPRESS_DEFAULTS } };
    case 'BLUR':
      return { tool: 'blur-manually', body: { documentBody: edit.areas } };
    case 'MERGE':
      return { tool: 'merge', body: { sourceDocumentBijDossierId: edit.source.id, insertAfterPageIndex: edit.insertAfterPageIndex } };
  }
}

/** The pages a pending change is about, for its one-line description. */
export const pagesOf = (edit: PendingEdit): number[] => {
  if (edit.kind === 'ROTATE') return rotationCall(edit.rotations)?.pages ?? [];
  if (edit.kind === 'BLUR') return sorted(edit.areas.map((a) => a.page));
  if (edit.kind === 'COMPRESS' || edit.kind === 'MERGE') return [];
  return edit.pages;
};

export interface Selection {
  pages: number[];
  /** Where a Shift-click range starts: the last page clicked without Shift. */
  anchor: number | null;
}

/**
 * A click on a thumbnail: alone it selects that page only, with Ctrl (or ⌘) it adds or drops the
 * page, with Shift it selects the range from the anchor, as in a file manager.
 */
export function clickPage(selection: Selection, page: number, keys: { toggle: boolean; range: boolean }): Selection {
  if (keys.range && selection.anchor !== null) {
    const [from, to] = [Math.min(selection.anchor, page), Math.max(selection.anchor, page)];
    const range = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return { pages: sorted(keys.toggle ? [...selection.pages, ...range] : range), anchor: selection.anchor };
  }
  if (keys.toggle) {
    const pages = selection.pages.includes(page) ? selection.pages.filter((p) => p !== page) : sorted([...selection.pages, page]);
    return { pages, anchor: page };
  }
  return { pages: [page], anchor: page };
}

/** The pages a drag carries: the selection when the dragged page is part of it, else that page alone. */
export const draggedPages = (selection: Selection, page: number) => (selection.pages.includes(page) ? selection.pages : [page]);
