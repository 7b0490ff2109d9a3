import { type ComponentType, lazy } from 'react';

/** What the first screen needs, asked for while the app boots: its chunks and its data. */
const firstScreen: Promise<unknown>[] = [];

/**
 * Makes the app's first render wait for `pending`, `limitMs` at most (`firstScreenLoaded`): a slow
 * or failed chunk or request then suspends, shows its loading state or the error page, as without
 * the wait. Worth it for what the first screen shows: the screen then renders once, complete, rather than a loading state first
 * and the rest in a second, synchronous render whose effects all run before the browser paints
 * (issue #9).
 */
export const holdFirstRenderFor = (pending: Promise<unknown>, limitMs = 1000) => {
  firstScreen.push(Promise.race([pending.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, limitMs))]));
};

/**
 * A lazily loaded page that can start loading before React asks for it. Once its chunk is in, the
 * page renders straight away instead of suspending: a Suspense reveal is held back up to 300 ms
 * after its fallback showed (React 19), which would cost the first screen that much (issue #9).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Page = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  /**
   * Starts loading now, and makes the app's first render wait for it (`firstScreenLoaded`): the
   * chunk arrives while the entry chunk still runs, but it must also have run before React renders
   * the screen, or the page suspends after all and the 300 ms hold applies.
   */
  const loadBeforeFirstRender = () => holdFirstRenderFor(preload());
  return { Page, preload, loadBeforeFirstRender };
}

/** Resolves once what was asked for at boot is in, each part after its limit at most. */
export const firstScreenLoaded = () => Promise.all(firstScreen);
