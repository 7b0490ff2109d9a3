import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { DASHBOARD_NAMES, type DashboardsName } from '../../../contract/insight/figures';
import DashboardPage from './DashboardPage';

const isName = (value: string | undefined): value is DashboardsName => (DASHBOARD_NAMES as readonly (string | undefined)[]).includes(value);

const ByName = () => {
  const { naam } = useParams();
  return isName(naam) ? <DashboardPage key={naam} name={naam} /> : <Navigate to="/dashboards/aanvragen" replace />;
};

/** /dashboards/{naam}: Aanvragen, Compleet dossier, Werkvoorraad, First time right, Omzet, Adviseurs, Agenda. */
const DashboardsRoutes = () => (
  <Routes>
    <Route path=":naam" element={<ByName />} />
    <Route index element={<Navigate to="/dashboards/aanvragen" replace />} />
  </Routes>
);

export default DashboardsRoutes;
