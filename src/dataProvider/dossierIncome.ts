import { request } from './http';

/** The aanvraag-inkomen calls of the dossier detail (docs/api-dossier-detail.md, "Income"). */

export interface IncomeRow {
  id: number;
  version: number;
  hypotheekgeverId: number | null;
  soort: string;
  omschrijving: string | null;
  dienstverband: string | null;
  brutoJaarbedrag: number | null;
  ingangsDatum: string | null;
  eindDatum: string | null;
}
export interface BezittingRow {
  id: number;
  version: number;
  soort: string;
  omschrijving: string | null;
  waarde: number;
}
export interface VerplichtingRow {
  id: number;
  version: number;
  soort: string;
  kredietgever: string | null;
  bedrag: number;
  maandlast: number | null;
}

/** The income paths read per applicant; loondienst and ondernemer are aliases the spec also names. */
export const INCOME_KINDS = ['dienstbetrekkingen', 'onderneming', 'uitkering', 'pensioen', 'arbeidsmarktscan', 'vermogen', 'overige'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

const base = (dossierId: number) => `/api/v1/dossier/${dossierId}/inkomen`;

export const getIncome = (dossierId: number, kind: IncomeKind) => request<IncomeRow[]>(`${base(dossierId)}/${kind}`);
export const getBezittingen = (dossierId: number) => request<BezittingRow[]>(`${base(dossierId)}/bezittingen`);
export const getVerplichtingen = (dossierId: number) => request<VerplichtingRow[]>(`${base(dossierId)}/verplichtingen`);

/** One employment added (no id) or changed (id + version); the server answers the saved rows. */
export const saveDienstbetrekking = (dossierId: number, row: Record<string, unknown>) =>
  request<IncomeRow[]>(`${base(dossierId)}/dienstbetrekkingen`, { method: 'PUT', body: [row], formErrors: true });

export const deleteDienstbetrekking = (dossierId: number, id: number) =>
  request<void>(`${base(dossierId)}/dienstbetrekkingen`, { method: 'DELETE', body: { ids: [id] } });

export const addBezitting = (dossierId: number, row: Record<string, unknown>) =>
  request<BezittingRow>(`${base(dossierId)}/bezittingen`, { method: 'POST', body: row, formErrors: true });

export const addVerplichting = (dossierId: number, row: Record<string, unknown>) =>
  request<VerplichtingRow>(`${base(dossierId)}/verplichtingen`, { method: 'POST', body: row, formErrors: true });
