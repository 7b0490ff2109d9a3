import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import HdnListPage from './HdnListPage';
import HdnMessagePage from './HdnMessagePage';
import { HDN_BASE, type HdnMode } from './hdnNames';

/** A message number, else back to the list. */
const Message = ({ mode }: { mode: HdnMode }) => (/^\d{1,9}$/.test(useParams().id ?? '') ? <HdnMessagePage mode={mode} /> : <Navigate to={HDN_BASE[mode]} replace />);

/**
 * /tickets/hdn and /hdn-log with their messages at /{id}. The tickets area has no guard of its own
 * (spec 000 §2), so HDN Berichten checks its permission here and sends an adviser or a user
 * without it home instead of calling the server, which would refuse them too.
 */
const HdnRoutes = ({ mode }: { mode: HdnMode }) => {
  const session = useSession();
  if (mode === 'berichten' && (session?.userCode === 'A' || !session?.permissions.includes('MENU_HDN_BERICHTEN_VIEW'))) return <Navigate to="/" replace />;
  return (
    <Routes>
      <Route index element={<HdnListPage mode={mode} />} />
      <Route path=":id" element={<Message mode={mode} />} />
      <Route path="*" element={<Navigate to={HDN_BASE[mode]} replace />} />
    </Routes>
  );
};

export default HdnRoutes;
