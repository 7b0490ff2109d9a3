import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { FirstScreenRead, FirstScreenRenderer, FirstScreenRequest, RenderInput, ServedAnswer } from '../contract/first-screen';
import { App } from './App';
import { withQuery } from './dataProvider/params';
import { i18nProvider } from './i18n/i18nProvider';
import { dossierFirstScreenReads } from './routes/dossierScreenReads';
import { DOSSIER_TABS } from './pages/dossier-detail/tabs';
import { dossierDetailPage } from './pages/dossiers/detailPage';
import { type ListArea, dossierPageRead, parseListUrl } from './pages/dossiers/dossierQuery';
import { LIST_PATH } from './routes/firstChunk';
import { dossierListPage } from './routes/firstScreen';
import { areas } from './shell/areas';
import { MENU_REPORTS_READ, seesMenuReports } from './shell/menu/useMenuReports';
import { documentTitle } from './shell/layout/documentTitleText';
import { isProfile } from './shell/profile';
import { createQueryClient } from './shell/routing/queryClient';
import { resolveAccess } from './shell/routing/resolveAccess';
import { renderForRequest } from './shell/serverRender';
import { STYLE_KEY } from './shell/styles/styleCache';

/**
 * The app's server render of the first screen (docs/first-screen.md): a dossier list, or a
 * dossier's header and overview, rendered by the API process for the signed-in user of a document
 * request and hydrated by the browser with the same components. Built by `vite build` into
 * build/first-screen (vite.config.ts, environment `ssr`); the server imports it on first use.
 */

/** A dossier opened on its overview (the first tab, the one a new tab shows). */
const OVERVIEW_PATH = /^\/(dossiers|cds|btl|beheer-btl)\/(\d{1,9})(?:\/overzicht)?\/?$/;

const mayOpen = (areaKey: string, request: FirstScreenRequest) => {
  const area = areas.find((candidate) => candidate.key === areaKey);
  return !!area && resolveAccess(area, { permissions: request.user.permissions, userCode: request.user.userCode }).allowed;
};

const titled = (pathname: string) => documentTitle(pathname, (key) => i18nProvider.translate(key));

/** The reads of the frame around every screen: the sidebar's report entries, which would otherwise push the entries below them down. */
const frameReads = (request: FirstScreenRequest): FirstScreenRead[] => (seesMenuReports(request.user.permissions) ? [MENU_REPORTS_READ] : []);

/**
 * The screen at a URL, whoever asks: a list, or a dossier on its overview, with the document's title
 * (a dossier's own title follows in the browser, useDocumentTitle: the area's until then, as
 * before). Null for any other page, and with `?menu=`: the floating panel restores its draft from the
 * tab's session storage, which a server cannot read.
 */
function screen(path: string) {
  const url = new URL(path, 'http://localhost');
  if (url.searchParams.has('menu')) return null;
  const list = LIST_PATH.exec(url.pathname);
  const detail = OVERVIEW_PATH.exec(url.pathname);
  if (!list && !detail) return null;
  return { url, list, detail, title: titled(url.pathname) };
}

/** The reads of the screen for this user; null when the user may not open it. */
function plan(request: FirstScreenRequest): FirstScreenRead[] | null {
  const found = screen(request.url);
  if (!found) return null;
  const { url, list, detail } = found;
  if (list && mayOpen(list[1], request)) {
    const read = dossierPageRead(list[1] as ListArea, parseListUrl(url.searchParams));
    return [{ key: read.key, url: withQuery(read.path, read.query) }, ...frameReads(request)];
  }
  if (detail && mayOpen(detail[1], request)) {
    return [...dossierFirstScreenReads(detail[2], url.searchParams.get('origin') ?? 'AANVRAAG', request.user), ...frameReads(request)];
  }
  return null;
}

async function render(input: RenderInput) {
  const reads = plan(input);
  if (!reads || reads.length !== input.answers.length) throw new Error(`no screen for ${input.url}`);
  const answers: ServedAnswer[] = reads.map((read, i) => ({ key: read.key, data: read.select ? read.select(input.answers[i] as never) : input.answers[i] }));
  const handler = createStaticHandler([{ path: '*', element: null }]);
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`no screen for ${input.url}`);
  // Synchronous from here: the request's user is the render's only while this runs.
  const html = renderForRequest({ session: { ...input.user, token: '' }, profile: isProfile(input.profile) ? input.profile : 'ff', cookies: input.cookies }, () => {
    const queryClient = createQueryClient();
    for (const answer of answers) queryClient.setQueryData(answer.key, answer.data);
    // A cache of its own per request: emotion writes each style beside its first element, once per cache.
    const styleCache = createCache({ key: STYLE_KEY });
    const routes = handler.dataRoutes.map((route) => ({ ...route, element: <App queryClient={queryClient} styleCache={styleCache} /> }));
    const router = createStaticRouter(routes, context);
    return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  });
  return { html, answers };
}

/** The sections of the overview tab, the only tab the server renders. */
const overviewSections = DOSSIER_TABS.find((tab) => tab.key === 'overzicht')?.sections ?? [];

/**
 * The renderer, once every page it may render is loaded: a lazy page that is not would render its
 * loading state instead.
 */
export default async function createRenderer(): Promise<FirstScreenRenderer> {
  await Promise.all([dossierListPage.preload(), dossierDetailPage.preload(), ...overviewSections.map((s) => s.preload())]);
  return { title: (url) => screen(url)?.title ?? null, plan, render };
}
