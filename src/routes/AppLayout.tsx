import type { ReactNode } from 'react';
import { activeSession } from '../authProvider/session';
import { ShellLayout } from '../shell/layout/ShellLayout';
import { preloadable } from '../shell/routing/preloadable';
import { listenForSearchShortcut } from './searchShortcut';

/**
 * The header's dossier quick search, part of the dossier lists' chunk (vite.config.ts) and not of
 * the first download (its popper and list with it): a signed-in boot starts loading it, and the
 * header renders it after the first paint, so the first screen never waits for it (issue #9).
 */
const quickSearch = preloadable(() => import('../pages/dossiers/QuickSearch'));
/** The search window's button and Ctrl+K, after the first paint as well: its tooltip brings MUI's popper along (~10 kB gzip). */
const searchLauncher = preloadable(() => import('./SearchLauncher'));
if (typeof window !== 'undefined') listenForSearchShortcut();
if (typeof window !== 'undefined' && activeSession()) {
  void quickSearch.preload().catch(() => undefined);
  void searchLauncher.preload().catch(() => undefined);
}

/** The shell's frame with what the areas lend it: the dossiers' quick search and the search window (Ctrl+K) in its header. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <ShellLayout search={quickSearch.Page} launcher={searchLauncher.Page}>
    {children}
  </ShellLayout>
);
