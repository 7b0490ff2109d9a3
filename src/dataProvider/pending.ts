import { useSyncExternalStore } from 'react';

/**
 * In-flight requests counted by the fetch wrapper for the header spinner. A failure hides the
 * spinner until the next request starts, so it never spins behind the error dialog.
 */
let pending = 0;
let hidden = false;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const requestStarted = () => {
  pending += 1;
  hidden = false;
  emit();
};

export const requestEnded = () => {
  pending = Math.max(0, pending - 1);
  emit();
};

export const markRequestFailed = () => {
  hidden = true;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Number of running requests the spinner should show for (0 while hidden after a failure). */
// A screen rendered on the server shows no request running, nor does its hydration.
export const usePendingRequests = () => useSyncExternalStore(subscribe, () => (hidden ? 0 : pending), () => 0);
