import type {
  BancaireDekking,
  Fondsverdeling,
  HypotheekOpties,
  Kortingsregeling,
  Maatwerk,
  PremieAfspraak,
} from '../../contract/mortgage-details';
import { request } from './http';

/** The lening and leningdeel sub-reads (docs/dossier-detail-forms.md "Mortgage sub-reads"). */
const lening = (id: number, sub: string) => `/api/v1/dossiers/hypotheek/lening/${id}/${sub}`;
const leningdeel = (id: number, sub: string) => `/api/v1/dossiers/hypotheek/leningdeel/${id}/${sub}`;

export const mortgageDetailCalls = {
  getHypotheekOpties: (hypotheekId: number) => request<HypotheekOpties | null>(lening(hypotheekId, 'hypotheekopties')),
  getBancaireDekking: (hypotheekId: number) => request<BancaireDekking[]>(lening(hypotheekId, 'bancairedekking')),
  getMaatwerk: (hypotheekId: number) => request<Maatwerk[]>(lening(hypotheekId, 'maatwerk')),
  getPremieAfspraken: (leningdeelId: number) => request<PremieAfspraak[]>(leningdeel(leningdeelId, 'premieafspraken')),
  getFondsverdeling: (leningdeelId: number) => request<Fondsverdeling[]>(leningdeel(leningdeelId, 'fondsverdeling')),
  getKortingsregelingen: (leningdeelId: number) => request<Kortingsregeling[]>(leningdeel(leningdeelId, 'kortingsregeling')),
};
export type MortgageDetailCalls = typeof mortgageDetailCalls;
