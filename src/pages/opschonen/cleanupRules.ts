import type { Job, Opschoning } from '../../dataProvider/cleanup';
import type { UserCode } from '../../../contract/permissions';

/**
 * What the clean-up screens offer whom (docs/cleanup.md, "Screens"). The server checks every step
 * again; these only keep buttons away that would certainly be refused.
 */
const STAFF: readonly UserCode[] = ['M', 'B', 'V'];

export interface CleanupRights {
  /** List, mark (one or all that are due), withdraw a marking. */
  mark: boolean;
  /** Approve, start, delete one dossier's data, clean up one document. */
  approve: boolean;
}

export const cleanupRights = (permissions: readonly string[], userCode: string | undefined): CleanupRights => {
  const staff = STAFF.some((code) => code === userCode);
  const approve = staff && permissions.includes('DOSSIER_OPSCHONEN_GOEDKEUREN');
  return { mark: approve || (staff && permissions.includes('DOSSIER_OPSCHONEN')), approve };
};

export type RowAction = 'approve' | 'unmark' | 'deleteData';

/**
 * The buttons of one clean-up. Approving one's own marking is offered: the server's refusal
 * names the rule, which a missing button would not.
 */
export const rowActions = (row: Pick<Opschoning, 'status'>, rights: CleanupRights): RowAction[] => {
  const actions: RowAction[] = [];
  if (row.status === 'GEMARKEERD' && rights.approve) actions.push('approve');
  if (row.status === 'GOEDGEKEURD' && rights.approve) actions.push('deleteData');
  if ((row.status === 'GEMARKEERD' || row.status === 'GOEDGEKEURD') && rights.mark) actions.push('unmark');
  return actions;
};

/** A job that will not change any more. */
export const jobEnded = (job: Pick<Job, 'status'> | null | undefined) => job?.status === 'KLAAR' || job?.status === 'MISLUKT';

/** A started clean-up whose job has not ended: the list is read again while one is on screen. */
export const isRunning = (row: Pick<Opschoning, 'status' | 'job'>) => row.status === 'GEPLAND' && !jobEnded(row.job);

/** While a clean-up runs the list is read every POLL_MS; otherwise only on a change. */
export const POLL_MS = 1500;
export const pollInterval = (rows: readonly Pick<Opschoning, 'status' | 'job'>[] | undefined) => (rows?.some(isRunning) ? POLL_MS : false);

/** The share of a job done, 0–100; null while it has not counted its work (an indeterminate bar). */
export const jobPercent = (job: Pick<Job, 'gedaan' | 'totaal' | 'status'>) => {
  if (job.status === 'KLAAR') return 100;
  if (!job.totaal) return null;
  return Math.min(100, Math.round((job.gedaan / job.totaal) * 100));
};
