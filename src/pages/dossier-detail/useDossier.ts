import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** Every read of one dossier starts with this key, so one invalidation refreshes them all. */
export const dossierKey = (id: number | string) => ['dossier', String(id)] as const;

/** The keys of the dossier's header and of its overview, which the server's first screen fills too (src/entry-server.tsx). */
export const dossierDetailKey = (id: number | string, origin: string) => [...dossierKey(id), 'detail', origin] as const;
export const overviewKey = (id: number | string) => [...dossierKey(id), 'overview'] as const;
export const documentCountsKey = (id: number | string) => [...dossierKey(id), 'document-status-count'] as const;
export const cleanupKey = (id: number | string) => [...dossierKey(id), 'cleanup'] as const;

/**
 * The dossier as GET /dossiers/{id} answers it; every part of the screen shares this one query.
 * `?origin=` of the page (a phase, default AANVRAAG) travels along.
 */
export const useDossier = (id: number | string) => {
  const dataProvider = useAppDataProvider();
  const origin = useSearchParams()[0].get('origin') ?? 'AANVRAAG';
  return useQuery({
    queryKey: dossierDetailKey(id, origin),
    queryFn: () => dataProvider.getDossierDetail(id, origin),
    retry: false,
    enabled: /^\d{1,9}$/.test(String(id)),
  });
};

/** The dossier with its dossier-level forms (tekstregels, dienstverlening, belangrijke datums). */
export const useDossierForms = (id: number) => {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: dossierKey(id), queryFn: () => dataProvider.getDossierForms(id) });
};

/**
 * After a change: the dossier (header, side panel, versions) and every read of it that starts with
 * ['dossier', id] are fetched again, so the screen shows the result without a reload.
 */
export const useRefreshDossier = (id: number | string) => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: dossierKey(id) }), [queryClient, id]);
};
