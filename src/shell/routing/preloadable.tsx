import { type ComponentType, lazy } from 'react';

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
  return { Page, preload };
}
