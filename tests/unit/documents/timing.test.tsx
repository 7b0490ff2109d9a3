import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CHANGE_DEBOUNCE_MS, useDebouncedValue, useSlowFlag } from '../../../src/pages/dossier-detail/documents/timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page changes are debounced 1500 ms (spec 001 §9)', () => {
  it('settles only after 1500 ms without a change; every change restarts the wait', () => {
    expect(PAGE_CHANGE_DEBOUNCE_MS).toBe(1500);
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, PAGE_CHANGE_DEBOUNCE_MS), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    act(() => void vi.advanceTimersByTime(1000));
    rerender({ value: 'c' });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('c');
  });
});

describe('progress shows on work over half a second', () => {
  it('stays hidden for short work and shows after 500 ms until the work ends', () => {
    const { result, rerender } = renderHook(({ busy }) => useSlowFlag(busy), { initialProps: { busy: true } });
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ busy: false });
    expect(result.current).toBe(false);
    rerender({ busy: true });
    expect(result.current).toBe(false);
  });
});
