import { WORKLOAD_TRANSITIONS, workloadStatusName, type WorkloadStatus } from '../../../contract/workload';
import type { Dossier } from '../dossiers/audit';

export interface WorkloadTarget {
  status: WorkloadStatus;
  gebruikerId: number | null;
}

/** Whether a target changes nothing: the same status with the same user. */
export const unchanged = (current: Dossier, target: WorkloadTarget) =>
  current.workloadStatus === target.status && current.workloadGebruikerId === target.gebruikerId;

/**
 * Why a dossier's workload may not move to the target (docs/workload.md), in Dutch, or null when
 * it may. A closed or archived dossier keeps its workload; otherwise WORKLOAD_TRANSITIONS rules.
 */
export function refusal(current: Dossier, target: WorkloadTarget): string | null {
  if (unchanged(current, target)) return null;
  if (current.gearchiveerd) return `Dossier ${current.id} is gearchiveerd; de werkvoorraad kan niet meer worden gewijzigd.`;
  if (current.status !== 'LOPEND') return `Dossier ${current.id} is afgesloten; de werkvoorraad kan niet meer worden gewijzigd.`;
  if (!WORKLOAD_TRANSITIONS[current.workloadStatus].includes(target.status)) {
    return `Dossier ${current.id}: de werkvoorraadstatus kan niet van '${workloadStatusName(current.workloadStatus)}' naar '${workloadStatusName(target.status)}'.`;
  }
  return null;
}
