import { request } from './http';

/** The property (objects) of a dossier and its kadaster items (docs/api-dossier-detail.md, "Objects and kadaster"). */

export interface KadasterItem {
  id: number;
  version: number;
  kadastraleGemeente: string;
  sectie: string;
  perceelnummer: string;
  appartementsindex: string | null;
  grootteM2: number | null;
}
export interface DossierObject {
  id: number;
  version: number;
  soortObject: string;
  straatNaam: string;
  huisNummer: number;
  huisNummerToevoeging: string | null;
  postcode: string;
  plaatsNaam: string;
  koopsom: number | null;
  marktwaarde: number | null;
  wozWaarde: number | null;
  bouwjaar: number | null;
  energieLabel: string | null;
  verhuurd: boolean;
  huurPerMaand: number | null;
  kadaster: KadasterItem[];
}

const kadasterPath = (objectId: number) => `/api/v1/objects/${objectId}/kadaster`;

export const objectCalls = {
  getObjects: (dossierId: number) => request<DossierObject[]>(`/api/v1/dossiers/${dossierId}/object`, { query: { origin: 'AANVRAAG' } }),
  putObject: (dossierId: number, body: Record<string, unknown>) =>
    request<DossierObject>(`/api/v1/dossiers/${dossierId}/object`, { method: 'PUT', body, formErrors: true }),
  addKadasterItem: (objectId: number, body: Record<string, unknown>) =>
    request<KadasterItem>(kadasterPath(objectId), { method: 'POST', body, formErrors: true }),
  putKadasterItem: (objectId: number, body: Record<string, unknown>) =>
    request<KadasterItem>(kadasterPath(objectId), { method: 'PUT', body, formErrors: true }),
  deleteKadasterItem: (objectId: number, itemId: number) => request<void>(`${kadasterPath(objectId)}/${itemId}`, { method: 'DELETE' }),
};
export type ObjectCalls = typeof objectCalls;
