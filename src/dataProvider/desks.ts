import type {
  DeskSubject,
  OverruleDetail,
  OverruleFilter,
  OverruleSummary,
  VoorbespreekDetail,
  VoorbespreekFilter,
  VoorbespreekOordeel,
  VoorbespreekSummary,
} from '../../contract/desks';
import type { Page } from './crud';
import type { DossierRow } from './dossiers';
import { request, upload } from './http';

const OVERRULE = '/api/v1/dossiers/overrule';
const VOORBESPREEK = '/api/v1/dossiers/voorbespreekdesk';

interface PersonRow {
  id: number;
  voorLetters: string;
  tussenVoegsels: string | null;
  achterNaam: string;
}

interface Paging {
  page: number;
  size: number;
  sort: string;
}

/** A desk's multipart call (spec 001 §7): the JSON part and repeated `files`, with upload progress. */
const sendWithFiles = <T>(path: string, part: string, body: object, files: readonly File[], onProgress?: (fraction: number) => void) => {
  const form = new FormData();
  form.append(part, JSON.stringify(body));
  for (const file of files) form.append('files', file, file.name);
  return upload<T>(path, { form, onProgress, formErrors: true });
};

export interface NewOverrule {
  mainSubjectId: number;
  subSubjectId: number;
  initialMessage: string;
  dossierId: number;
}

export interface OverruleChat {
  message: string;
  overruleVerdictId: number;
  serviceProviderStatusId: number;
}

export interface NewVoorbespreek {
  clientName: string;
  rsOntvagerCodeId: string;
  mainSubjectId: number;
  subSubjectId: number;
  initialMessage: string;
  kantoorId: number | null;
  behandelaarId: number | null;
}

export interface VoorbespreekReply {
  voorbespreekdeskDossierId: number;
  message: string;
  endVoorbespreekdeskDossier: boolean;
  voorbespreekdeskStatus: VoorbespreekOordeel | null;
}

/** The two chat desks (spec 001 §7 "Overrule desk", "Pre-discussion desk"; docs/desks.md). */
export const deskCalls = {
  getOverrules: (paging: Paging, filter: OverruleFilter) => request<Page<OverruleSummary>>(OVERRULE, { method: 'POST', query: { ...paging }, body: filter }),
  /** The sidebar counter: a failed refresh shows nothing rather than the error dialog. */
  getOverruleCount: () => request<{ count: number }>(`${OVERRULE}/count`, { report: false }),
  getOverruleSubjects: () => request<DeskSubject[]>(`${OVERRULE}/subject`),
  getOverrule: (id: number) => request<OverruleDetail>(`${OVERRULE}/${id}`),
  /** The new request's dossier picker: the dossier list's quick search, a plain list (spec 001 §7). */
  getOverruleDossiers: (query: string) => request<DossierRow[]>(`${OVERRULE}/dossiers`, { query: { query, size: 10 } }),
  getOverruleExists: (dossierId: number) => request<{ exists: boolean; id: number | null }>(`${OVERRULE}/exists/${dossierId}`),
  createOverrule: (body: NewOverrule, files: readonly File[], onProgress?: (fraction: number) => void) =>
    sendWithFiles<OverruleSummary>(`${OVERRULE}/new`, 'overrule', body, files, onProgress),
  chatOverrule: (id: number, body: OverruleChat, files: readonly File[], onProgress?: (fraction: number) => void) =>
    sendWithFiles<OverruleDetail>(`${OVERRULE}/${id}/chat`, 'chat', body, files, onProgress),
  setOverruleStatus: (id: number, body: { moneyProviderStatusId: number | null; serviceProviderStatusId: number | null }) =>
    request<OverruleSummary>(`${OVERRULE}/${id}/status`, { method: 'PUT', body }),
  archiveOverrule: (id: number) => request<OverruleSummary>(`${OVERRULE}/${id}/archive`, { method: 'PATCH' }),

  getVoorbespreekCount: (side: 'advisor' | 'employee') => request<{ count: number }>(`${VOORBESPREEK}/${side}/count`, { report: false }),
  getVoorbesprekingen: (paging: Paging, filter: VoorbespreekFilter) =>
    request<Page<VoorbespreekSummary>>(`${VOORBESPREEK}/filtered`, { method: 'POST', query: { ...paging }, body: filter }),
  getVoorbespreekSubjects: () => request<DeskSubject[]>(`${VOORBESPREEK}/subjects`),
  getVoorbespreking: (id: number) => request<VoorbespreekDetail>(`${VOORBESPREEK}/${id}`),
  getDossierVoorbesprekingen: (dossierId: number) => request<VoorbespreekSummary[]>(`/api/v1/dossiers/${dossierId}/voorbespreekdesk`),
  createVoorbespreking: (body: NewVoorbespreek, files: readonly File[], onProgress?: (fraction: number) => void) =>
    sendWithFiles<VoorbespreekSummary>(VOORBESPREEK, 'voorbespreekdesk', body, files, onProgress),
  replyVoorbespreking: (body: VoorbespreekReply, files: readonly File[], onProgress?: (fraction: number) => void) =>
    sendWithFiles<VoorbespreekDetail>(`${VOORBESPREEK}/chat`, 'chat', body, files, onProgress),
  endVoorbespreking: (id: number) => request<VoorbespreekSummary>(`${VOORBESPREEK}/${id}/endofresponseadvisor`, { method: 'POST' }),
  setVoorbespreekHandler: (id: number, userId: number) => request<VoorbespreekSummary>(`${VOORBESPREEK}/${id}/behandelaar/${userId}`, { method: 'PUT' }),
  archiveVoorbespreking: (id: number) => request<VoorbespreekSummary>(`${VOORBESPREEK}/${id}/archive`, { method: 'PATCH' }),
  detachVoorbespreking: (id: number) => request<VoorbespreekSummary>(`${VOORBESPREEK}/${id}/detach-dossier`, { method: 'PATCH' }),
  linkVoorbespreking: (id: number, dossierId: number) => request<VoorbespreekSummary>(`/api/v1/dossiers/${dossierId}/voorbespreekdesk/${id}`, { method: 'PUT' }),
  /** A dossier to link a pre-discussion to: the dossier list's quick search within the user's scope. */
  searchLinkDossiers: async (query: string) => (await request<Page<DossierRow>>('/api/v1/dossiers', { query: { query, page: 0, size: 10 } })).content,
  /** Who may become a conversation's handler: the back office's staff (the server accepts those holding VOORBESPREEKDESK_EDIT). */
  getDeskHandlers: () => request<PersonRow[]>('/api/v1/medewerkers'),
  /** A desk message's file for the viewer; the server serves it to the parties of its conversation only. */
  getDeskFile: (key: string) => request<Blob>(`/api/v1/files/${encodeURIComponent(key)}`, { as: 'blob', report: false }),
};
export type DeskCalls = typeof deskCalls;
