import { useQuery } from '@tanstack/react-query';
import { useDossierRefresh } from './useDossierRefresh';

/**
 * One record of the dossier kept by its own form (notary, intermediary, mortgage): read under
 * ['dossier', id, part], so a refresh of the whole dossier also refreshes it. Saving sends the
 * record's version (none while there is no record: the server then creates it).
 */
export const useSingleRecord = <T extends { id: number; version: number }>(dossierId: number, part: string, read: (id: number) => Promise<T | null>) => {
  const queryKey = ['dossier', String(dossierId), part];
  const query = useQuery({ queryKey, queryFn: () => read(dossierId) });
  const record = query.data ?? null;
  return {
    record,
    /** The record as the section edits it. */
    values: record as Record<string, unknown> | null,
    loading: query.isPending,
    extra: record ? { id: record.id, version: record.version } : {},
    refresh: useDossierRefresh(dossierId),
  };
};
