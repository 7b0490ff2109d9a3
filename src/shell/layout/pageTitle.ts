import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page that names itself (a dossier: 'Dossier: 12 - ABC-1') instead of its area. The shell's
 * DocumentTitle shows it while the page is on screen; leaving the page clears it.
 */
let pageTitle: string | null = null;
const listeners = new Set<() => void>();

const setPageTitle = (title: string | null) => {
  pageTitle = title;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A page names itself in an effect, so a server render never has a name.
export const usePageTitle = () => useSyncExternalStore(subscribe, () => pageTitle, () => null);

/** Names the document after the page while it is mounted; an empty title keeps the area's. */
export const useDocumentTitle = (title: string) => {
  useEffect(() => {
    setPageTitle(title || null);
    return () => setPageTitle(null);
  }, [title]);
};
