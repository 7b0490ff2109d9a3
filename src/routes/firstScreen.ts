import { activeSession } from '../authProvider/session';
import { dataProvider } from '../dataProvider';
import type { ListArea } from '../pages/dossiers/dossierQuery';
import { prefetchDossierListAtBoot } from '../pages/dossiers/DossierListPrefetch';
import { dossierDetailPage } from '../pages/dossiers/detailPage';
import { type ServedScreen, SERVED_SCREEN_ID, sessionFingerprint } from '../../contract/first-screen';
import { areas } from '../shell/areas';
import { DETAIL_PATH, LIST_PATH } from './firstChunk';
import { markServedPage, markServedQuery } from '../shell/routing/hydration';
import { holdFirstRenderFor, preloadable } from '../shell/routing/preloadable';
import { queryClient } from '../shell/routing/queryClient';
import { resolveAccess } from '../shell/routing/resolveAccess';

/** The dossier lists' page, with the quick search in one chunk (vite.config.ts). */
export const dossierListPage = preloadable(() => import('../pages/dossiers/DossierListPage'));

/**
 * The screen the server rendered into the page (docs/first-screen.md), when it was rendered for the
 * session stored here. A screen of another or an older session (another tab signed in or out
 * meanwhile, the session expired, the permissions changed) is dropped, and the app starts as it
 * does without one.
 */
function takeServedScreen(): ServedScreen | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVED_SCREEN_ID);
  if (!element) return null;
  element.remove();
  let served: ServedScreen | null = null;
  try {
    served = JSON.parse(element.textContent ?? '') as ServedScreen;
  } catch {
    // An unreadable page is one without a screen.
  }
  const session = activeSession();
  if (!served || !session || sessionFingerprint(session) !== served.fingerprint) {
    document.getElementById('root')?.replaceChildren();
    return null;
  }
  markServedPage();
  return served;
}

const servedScreen = takeServedScreen();

/**
 * Puts the served screen's answers into the query cache, fresh, just before the app hydrates the
 * screen: its first render is then the server's, and no query asks again. Null without one.
 */
export const hydrationData = () => {
  if (!servedScreen) return null;
  for (const answer of servedScreen.answers) {
    queryClient.setQueryData(answer.key, answer.data);
    const query = queryClient.getQueryCache().find({ queryKey: answer.key, exact: true });
    if (query) markServedQuery(query);
  }
  return servedScreen;
};

/**
 * Opened straight on a list (a reload, a link, the start page of most users): the page's chunk and
 * its first page are asked for as the app starts, and its first render waits for both, so the list
 * neither suspends nor renders twice. main.tsx imports this module early: the data request leaves
 * before the rest of React, MUI and react-admin is evaluated (some 150 ms), not after (issue #9).
 * The data only for a session that may open the list: a refusal here would reach the error dialog
 * before the guard could redirect. A screen the server rendered brought its data along.
 */
const openedList = typeof window === 'undefined' ? null : LIST_PATH.exec(window.location.pathname);
if (openedList) {
  dossierListPage.loadBeforeFirstRender();
  const area = areas.find((a) => a.key === openedList[1]);
  const session = activeSession();
  if (!servedScreen && area && session && resolveAccess(area, { permissions: session.permissions, userCode: session.userCode }).allowed) {
    // A slow answer holds the screen a third of a second at most; the list then shows its loading bar.
    holdFirstRenderFor(prefetchDossierListAtBoot(queryClient, dataProvider, openedList[1] as ListArea, window.location.search), 300);
  }
}

// A dossier opened in a new tab: its page below the list's, and, when the server rendered it, the
// sections of its overview it rendered, all hydrated at once.
if (typeof window !== 'undefined' && DETAIL_PATH.test(window.location.pathname)) {
  dossierListPage.loadBeforeFirstRender();
  dossierDetailPage.loadBeforeFirstRender();
  if (servedScreen) holdFirstRenderFor(import('../pages/dossier-detail/tabs').then(({ DOSSIER_TABS }) => Promise.all((DOSSIER_TABS.find((tab) => tab.key === 'overzicht')?.sections ?? []).map((s) => s.preload()))));
}
