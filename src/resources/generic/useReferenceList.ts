import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** A reference list (FieldMeta.reference.path); the data provider keeps it in memory per path. */
export const useReferenceList = (path: string) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['reference', path],
    queryFn: () => dataProvider.getReferenceList(path),
    staleTime: Infinity,
  });
};
