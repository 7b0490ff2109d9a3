import { useSyncExternalStore } from 'react';

/**
 * Whether this page came with a screen the server rendered (docs/first-screen.md), which the app
 * hydrates: a first render must then be the server's, so what the server cannot know (local
 * storage) waits for an effect.
 */
let served = false;

export const servedPage = () => served;

export const markServedPage = () => {
  served = true;
};

/** The answers the page brought along, as put into the query cache. */
const servedAnswers = new WeakSet<object>();

export const markServedAnswer = (data: unknown) => {
  if (typeof data === 'object' && data !== null) servedAnswers.add(data);
};

/**
 * How long a served answer counts as fresh: the server read it moments before the page arrived, and
 * the app must not ask again while it hydrates, however long its script took on a busy machine.
 */
const SERVED_FRESH_MS = 10_000;

/** A query's staleTime: `ms`, or longer for an answer the page brought along. */
export const freshFor =
  (ms: number) =>
  (query: { state: { data: unknown } }): number =>
    typeof query.state.data === 'object' && query.state.data !== null && servedAnswers.has(query.state.data) ? Math.max(ms, SERVED_FRESH_MS) : ms;

const unchanging = () => () => undefined;

/**
 * False on the server and while the app hydrates its screen, true in every other render: for a part
 * that only the browser can draw (a portal into the page's header), drawn right after hydration.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
