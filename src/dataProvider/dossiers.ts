import { readSession } from '../authProvider/session';
import type { HandlerLoad, WorkloadCountersResponse, WorkloadStatus } from '../../contract/workload';
import { request } from './http';
import type { QueryParams } from './params';

/** Named calls of the dossier lists, the header search and the werkverdeling (docs/api-dossiers.md). */

export interface PersonRef {
  id: number;
  voorLetters: string | null;
  tussenVoegsels: string | null;
  achterNaam: string;
}

interface WorkloadView {
  dossierId?: number;
  status: WorkloadStatus;
  gebruiker: PersonRef | null;
  gewijzigdOp: string | null;
  slaDatum: string | null;
  deadline: 'SLA' | 'MORGEN' | null;
}

export interface DossierRow {
  id: number;
  offerteNr: string | null;
  kenmerk: string | null;
  naamHypotheekGever: string | null;
  aanleverenViaHdnjn: number;
  fase: string;
  stap: string;
  status: string;
  subStatus: string | null;
  prioriteit: string | null;
  leningType: string;
  cds: boolean;
  btl: boolean;
  gearchiveerd: boolean;
  ontvangenOp: string | null;
  stapSinds: string | null;
  geldigTot: string | null;
  hoofdsom: number | null;
  version: number;
  kantoor: { id: number; bedrijfsNaam: string; plaatsNaam: string | null } | null;
  adviseur: PersonRef | null;
  geldverstrekker: { id: number; naam: string; ontvangerCode: string } | null;
  hypotheekGevers: { id: number; partijNawData: { geslacht: string | null; voorLetters: string | null; tussenVoegsels: string | null; achterNaam: string } }[];
  labels: { id: number; naam: string; kleur: string }[];
  workload: WorkloadView | null;
}

interface DossierPage {
  content: DossierRow[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export interface DossierProjection {
  id: number;
  offerteNr: string | null;
  kenmerk: string | null;
  naamHypotheekGever: string | null;
  fase: string;
  stap: string;
  cds: boolean;
  btl: boolean;
  aanleverenViaHdnjn: number;
  gearchiveerd: boolean;
}

const getDossierPage = (path: string, query: QueryParams) => request<DossierPage>(path, { query });

const getDossier = (id: number | string) => request<DossierRow>(`/api/v1/dossiers/${id}`);

/** The header quick search; the server strips whitespace too. */
const searchDossiers = (query: string) => request<DossierProjection[]>('/api/v1/dossiers/projections/', { query: { query } });

const getHandlerLoad = () => request<HandlerLoad[]>('/api/v1/medewerkers/workload');

const assignDossiers = (user: number, dossiers: number[]) =>
  request<WorkloadView[]>(`/api/v1/workload/dossier/assign/${user}`, { method: 'PUT', body: { dossiers } });

const setWorkloadStatus = (id: number, status: WorkloadStatus, gebruiker?: number) =>
  request<WorkloadView>(`/api/v1/workload/dossier/${id}/status`, { method: 'POST', body: gebruiker ? { status, gebruiker } : { status } });

const COUNTERS_PERMISSION = 'DOSSIER_LIST_WERKVERDELER_FILTERS';
let countersInFlight: Promise<WorkloadCountersResponse | undefined> | null = null;

/**
 * The sidebar's workload counters, for users with the workload filters only. The eight badges ask
 * at the same moment; they share one call while it is in flight, and a refresh asks anew.
 * A failing counter call stays silent: a badge is not worth an error dialog.
 */
const getWorkloadCounters = (): Promise<WorkloadCountersResponse | undefined> => {
  if (!readSession()?.permissions.includes(COUNTERS_PERMISSION)) return Promise.resolve(undefined);
  countersInFlight ??= request<WorkloadCountersResponse>('/api/v1/workload/dossiers/status', { report: false })
    .catch(() => undefined)
    .finally(() => {
      countersInFlight = null;
    });
  return countersInFlight;
};

export const dossierCalls = { getDossierPage, getDossier, searchDossiers, getHandlerLoad, assignDossiers, setWorkloadStatus, getWorkloadCounters };
export type DossierCalls = typeof dossierCalls;
