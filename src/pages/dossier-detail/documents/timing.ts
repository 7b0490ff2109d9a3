import { useEffect, useState } from 'react';

/** Spec 001 §5 / §9: page changes are debounced 1500 ms. */
export const PAGE_CHANGE_DEBOUNCE_MS = 1500;

/** Work shorter than this shows no progress indication: a flash of a bar reads as flicker. */
const PROGRESS_DELAY_MS = 500;

/** `value` once it has stayed the same for `ms`; until then the value before it. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** True while `busy` has lasted longer than `ms`; false again as soon as it ends. */
export function useSlowFlag(busy: boolean, ms = PROGRESS_DELAY_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy, ms]);
  return busy && slow;
}
