import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { plugFrameIntoDataLayer } from '../../src/shell/errors/report';

// findBy… and waitFor wait up to 3 s instead of 1 s: on a busy 2-core machine a page's first
// render with its lazy parts can take longer than a second (seen: 1.7 s) without being wrong.
configure({ asyncUtilTimeout: 3000 });

// As src/main.tsx does: the data layer's failures show in the frame's error dialog.
plugFrameIntoDataLayer();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
