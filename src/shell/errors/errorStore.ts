import { useSyncExternalStore } from 'react';
import type { ErrorDialogContent } from './catalogue';

/** Popup events are debounced (spec 000 §8): of a burst of failures the last one is shown. */
export const ERROR_DEBOUNCE_MS = 100;

let current: ErrorDialogContent | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export const showErrorDialog = (content: ErrorDialogContent) => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = content;
    emit();
  }, ERROR_DEBOUNCE_MS);
};

export const closeErrorDialog = () => {
  clearTimeout(timer);
  current = null;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A screen rendered on the server shows no error, nor does its hydration.
export const useErrorDialog = () => useSyncExternalStore(subscribe, () => current, () => null);
