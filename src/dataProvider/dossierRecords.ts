import { request } from './http';

/**
 * The records of a dossier kept through get/post/patch/search calls: BTL contractors and assets,
 * bank guarantees, the CDS notary (docs/api-dossier-detail.md, "Contractors, assets, …") and insurances
 * (docs/insurances.md).
 */
export type RecordPath = 'contractor' | 'assets' | 'bankgarantie' | 'notaris-cds' | 'verzekering';

export interface DossierRecord {
  id: number;
  version: number;
  dossierId: number;
  [field: string]: unknown;
}

export const recordCalls = {
  searchRecords: (path: RecordPath, dossierId: number) =>
    request<DossierRecord[]>(`/api/v1/${path}/search`, { method: 'POST', body: { dossierId } }),
  createRecord: (path: RecordPath, body: Record<string, unknown>) =>
    request<DossierRecord>(`/api/v1/${path}`, { method: 'POST', body, formErrors: true }),
  patchRecord: (path: RecordPath, id: number, body: Record<string, unknown>) =>
    request<DossierRecord>(`/api/v1/${path}/${id}`, { method: 'PATCH', body, formErrors: true }),
};
export type RecordCalls = typeof recordCalls;
