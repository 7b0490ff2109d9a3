import { Navigate, Route, Routes } from 'react-router-dom';
import { holds } from '../../authProvider/accessRule';
import { useSession } from '../../authProvider/session';
import { isProfile, readProfile } from '../../shell/profile';
import { homeRoute } from '../../shell/routing/resolveAccess';
import AssortimentPage from './AssortimentPage';
import RenteTabelPage from './RenteTabelPage';
import RenteWijzigingenPage from './RenteWijzigingenPage';

const ALLE = '/rente-tarieven/alle';

/**
 * /rente-tarieven/{alle|wijzigingen|assortiment} (spec 000 §2 "Rente"). The spec leaves the area
 * unguarded; without MENU_RENTE the server refuses its calls, so such a user goes home. The
 * assortment exists for profile hin only; elsewhere its address opens Alle.
 */
const RenteRoutes = () => {
  const session = useSession();
  if (session && !holds(session.permissions, { anyOf: ['MENU_RENTE'] })) {
    return <Navigate to={homeRoute({ permissions: session.permissions, userCode: session.userCode })} replace />;
  }
  const profile = isProfile(session?.profile) ? session.profile : readProfile();
  return (
    <Routes>
      <Route path="alle" element={<RenteTabelPage />} />
      <Route path="wijzigingen" element={<RenteWijzigingenPage />} />
      <Route path="assortiment" element={profile === 'hin' ? <AssortimentPage /> : <Navigate to={ALLE} replace />} />
      <Route path="*" element={<Navigate to={ALLE} replace />} />
    </Routes>
  );
};

export default RenteRoutes;
