import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { closeErrorDialog, showErrorDialog, useErrorDialog } from '../../../src/shell/errors/errorStore';

const content = (message: string) => ({ type: 'GENERAL', messages: [message], fields: [], reloadOnClose: false });

describe('error dialog store', () => {
  it('debounces popup events by 100 ms and shows the last of a burst', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useErrorDialog());
    act(() => {
      showErrorDialog(content('eerste'));
      showErrorDialog(content('tweede'));
    });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.messages).toEqual(['tweede']);
    act(() => closeErrorDialog());
    expect(result.current).toBeNull();
  });
});
