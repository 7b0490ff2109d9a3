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

export const getObjects = (dossierId: number) => request<DossierObject[]>(`/api/v1/dossiers/${dossierId}/object`, { query: { origin: 'AANVRAAG' } });

export const putObject = (dossierId: number, body: Record<string, unknown>) =>
  request<DossierObject>(`/api/v1/dossiers/${dossierId}/object`, { method: 'PUT', body, formErrors: true });

const kadasterPath = (objectId: number) => `/api/v1/objects/${objectId}/kadaster`;

export const addKadasterItem = (objectId: number, body: Record<string, unknown>) =>
  request<KadasterItem>(kadasterPath(objectId), { method: 'POST', body, formErrors: true });

export const putKadasterItem = (objectId: number, body: Record<string, unknown>) =>
  request<KadasterItem>(kadasterPath(objectId), { method: 'PUT', body, formErrors: true });

export const deleteKadasterItem = (objectId: number, itemId: number) => request<void>(`${kadasterPath(objectId)}/${itemId}`, { method: 'DELETE' });
