import { useQuery } from '@tanstack/react-query';
import { holds } from '../../authProvider/accessRule';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const REPORTS_STALE_MS = 5 * 60_000;

/** Who sees the Rapportages group. */
export const seesMenuReports = (permissions: readonly string[]) => holds(permissions, { allOf: ['MENU_RAPPORTAGES_VIEW'] });

/** The read of the group's children: the sidebar's, and the server's for the first screen it renders (src/entry-server.tsx). */
export const MENU_REPORTS_READ = { key: ['menurapportages'], url: '/api/v1/rs/menurapportages' } as const;

/** The Rapportages children, loaded only for users who may see the group. */
export const useMenuReports = (enabled: boolean) => {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: MENU_REPORTS_READ.key,
    queryFn: () => dataProvider.getMenuRapportages(),
    enabled,
    staleTime: REPORTS_STALE_MS,
  });
  return data ?? [];
};
