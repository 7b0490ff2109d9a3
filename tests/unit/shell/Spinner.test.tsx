import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markRequestFailed, requestEnded, requestStarted } from '../../../src/dataProvider/pending';
import { Spinner } from '../../../src/shell/layout/Spinner';
import { renderInAdmin } from '../render';

describe('spinner', () => {
  it('appears 100 ms after a request starts and goes when all requests end', () => {
    vi.useFakeTimers();
    renderInAdmin(<Spinner />);
    act(() => requestStarted());
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByTestId('spinner')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('spinner')).toBeTruthy();
    act(() => requestEnded());
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('never shows for a request shorter than 100 ms', () => {
    vi.useFakeTimers();
    renderInAdmin(<Spinner />);
    act(() => requestStarted());
    act(() => vi.advanceTimersByTime(50));
    act(() => requestEnded());
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('hides on an error while other requests still run', () => {
    vi.useFakeTimers();
    renderInAdmin(<Spinner />);
    act(() => {
      requestStarted();
      requestStarted();
    });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId('spinner')).toBeTruthy();
    act(() => {
      markRequestFailed();
      requestEnded();
    });
    expect(screen.queryByTestId('spinner')).toBeNull();
    act(() => requestEnded());
  });
});
