import { type ReactNode, lazy } from 'react';
import { Route } from 'react-router-dom';
import { DossierListPrefetch } from '../pages/dossiers/DossierListPrefetch';
import { areas } from '../shell/areas';
import { AreaLead, AreaRoute } from '../shell/routing/AreaGuard';
import { dossierListPage } from './firstScreen';

const UnavailablePage = lazy(() => import('../pages/unavailable/UnavailablePage'));
const DossierListPage = dossierListPage.Page;
const WerkverdelingPage = lazy(() => import('../pages/werkverdeling/WerkverdelingPage'));
const InformatieRoutes = lazy(() => import('../pages/informatie/InformatieRoutes'));
const PdfRoutes = lazy(() => import('../pages/pdf/PdfRoutes'));
const ExtractedPartiesPage = lazy(() => import('../pages/extracted-parties/ExtractedPartiesPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const SecurityLogPage = lazy(() => import('../pages/beheer-security/SecurityLogPage'));
const OutboxPage = lazy(() => import('../pages/beheer-security/OutboxPage'));
const WorkflowPage = lazy(() => import('../pages/workflow/WorkflowPage'));
const TakenPage = lazy(() => import('../pages/taken/TakenPage'));
const OpschonenPage = lazy(() => import('../pages/opschonen/OpschonenPage'));
const OverruleDeskPage = lazy(() => import('../pages/overruledesk/OverruleDeskPage'));
const VoorbespreekDeskPage = lazy(() => import('../pages/voorbespreekdesk/VoorbespreekDeskPage'));
const BerichtenPage = lazy(() => import('../pages/berichten/BerichtenPage'));
const KantoorFacturenPage = lazy(() => import('../pages/kantoren/KantoorFacturenPage'));
const KantorenPage = lazy(() => import('../pages/kantoren/KantorenPage'));
const KantoorPage = lazy(() => import('../pages/kantoren/KantoorPage'));
const LogPage = lazy(() => import('../pages/logs/LogPage'));
const TracesPage = lazy(() => import('../pages/traces/TracesPage'));
const StartpaginaPage = lazy(() => import('../pages/insight/StartpaginaPage'));
const DashboardPage = lazy(() => import('../pages/insight/DashboardPage'));
const DashboardsRoutes = lazy(() => import('../pages/insight/DashboardsRoutes'));
const LeadTimesPage = lazy(() => import('../pages/insight/LeadTimesPage'));
const RapportagePage = lazy(() => import('../pages/insight/RapportagePage'));
const LoyaltyPage = lazy(() => import('../pages/insight/LoyaltyPage'));
const HdnRoutes = lazy(() => import('../pages/hdn/HdnRoutes'));
const RenteRoutes = lazy(() => import('../pages/rente/RenteRoutes'));
const ProductvergelijkerPage = lazy(() => import('../pages/productvergelijker/ProductvergelijkerPage'));
const BankgarantiesRoutes = lazy(() => import('../pages/bankgaranties/BankgarantiesRoutes'));
const VerzekeringenPage = lazy(() => import('../pages/verzekeringen/VerzekeringenPage'));
const AanvraagPage = lazy(() => import('../pages/aanvraag/AanvraagPage'));

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
  overruledesk: () => <OverruleDeskPage />,
  voorbespreekdesk: () => <VoorbespreekDeskPage />,
  berichten: () => <BerichtenPage />,
  facturen: () => <KantoorFacturenPage />,
  adviseurs: () => <KantorenPage />,
  kantoor: () => <KantoorPage />,
  'btl-log': () => <LogPage kanaal="BTL" />,
  'recieved-system-events': () => <LogPage kanaal="SYSTEM_EVENT" />,
  wijzigingslog: () => <LogPage kanaal="KLANTPORTAAL" />,
  'externe-aanroepen': () => <TracesPage />,
  'rente-tarieven': () => <RenteRoutes />,
  productvergelijker: () => <ProductvergelijkerPage />,
  bankgaranties: () => <BankgarantiesRoutes />,
  verzekeringen: () => <VerzekeringenPage />,
  appeals: () => <AanvraagPage />,
  startpagina: () => <StartpaginaPage />,
  dashboard: () => <DashboardPage name="dashboard" />,
  dashboards: () => <DashboardsRoutes />,
  doorlooptijden: () => <LeadTimesPage />,
  rapportages: () => <RapportagePage />,
  loyalty: () => <LoyaltyPage />,
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
            {AREA_PAGES[area.key]?.() ?? (area.leadsTo ? <AreaLead area={area} /> : <UnavailablePage title={area.title} />)}
          </AreaRoute>
        }
      />
    ));
