import { useEffect, useSyncExternalStore } from 'react';

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

/** The element a served screen arrives in; the server marks it inert (server/services/first-screen/document.ts). */
const ROOT_ID = 'root';

/**
 * Lifts the served screen's inertness once the app has taken it over. Until then the screen is on
 * view but does nothing: a click on a row before the app's script has run would be lost, so the
 * browser takes none (and a test waits for it, as for any element that takes no clicks yet).
 */
export const useServedScreenTakenOver = () =>
  useEffect(() => {
    if (served) document.getElementById(ROOT_ID)?.removeAttribute('inert');
  }, []);

/** The queries the page brought the answers of, with the moment each answer went into the cache. */
const servedQueries = new Map<string, number>();

interface CachedQuery {
  queryHash: string;
  state: { dataUpdatedAt: number };
}

export const markServedQuery = (query: CachedQuery) => {
  servedQueries.set(query.queryHash, query.state.dataUpdatedAt);
};

/**
 * How long a served answer counts as fresh: the server read it moments before the page arrived, and
 * the app must not ask again while it hydrates, however long its script took on a busy machine.
 */
const SERVED_FRESH_MS = 10_000;

/** A query's staleTime: `ms`, or longer while it holds the answer the page brought along. */
export const freshFor =
  (ms: number) =>
  (query: CachedQuery): number =>
    servedQueries.get(query.queryHash) === query.state.dataUpdatedAt ? Math.max(ms, SERVED_FRESH_MS) : ms;

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
