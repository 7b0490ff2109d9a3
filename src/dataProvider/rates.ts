import type { Comparison, RentevastePeriode, Risicoklasse } from '../../contract/rates';
import type { Page } from './crud';
import type { PersonRef } from './dossiers';
import { request } from './http';

/** Named calls of Rente and the Productvergelijker (docs/rates.md). */

export interface ProductRates {
  id: number;
  naam: string;
  geldverstrekkerId: number;
  geldverstrekkerNaam: string;
  nhg: boolean;
  maxLtv: number;
  tarieven: { id: number; rentevastePeriode: RentevastePeriode; risicoklasse: Risicoklasse; rentePercentage: number; ingangsdatum: string }[];
}

export interface RateChange {
  id: number;
  tariefId: number;
  ingangsdatum: string;
  gewijzigdOp: string;
  geldverstrekkerNaam: string;
  productNaam: string;
  rentevastePeriode: RentevastePeriode;
  risicoklasse: Risicoklasse;
  oudPercentage: number | null;
  nieuwPercentage: number | null;
  verschil: number | null;
  gebruiker: PersonRef | null;
}

export interface AssortmentProduct {
  id: number;
  naam: string;
  omschrijving: string | null;
  geldverstrekkerNaam: string;
  nhg: boolean;
  maxLtv: number;
  rentevastePeriodes: RentevastePeriode[];
  laagsteRente: number | null;
  hoogsteRente: number | null;
  laatsteWijziging: string | null;
}

export interface ComparisonQuestion {
  hoofdsom: string;
  marktwaarde: string;
  rentevastePeriode: string;
  looptijdJaren: string;
  nhg: boolean;
  geldverstrekkerId: number[];
}

export const rateCalls = {
  getRateTable: (query: { page: number; size: number; geldverstrekkerId?: number | ''; rentevastePeriode?: string }) =>
    request<Page<ProductRates>>('/api/v1/rente-tarieven', { query }),
  getRateChanges: (query: Record<string, unknown>) => request<Page<RateChange>>('/api/v1/rente-tarieven/wijzigingen', { query }),
  getAssortment: () => request<AssortmentProduct[]>('/api/v1/rente-tarieven/assortiment'),
  compareProducts: (question: ComparisonQuestion) => request<Comparison>('/api/v1/productvergelijker', { query: { ...question, nhg: String(question.nhg) } }),
};
export type RateCalls = typeof rateCalls;
