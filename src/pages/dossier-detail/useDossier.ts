import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dossierKey, getDossierDetail } from '../../dataProvider/dossierDetail';

/** The dossier as GET /dossiers/{id} answers it; every part of the screen shares this one query. */
export const useDossier = (id: number | string) =>
  useQuery({ queryKey: dossierKey(id), queryFn: () => getDossierDetail(id), retry: false, enabled: /^\d{1,9}$/.test(String(id)) });

/**
 * After a change: the dossier (header, side panel, versions) and every read of it that starts with
 * ['dossier', id] are fetched again, so the screen shows the result without a reload.
 */
export const useRefreshDossier = (id: number | string) => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: dossierKey(id) }), [queryClient, id]);
};
