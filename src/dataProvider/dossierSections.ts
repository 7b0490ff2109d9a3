import type { DossierProjection, DossierRow } from './dossiers';
import { request } from './http';

/**
 * The overview forms of the dossier detail: notary, intermediary, mortgage, service, important
 * dates and text lines, (docs/api-dossier-detail.md, "Forms").
 */

export type Values = Record<string, unknown>;
/** A record of the dossier as its form reads it. */
export type StoredRecord = Values & { id: number; version: number };
const put = <T>(path: string, body: unknown) => request<T>(path, { method: 'PUT', body, formErrors: true });
const dossierPath = (id: number, sub: string) => `/api/v1/dossiers/${id}/${sub}`;

export interface Leningdeel {
  id: number;
  volgnummer: number;
  aflosvorm: string;
  bedrag: number;
  rentePercentage: number | null;
  rentevastePeriodeMaanden: number | null;
  looptijdMaanden: number | null;
  fiscaalRegime: string | null;
  version: number;
}
export interface Hypotheek {
  id: number;
  version: number;
  hoofdsom: number;
  nhg: boolean;
  eigenMiddelen: number | null;
  ingangsDatum: string | null;
  leningdelen: Leningdeel[];
}

export interface BelangrijkeDatum {
  soort: string;
  datum: string;
  omschrijving: string | null;
}
/** What GET /dossiers/{id} answers for the dossier-level forms, besides the list row. */
export type DossierForms = DossierRow & { dienstverlening: string | null; tekstregels: string[]; belangrijkeDatums: BelangrijkeDatum[] };

/** The dossier made from this one (GET /dossiers/{id}/child), or null. */
export type ChildDossier = DossierProjection & { status: string; soort: string };

export const sectionCalls = {
  getNotaris: (id: number) => request<StoredRecord | null>(dossierPath(id, 'notarises')),
  putNotaris: (id: number, body: Values) => put<Values>(dossierPath(id, 'notarises'), body),
  getTussenpersoon: (id: number) => request<StoredRecord | null>(dossierPath(id, 'tuessenpersons')),
  putTussenpersoon: (id: number, body: Values) => put<Values>(dossierPath(id, 'tuessenpersons'), body),
  getHypotheek: (id: number) => request<Hypotheek | null>(dossierPath(id, 'hypotheek')),
  putHypotheek: (id: number, body: Values) => put<Values>(dossierPath(id, 'hypotheek'), body),
  /** The dossier with its dossier-level forms (GET /dossiers/{id}). */
  getDossierForms: (id: number) => request<DossierForms>(`/api/v1/dossiers/${id}`),
  // The dossier-level forms send and answer the dossier's version.
  putTekstregels: (id: number, regels: string[], version: number) =>
    put<{ regels: string[]; version: number }>(dossierPath(id, 'tekstregels'), { regels, version }),
  putDienstverlening: (id: number, dienstverlening: unknown, version: number) =>
    put<{ dienstverlening: string; version: number }>(dossierPath(id, 'dienstverlening'), { dienstverlening, version }),
  putBelangrijkeData: (id: number, datums: Values[], version: number) =>
    put<{ datums: Values[]; version: number }>(dossierPath(id, 'belangrijke-data'), { datums, version }),
  getChildDossier: (id: number) => request<ChildDossier | null>(dossierPath(id, 'child')),
};
export type SectionCalls = typeof sectionCalls;
