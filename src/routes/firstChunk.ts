/**
 * The dossier lists' chunk, asked for as the very first thing the app does when it opens on a list.
 * main.tsx imports this module first and it imports nothing, so the download (a modulepreload link,
 * vite.config.ts) runs beside the ~150 ms in which React, MUI and react-admin are evaluated instead
 * of after them (issue #9). The route's own import() of the page (firstScreen.ts) finds it there.
 * The same for a dossier, whose page sits below its list's.
 */
/** The lists' own paths; the area is the first group. */
export const LIST_PATH = /^\/(dossiers|cds|btl|beheer-btl)\/?$/;
/** A dossier below its list, on any tab. */
export const DETAIL_PATH = /^\/(dossiers|cds|btl|beheer-btl)\/\d+(\/|$)/;

if (typeof window !== 'undefined' && (LIST_PATH.test(window.location.pathname) || DETAIL_PATH.test(window.location.pathname))) {
  void import('../pages/dossiers/DossierListPage').catch(() => undefined);
  if (DETAIL_PATH.test(window.location.pathname)) void import('../pages/dossier-detail/DossierDetailPage').catch(() => undefined);
}
