import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenLoaded, holdFirstRenderFor } from '../../../src/shell/routing/preloadable';

afterEach(() => vi.useRealTimers());

describe('the first render', () => {
  it('waits for what the first screen needs, a slow request no longer than its limit', async () => {
    vi.useFakeTimers();
    let loaded = false;
    holdFirstRenderFor(Promise.resolve('chunk'));
    holdFirstRenderFor(Promise.reject(new Error('refused')));
    holdFirstRenderFor(new Promise(() => undefined), 300);
    void firstScreenLoaded().then(() => {
      loaded = true;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toBe(true);
  });
});
