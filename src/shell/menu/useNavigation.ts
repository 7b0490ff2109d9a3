import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../authProvider/session';
import { loadedEntities, loadEntities } from '../../dataProvider/entities';
import { navigation } from '../navigation';
import { isProfile, readProfile } from '../profile';
import { filterNavigation } from './filterNavigation';
import { seesMenuReports, useMenuReports } from './useMenuReports';

/**
 * The registry's entities for their menu entries, or undefined while it loads: it is not part of
 * the first download (it carries zod), so their entries join the sidebar a moment later, unless a
 * page has loaded it already (every Beheer screen does).
 */
export const useMenuEntities = () => {
  const signedIn = !!useSession();
  const loaded = loadedEntities();
  return useQuery({ queryKey: ['registry'], queryFn: loadEntities, enabled: signedIn, staleTime: Infinity, initialData: loaded.length ? loaded : undefined }).data;
};

/** The navigation the signed-in user sees: the sidebar's entries, and the overviews that list a group of them. */
export const useNavigation = () => {
  const session = useSession();
  const permissions = session?.permissions ?? [];
  const reports = useMenuReports(seesMenuReports(permissions));
  const entities = useMenuEntities() ?? [];
  return filterNavigation(navigation, {
    permissions,
    userCode: session?.userCode,
    profile: isProfile(session?.profile) ? session.profile : readProfile(),
    officeId: session?.officeId ?? null,
    reports,
    entities,
  });
};
