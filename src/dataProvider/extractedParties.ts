import type { PersonRef } from './dossiers';
import { request } from './http';

/** Parties read from documents, over all dossiers in scope (docs/api-dossier-detail.md, "Extracted parties"). */

export interface ExtractedParty {
  id: number;
  version: number;
  dossierId: number;
  hypotheekgeverId: number | null;
  bron: string;
  rol: string;
  voorLetters: string | null;
  voorNamen: string | null;
  tussenVoegsels: string | null;
  achterNaam: string | null;
  bedrijfsNaam: string | null;
  geboorteDatum: string | null;
  bsn: string | null;
  kvkNummer: string | null;
  straatNaam: string | null;
  huisNummer: number | null;
  postcode: string | null;
  plaatsNaam: string | null;
}
export interface PartyPage {
  content: ExtractedParty[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}
export interface PartyChange {
  gewijzigdOp: string;
  veld: string;
  oudeWaarde: string | null;
  nieuweWaarde: string | null;
  gebruiker: PersonRef | null;
}

export const partyCalls = {
  getExtractedParties: (params: { query?: string; dossierId?: number; page: number; size: number }) =>
    request<PartyPage>('/api/v1/extracted-parties', { query: params }),
  /** The parties read from the documents of one dossier (the detail's panel). */
  getDossierParties: (dossierId: number) => request<PartyPage>('/api/v1/extracted-parties', { query: { dossierId, page: 0, size: 500 } }),
  createParty: (body: Record<string, unknown>) => request<ExtractedParty>('/api/v1/extracted-parties', { method: 'POST', body, formErrors: true }),
  /** A change sends every field and the version, not the dossier. */
  updateParty: (id: number, { dossierId: _dossier, id: _id, ...body }: Record<string, unknown>) =>
    request<ExtractedParty>(`/api/v1/extracted-parties/${id}`, { method: 'PUT', body, formErrors: true }),
  getPartyHistory: (id: number) => request<PartyChange[]>(`/api/v1/extracted-parties/${id}/change-history`),
};
export type PartyCalls = typeof partyCalls;
