import { useSession } from '../../../authProvider/session';

/** Whether the signed-in user may change a dossier's data (the server checks the same permission). */
export const useCan = (permission: string) => !!useSession()?.permissions.includes(permission);
export const useCanEdit = () => useCan('DOSSIER_DETAIL_EDIT');
