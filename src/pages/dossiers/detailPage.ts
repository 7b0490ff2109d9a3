import { preloadable } from '../../shell/routing/preloadable';

/**
 * A dossier below its list (`/{area}/{id}/{tab}`), loaded on demand. Preloadable, so a dossier
 * opened in a new tab asks for its chunk as the app starts, and the server renders it
 * (docs/first-screen.md).
 */
export const dossierDetailPage = preloadable(() => import('../dossier-detail/DossierDetailPage'));
