/**
 * The workload (werkvoorraad) of a dossier: who handles it and how far it is. Shared so the
 * browser offers only the moves the server accepts (docs/workload.md).
 */
export const WORKLOAD_STATUSES = [
  { id: 'UITZETTEN', name: 'Uit te zetten' },
  { id: 'UITGEZET', name: 'Uitgezet' },
  { id: 'BEHANDELING', name: 'In behandeling' },
  { id: 'AFGEROND', name: 'Afgerond' },
] as const;

export type WorkloadStatus = (typeof WORKLOAD_STATUSES)[number]['id'];
export const WORKLOAD_STATUS_CODES = WORKLOAD_STATUSES.map((s) => s.id) as [WorkloadStatus, ...WorkloadStatus[]];
export const workloadStatusName = (status: string) => WORKLOAD_STATUSES.find((s) => s.id === status)?.name ?? status;

/** The statuses in which a handler has the work: what the SLA and Morgen counters and a handler's load count. */
export const HANDLER_WORKLOAD_STATUSES: WorkloadStatus[] = ['UITGEZET', 'BEHANDELING'];

/**
 * Allowed moves from each status. The same status with another user is a hand-over and allowed
 * where the status keeps a user (UITGEZET, BEHANDELING); anything else answers 409.
 */
export const WORKLOAD_TRANSITIONS: Record<WorkloadStatus, readonly WorkloadStatus[]> = {
  UITZETTEN: ['UITGEZET', 'BEHANDELING'],
  UITGEZET: ['UITZETTEN', 'UITGEZET', 'BEHANDELING'],
  BEHANDELING: ['UITZETTEN', 'UITGEZET', 'BEHANDELING', 'AFGEROND'],
  AFGEROND: ['UITZETTEN'],
};

/** Deadline filters of the sidebar children SLA and Morgen (quick filter dossierMorgenSLASelected). */
const SLA_FILTERS = ['SLA', 'MORGEN'] as const;
export type SlaFilter = (typeof SLA_FILTERS)[number];

/**
 * The list's deadline filter: SLA and Morgen, and AFGEROND for the sidebar's Afgehandeld, which
 * lists what was finished today, exactly what its counter counts.
 */
export const LIST_DEADLINE_FILTERS = [...SLA_FILTERS, 'AFGEROND'] as const;
export type ListDeadlineFilter = (typeof LIST_DEADLINE_FILTERS)[number];

/** Counters of one dossier group; the _RA variants count the rate-offer (renteaanbod) phase. */
export interface WorkloadCounters {
  /** Every unarchived dossier of the group the user may see: the sidebar's Alle. */
  alle: number;
  afgerond: number;
  morgen: number;
  sla: number;
  afgerond_RA: number;
  morgen_RA: number;
  sla_RA: number;
}

/** GET /api/v1/workload/dossiers/status */
export interface WorkloadCountersResponse {
  dossiers: WorkloadCounters;
  cds: WorkloadCounters;
}

/** One staff member's workload as GET /medewerkers/workload answers it (werkverdeling). */
export interface HandlerLoad {
  id: number;
  voorLetters: string;
  tussenVoegsels: string | null;
  achterNaam: string;
  uitgezet: number;
  behandeling: number;
  /** UITGEZET plus BEHANDELING. */
  totaal: number;
  sla: number;
  morgen: number;
  afgerondVandaag: number;
}
