import { useQueryClient } from '@tanstack/react-query';

/**
 * After a save: every save writes the dossier's audit trail and may change what the header, the
 * overview and the other sections show, so everything read under ['dossier', id] is read again
 * (only what is on screen is fetched).
 */
export const useDossierRefresh = (dossierId: number) => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['dossier', String(dossierId)] });
};
