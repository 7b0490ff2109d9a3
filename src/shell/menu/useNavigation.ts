import { useSession } from '../../authProvider/session';
import { navigation } from '../navigation';
import { isProfile, readProfile } from '../profile';
import { filterNavigation } from './filterNavigation';
import { seesMenuReports, useMenuReports } from './useMenuReports';

/** The navigation the signed-in user sees: the sidebar's entries, and the overviews that list a group of them. */
export const useNavigation = () => {
  const session = useSession();
  const permissions = session?.permissions ?? [];
  const reports = useMenuReports(seesMenuReports(permissions));
  return filterNavigation(navigation, {
    permissions,
    userCode: session?.userCode,
    profile: isProfile(session?.profile) ? session.profile : readProfile(),
    officeId: session?.officeId ?? null,
    reports,
  });
};
