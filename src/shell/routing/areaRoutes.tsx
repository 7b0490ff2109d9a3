import { type ReactNode, lazy } from 'react';
import { Route } from 'react-router-dom';
import { DossierListPrefetch } from '../../pages/dossiers/DossierListPrefetch';
import { areas } from '../areas';
import { AreaRoute } from './AreaGuard';
import { dossierListPage } from './firstScreen';

const UnavailablePage = lazy(() => import('../../pages/unavailable/UnavailablePage'));
const DossierListPage = dossierListPage.Page;
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
const HdnRoutes = lazy(() => import('../../pages/hdn/HdnRoutes'));

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
  hdn: () => <HdnRoutes mode="berichten" />,
  'hdn-log': () => <HdnRoutes mode="log" />,
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
