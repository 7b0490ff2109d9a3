import type { ReactNode } from 'react';
import { Authenticated } from 'ra-core';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import type { Area } from '../areas';
import { leadRoute, resolveAccess } from './resolveAccess';

/**
 * Custom routes get no permission check from react-admin: every area goes through this guard,
 * which sends a user without access to the sibling or home route (spec 000 §2 "Guards").
 */
export const AreaGuard = ({ area, children }: { area: Area; children: ReactNode }) => {
  const session = useSession();
  if (!session) return null;
  const decision = resolveAccess(area, { permissions: session.permissions, userCode: session.userCode });
  return decision.allowed ? children : <Navigate to={decision.redirectTo} replace />;
};

export const AreaRoute = ({ area, children }: { area: Area; children: ReactNode }) => (
  <Authenticated>
    <AreaGuard area={area}>{children}</AreaGuard>
  </Authenticated>
);

/** The screen of a parent path such as /tickets: on to the first of its areas the user may open. */
export const AreaLead = ({ area }: { area: Area }) => {
  const session = useSession();
  if (!session) return null;
  return <Navigate to={leadRoute(area.leadsTo ?? [], { permissions: session.permissions, userCode: session.userCode })} replace />;
};
