import { activeSession } from '../authProvider/session';
import { dataProvider } from '../dataProvider';
import type { ListArea } from '../pages/dossiers/dossierQuery';
import { prefetchDossierListAtBoot } from '../pages/dossiers/DossierListPrefetch';
import { areas } from '../shell/areas';
import { LIST_PATH } from './firstChunk';
import { holdFirstRenderFor, preloadable } from '../shell/routing/preloadable';
import { queryClient } from '../shell/routing/queryClient';
import { resolveAccess } from '../shell/routing/resolveAccess';

/** The dossier lists' page, with the quick search in one chunk (vite.config.ts). */
export const dossierListPage = preloadable(() => import('../pages/dossiers/DossierListPage'));

/**
 * Opened straight on a list (a reload, a link, the start page of most users): the page's chunk and
 * its first page are asked for as the app starts, and its first render waits for both, so the list
 * neither suspends nor renders twice. main.tsx imports this module early: the data request leaves
 * before the rest of React, MUI and react-admin is evaluated (some 150 ms), not after (issue #9).
 * The data only for a session that may open the list: a refusal here would reach the error dialog
 * before the guard could redirect.
 */
const openedList = typeof window === 'undefined' ? null : LIST_PATH.exec(window.location.pathname);
if (openedList) {
  dossierListPage.loadBeforeFirstRender();
  const area = areas.find((a) => a.key === openedList[1]);
  const session = activeSession();
  if (area && session && resolveAccess(area, { permissions: session.permissions, userCode: session.userCode }).allowed) {
    // A slow answer holds the screen a third of a second at most; the list then shows its loading bar.
    holdFirstRenderFor(prefetchDossierListAtBoot(queryClient, dataProvider, openedList[1] as ListArea, window.location.search), 300);
  }
}
