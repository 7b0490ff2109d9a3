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

/** One guarantee with the purchase, transfer and people it is checked against (GET /bankgaranties/{id}). */
export interface GuaranteeDetail extends Guarantee {
  version: number;
  fase: string;
  stap: string;
  adviseurNaam: string | null;
  object: { straatNaam: string; huisNummer: number; huisNummerToevoeging: string | null; postcode: string; plaatsNaam: string } | null;
  koopsom: number | null;
  passeerdatum: string | null;
  verlooptVoorPasseren: boolean;
  aangemaaktOp: string;
  gewijzigdOp: string;
  /** Null for a user without the dossier's audit trail (DOSSIER_DETAIL_AUDIT). */
  wijzigingen: { id: number; gewijzigdOp: string; door: string | null; veld: string; oudeWaarde: string | null; nieuweWaarde: string | null }[] | null;
}

export const coverCalls = {
  getGuarantees: (query: Record<string, unknown>) => request<Page<Guarantee>>('/api/v1/bankgaranties', { query }),
  /** The page shows its own not-found for a guarantee out of reach. */
  getGuarantee: (id: string) => request<GuaranteeDetail>(`/api/v1/bankgaranties/${encodeURIComponent(id)}`, { shownByCaller: [404] }),
  getInsurances: (query: Record<string, unknown>) => request<Page<Insurance>>('/api/v1/verzekeringen', { query }),
};
export type CoverCalls = typeof coverCalls;
