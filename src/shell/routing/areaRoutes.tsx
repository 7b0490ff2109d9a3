import { type ReactNode, lazy } from 'react';
import { Route } from 'react-router-dom';
import { areas } from '../areas';
import { AreaRoute } from './AreaGuard';

const UnavailablePage = lazy(() => import('../../pages/unavailable/UnavailablePage'));
const DossierListPage = lazy(() => import('../../pages/dossiers/DossierListPage'));
const WerkverdelingPage = lazy(() => import('../../pages/werkverdeling/WerkverdelingPage'));
const InformatieRoutes = lazy(() => import('../../pages/informatie/InformatieRoutes'));
const PdfRoutes = lazy(() => import('../../pages/pdf/PdfRoutes'));
const ExtractedPartiesPage = lazy(() => import('../../pages/extracted-parties/ExtractedPartiesPage'));
const ProfilePage = lazy(() => import('../../pages/profile/ProfilePage'));
const SecurityLogPage = lazy(() => import('../../pages/beheer-security/SecurityLogPage'));
const OutboxPage = lazy(() => import('../../pages/beheer-security/OutboxPage'));

/** Areas whose screen is built, by area key; each page is its own chunk. */
const AREA_PAGES: Record<string, () => ReactNode> = {
  dossiers: () => <DossierListPage area="dossiers" />,
  cds: () => <DossierListPage area="cds" />,
  btl: () => <DossierListPage area="btl" />,
  'beheer-btl': () => <DossierListPage area="beheer-btl" />,
  werkverdeling: () => <WerkverdelingPage />,
  informatie: () => <InformatieRoutes />,
  pdf: () => <PdfRoutes />,
  'extracted-parties': () => <ExtractedPartiesPage />,
  profile: () => <ProfilePage />,
  'beheer-beveiligingslog': () => <SecurityLogPage />,
  'beheer-uitgaande-mail': () => <OutboxPage />,
};

/** Areas with a screen of their own are routed in App.tsx; these show the not-yet-available page. */
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
