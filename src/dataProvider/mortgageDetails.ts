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

export const getHypotheekOpties = (hypotheekId: number) => request<HypotheekOpties | null>(lening(hypotheekId, 'hypotheekopties'));
export const getBancaireDekking = (hypotheekId: number) => request<BancaireDekking[]>(lening(hypotheekId, 'bancairedekking'));
export const getMaatwerk = (hypotheekId: number) => request<Maatwerk[]>(lening(hypotheekId, 'maatwerk'));
export const getPremieAfspraken = (leningdeelId: number) => request<PremieAfspraak[]>(leningdeel(leningdeelId, 'premieafspraken'));
export const getFondsverdeling = (leningdeelId: number) => request<Fondsverdeling[]>(leningdeel(leningdeelId, 'fondsverdeling'));
export const getKortingsregelingen = (leningdeelId: number) => request<Kortingsregeling[]>(leningdeel(leningdeelId, 'kortingsregeling'));
