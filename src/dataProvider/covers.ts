import type { Page } from './crud';
import type { PersonRef } from './dossiers';
import { request } from './http';

/** Bank guarantees and insurances across the dossiers in scope (docs/guarantees.md, docs/insurances.md). */

interface DossierRef {
  dossierId: number;
  cds: boolean;
  btl: boolean;
  naamHypotheekGever: string;
  geldverstrekkerNaam: string;
}

export interface Guarantee extends DossierRef {
  id: number;
  kantoorNaam: string | null;
  bank: string;
  kenmerk: string | null;
  begunstigde: string;
  bedrag: number;
  ingangsDatum: string | null;
  vervalDatum: string;
  status: string;
  dagenTotVerval: number;
}

export interface Insurance extends DossierRef {
  id: number;
  soort: string;
  verzekerde: PersonRef | null;
  maatschappij: string;
  polisnummer: string | null;
  verzekerdBedrag: number;
  premiePerMaand: number;
  ingangsDatum: string | null;
  eindDatum: string | null;
  verpand: boolean;
  polisOntvangen: boolean;
  status: string;
  vereistBedrag: number | null;
  dagenTotEinde: number | null;
}

export const coverCalls = {
  getGuarantees: (query: Record<string, unknown>) => request<Page<Guarantee>>('/api/v1/bankgaranties', { query }),
  getInsurances: (query: Record<string, unknown>) => request<Page<Insurance>>('/api/v1/verzekeringen', { query }),
};
export type CoverCalls = typeof coverCalls;
