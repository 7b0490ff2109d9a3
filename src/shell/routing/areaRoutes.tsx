import { type ReactNode, lazy } from 'react';
import { Route } from 'react-router-dom';
import { activeSession } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import type { ListArea } from '../../pages/dossiers/dossierQuery';
import { DossierListPrefetch, prefetchDossierListAtBoot } from '../../pages/dossiers/DossierListPrefetch';
import { areas } from '../areas';
import { AreaRoute } from './AreaGuard';
import { holdFirstRenderFor, preloadable } from './preloadable';
import { queryClient } from './queryClient';
import { resolveAccess } from './resolveAccess';

const UnavailablePage = lazy(() => import('../../pages/unavailable/UnavailablePage'));
const dossierListPage = preloadable(() => import('../../pages/dossiers/DossierListPage'));
const DossierListPage = dossierListPage.Page;
// Opened straight on a list (a reload, a link, the start page of most users): fetch the page's chunk
// and its first page while the app boots and checks the session, so the list neither suspends nor
// waits for its data when its route renders. Only for a session that may open the list: a refusal
// here would reach the error dialog before the guard could redirect.
const openedList = typeof window === 'undefined' ? null : /^\/(dossiers|cds|btl|beheer-btl)\/?$/.exec(window.location.pathname);
if (openedList) {
  dossierListPage.loadBeforeFirstRender();
  const area = areas.find((a) => a.key === openedList[1]);
  const session = activeSession();
  if (area && session && resolveAccess(area, { permissions: session.permissions, userCode: session.userCode }).allowed) {
    holdFirstRenderFor(prefetchDossierListAtBoot(queryClient, dataProvider, openedList[1] as ListArea, window.location.search));
  }
}
const WerkverdelingPage = lazy(() => import('../../pages/werkverdeling/WerkverdelingPage'));
const InformatieRoutes = lazy(() => import('../../pages/informatie/InformatieRoutes'));
const PdfRoutes = lazy(() => import('../../pages/pdf/PdfRoutes'));
const ExtractedPartiesPage = lazy(() => import('../../pages/extracted-parties/ExtractedPartiesPage'));
const ProfilePage = lazy(() => import('../../pages/profile/ProfilePage'));
const SecurityLogPage = lazy(() => import('../../pages/beheer-security/SecurityLogPage'));
const OutboxPage = lazy(() => import('../../pages/beheer-security/OutboxPage'));
const WorkflowPage = lazy(() => import('../../pages/workflow/WorkflowPage'));
const TakenPage = lazy(() => import('../../pages/taken/TakenPage'));
const OpschonenPage = lazy(() => import('../../pages/opschonen/OpschonenPage'));
const FacturenPage = lazy(() => import('../../pages/facturen/FacturenPage'));

/** A dossier list: its first page is asked for before the page's chunk arrives. */
const DossierList = ({ area }: { area: 'dossiers' | 'cds' | 'btl' | 'beheer-btl' }) => (
  <>
    <DossierListPrefetch area={area} />
    <DossierListPage area={area} />
  </>
);

/** Areas whose screen is built, by area key; each page is its own chunk. */
const AREA_PAGES: Record<string, () => ReactNode> = {
  dossiers: () => <DossierList area="dossiers" />,
  cds: () => <DossierList area="cds" />,
  btl: () => <DossierList area="btl" />,
  'beheer-btl': () => <DossierList area="beheer-btl" />,
  werkverdeling: () => <WerkverdelingPage />,
  informatie: () => <InformatieRoutes />,
  pdf: () => <PdfRoutes />,
  'extracted-parties': () => <ExtractedPartiesPage />,
  profile: () => <ProfilePage />,
  'beheer-beveiligingslog': () => <SecurityLogPage />,
  'beheer-uitgaande-mail': () => <OutboxPage />,
  workflow: () => <WorkflowPage />,
  taken: () => <TakenPage />,
  opschonen: () => <OpschonenPage />,
  facturen: () => <FacturenPage />,
};

/** Beheer and its entries (teams among them) are the registry's resources, routed in App.tsx under /beheer. */
const ROUTED_ELSEWHERE = ['beheer-teams', 'beheer'];

export const areaRoutes = () =>
  areas
    .filter((area) => !ROUTED_ELSEWHERE.includes(area.key))
    .map((area) => (
      <Route
        key={area.key}
        path={`${area.path}/*`}
        element={
          <AreaRoute area={area}>
            {AREA_PAGES[area.key]?.() ?? <UnavailablePage title={area.title} />}
          </AreaRoute>
        }
      />
    ));
