import type { Session } from '../../authProvider/session';

/** Workload filters are the werkverdeler's (spec 001 §6). */
const WORKLOAD_FILTERS = ['workloadStatus', 'dossierMorgenSLASelected'];
/** Filters on a staff member: their choices come from the werkverdeling's staff list. */
const STAFF_FILTERS = ['gebruiker', 'cdsBehandelaar'];

/**
 * The filters a user is not offered: what their permissions cannot use (the choices of a staff
 * filter come from a call they may not make), and 'own or all dossiers' except for an adviser.
 */
export const hiddenFilters = (session: Pick<Session, 'permissions' | 'userCode'> | null) => {
  const has = (permission: string) => !!session?.permissions.includes(permission);
  return [
    ...(has('DOSSIER_LIST_WERKVERDELER_FILTERS') ? [] : WORKLOAD_FILTERS),
    ...(has('MENU_WERKVERDELING_VIEW') || has('DOSSIER_WERKVERDELER_ASSIGN') ? [] : STAFF_FILTERS),
    ...(session?.userCode === 'A' ? [] : ['advisor']),
  ];
};
