import { useQuery } from '@tanstack/react-query';
import { holds } from '../../authProvider/accessRule';
import { useSession } from '../../authProvider/session';
import { loadEntities } from '../../dataProvider/entities';
import { navigation } from '../navigation';
import { isProfile, readProfile } from '../profile';
import { filterNavigation } from './filterNavigation';
import { useMenuReports } from './useMenuReports';

/**
 * The registry's entities for their menu entries. It loads after the first page (it carries zod):
 * the entries appear a moment after the rest of the sidebar.
 */
const useEntities = (enabled: boolean) => useQuery({ queryKey: ['registry'], queryFn: loadEntities, enabled, staleTime: Infinity }).data ?? [];

/** The navigation the signed-in user sees: the sidebar's entries, and the overviews that list a group of them. */
export const useNavigation = () => {
  const session = useSession();
  const permissions = session?.permissions ?? [];
  const reports = useMenuReports(holds(permissions, { allOf: ['MENU_RAPPORTAGES_VIEW'] }));
  const entities = useEntities(!!session);
  return filterNavigation(navigation, {
    permissions,
    userCode: session?.userCode,
    profile: isProfile(session?.profile) ? session.profile : readProfile(),
    officeId: session?.officeId ?? null,
    reports,
    entities,
  });
};
