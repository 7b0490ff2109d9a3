import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';

const REPORTS_STALE_MS = 5 * 60_000;

/** The Rapportages children, loaded only for users who may see the group. */
export const useMenuReports = (enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['menurapportages'],
    queryFn: () => dataProvider.getMenuRapportages(),
    enabled,
    staleTime: REPORTS_STALE_MS,
  });
  return data ?? [];
};
