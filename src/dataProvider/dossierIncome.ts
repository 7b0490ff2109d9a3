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

/** Every income list of a dossier, by kind, as the income tab reads them at once. */
export type IncomeByKind = Record<IncomeKind, IncomeRow[]>;

const base = (dossierId: number) => `/api/v1/dossier/${dossierId}/inkomen`;

export const incomeCalls = {
  getIncome: (dossierId: number, kind: IncomeKind) => request<IncomeRow[]>(`${base(dossierId)}/${kind}`),
  getBezittingen: (dossierId: number) => request<BezittingRow[]>(`${base(dossierId)}/bezittingen`),
  getVerplichtingen: (dossierId: number) => request<VerplichtingRow[]>(`${base(dossierId)}/verplichtingen`),
  /** One employment added (no id) or changed (id + version); the server answers the saved rows. */
  saveDienstbetrekking: (dossierId: number, row: Record<string, unknown>) =>
    request<IncomeRow[]>(`${base(dossierId)}/dienstbetrekkingen`, { method: 'PUT', body: [row], formErrors: true }),
  deleteDienstbetrekking: (dossierId: number, id: number) =>
    request<void>(`${base(dossierId)}/dienstbetrekkingen`, { method: 'DELETE', body: { ids: [id] } }),
  addBezitting: (dossierId: number, row: Record<string, unknown>) =>
    request<BezittingRow>(`${base(dossierId)}/bezittingen`, { method: 'POST', body: row, formErrors: true }),
  addVerplichting: (dossierId: number, row: Record<string, unknown>) =>
    request<VerplichtingRow>(`${base(dossierId)}/verplichtingen`, { method: 'POST', body: row, formErrors: true }),
};
export type IncomeCalls = typeof incomeCalls;
