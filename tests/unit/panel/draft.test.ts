import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MS, EMPTY_DRAFT, clearDraft, readDraft, useDraftAutosave, validateDraft, type Draft } from '../../../src/shell/panel/draft';
import { panelLeft } from '../../../src/shell/panel/placement';

const note: Draft = { ...EMPTY_DRAFT, type: 0, dossierId: 4711, subject: 'Telefoon', note: 'Belt morgen terug.' };

describe('the draft of the floating panel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('is stored one second after the last change and restored from session storage', () => {
    const { rerender } = renderHook(({ draft }) => useDraftAutosave(draft, true), { initialProps: { draft: note } });
    vi.advanceTimersByTime(AUTOSAVE_MS - 1);
    expect(readDraft()).toBeNull();
    // A change restarts the second.
    rerender({ draft: { ...note, subject: 'Telefoon in' } });
    vi.advanceTimersByTime(AUTOSAVE_MS - 1);
    expect(readDraft()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(readDraft()).toEqual({ ...note, subject: 'Telefoon in' });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('is not stored while the panel is closed', () => {
    renderHook(() => useDraftAutosave(note, false));
    vi.advanceTimersByTime(AUTOSAVE_MS * 2);
    expect(readDraft()).toBeNull();
  });

  it('starts with a task, aanleiding O and priority 3', () => {
    expect(EMPTY_DRAFT).toMatchObject({ type: 1, aanleiding: 'O', priorityId: 3 });
  });
});

describe('validation of the basic form (spec 000 §5)', () => {
  it('accepts a complete note', () => {
    expect(validateDraft(note)).toEqual({});
  });

  it('requires dossier, subject and text of a note', () => {
    expect(validateDraft({ ...note, dossierId: null, subject: ' ', note: '' })).toEqual({
      dossierId: { key: 'required' },
      subject: { key: 'required' },
      note: { key: 'required' },
    });
  });

  it('drops the dossier and subject requirements for a task, not the text', () => {
    expect(validateDraft({ ...note, type: 1, dossierId: null, subject: '' })).toEqual({});
    expect(validateDraft({ ...note, type: 1, note: '' })).toEqual({ note: { key: 'required' } });
  });

  it('limits the subject to 100 and the text to 1000 characters', () => {
    expect(validateDraft({ ...note, subject: 'x'.repeat(100), note: 'y'.repeat(1000) })).toEqual({});
    expect(validateDraft({ ...note, type: 1, subject: 'x'.repeat(101), note: 'y'.repeat(1001) })).toEqual({
      subject: { key: 'tooLong', max: 100 },
      note: { key: 'tooLong', max: 1000 },
    });
  });
});

describe('placement of the panel (spec 000 §2)', () => {
  it('sits at the window width minus 263 px above 1299 px, else at 0', () => {
    expect(panelLeft(1366)).toBe(1103);
    expect(panelLeft(1300)).toBe(1037);
    expect(panelLeft(1299)).toBe(0);
  });
});
