import { request } from './http';

/** The back-office information of a dossier (docs/dossier-detail-forms.md "boInfo"). */
export interface BoInfo {
  id: number;
  version: number;
  dossierId: number;
  [field: string]: unknown;
}

interface BoInfoPage {
  content: BoInfo[];
  totalElements: number;
}

export const boInfoCalls = {
  /** The dossier's record (one at most), found through the search call; null while there is none. */
  readBoInfo: async (dossierId: number) =>
    (await request<BoInfoPage>('/api/v1/boInfo/search', { method: 'POST', body: { dossierId, size: 1 } })).content[0] ?? null,
  /** Creates the record when the dossier has none yet, else changes it with the version it was read with. */
  saveBoInfo: (dossierId: number, record: BoInfo | null, values: Record<string, unknown>) => {
    const { id: _id, dossierId: _dossier, version, ...fields } = values;
    return record
      ? request<BoInfo>(`/api/v1/boInfo/${record.id}`, { method: 'PATCH', body: { ...fields, version }, formErrors: true })
      : request<BoInfo>('/api/v1/boInfo', { method: 'POST', body: { ...fields, dossierId }, formErrors: true });
  },
};
export type BoInfoCalls = typeof boInfoCalls;
