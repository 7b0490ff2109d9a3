import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../authProvider/session';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { dossierKey } from '../useDossier';
import type { Permission } from '../../../../contract/permissions';

/** Reference lists change only in Beheer: read once per session. */
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

export const useStatusColours = () => {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['documents', 'statuskleurs'], queryFn: () => dataProvider.getStatusColours(), ...ONCE }).data ?? [];
};

export const useDocumentKinds = () => {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['documents', 'checkdocsoort'], queryFn: () => dataProvider.getDocumentKinds(), ...ONCE }).data ?? [];
};

export const useDeclineReasons = (enabled: boolean) => {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['documents', 'redens'], queryFn: () => dataProvider.getDeclineReasons(), enabled, ...ONCE }).data ?? [];
};

/** Whether the signed-in user holds a permission; the server checks it again on every call. */
export const useHasPermission = () => {
  const permissions = useSession()?.permissions ?? [];
  return (permission: Permission) => permissions.includes(permission);
};

/** Every document query of a dossier starts with this key, under the dossier's own (one refresh reaches all). */
export const documentsKey = (dossierId: number) => [...dossierKey(dossierId), 'documents'] as const;
