import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../dataProvider';

/** A reference list (FieldMeta.reference.path); the data provider keeps it in memory per path. */
export const useReferenceList = (path: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reference', path],
    queryFn: () => dataProvider.getReferenceList(path),
    staleTime: Infinity,
  });
};
