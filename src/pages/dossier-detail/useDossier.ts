import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dossierKey, getDossierDetail } from '../../dataProvider/dossierDetail';

/**
 * The dossier as GET /dossiers/{id} answers it; every part of the screen shares this one query.
 * `?origin=` of the page (a phase, default AANVRAAG) travels along.
 */
export const useDossier = (id: number | string) => {
  const origin = useSearchParams()[0].get('origin') ?? 'AANVRAAG';
  return useQuery({
    queryKey: [...dossierKey(id), 'detail', origin],
    queryFn: () => getDossierDetail(id, origin),
    retry: false,
    enabled: /^\d{1,9}$/.test(String(id)),
  });
};

/**
 * After a change: the dossier (header, side panel, versions) and every read of it that starts with
 * ['dossier', id] are fetched again, so the screen shows the result without a reload.
 */
export const useRefreshDossier = (id: number | string) => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: dossierKey(id) }), [queryClient, id]);
};
