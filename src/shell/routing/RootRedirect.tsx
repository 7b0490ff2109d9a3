import { Authenticated } from 'ra-core';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { rootRedirect } from './resolveAccess';

const ToStart = () => {
  const session = useSession();
  return session ? <Navigate to={rootRedirect({ permissions: session.permissions, userCode: session.userCode })} replace /> : null;
};

/** '/' leads advisers to /loyalty and everyone else to /dashboard; those guards take it from there. */
export const RootRedirect = () => (
  <Authenticated>
    <ToStart />
  </Authenticated>
);
