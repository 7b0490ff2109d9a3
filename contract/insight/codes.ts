import { FASES, STAPPEN, type Fase } from '../dossier';

/**
 * How an application arrived (docs/insight.md "Compleet dossier"): complete, incomplete (it had to
 * wait for additional papers: the step 'Wacht op aanvulling'), or still being assessed.
 */
export const AANLEVERINGEN = [
  { id: 'COMPLEET', name: 'Compleet' },
  { id: 'ONVOLLEDIG', name: 'Onvolledig' },
  { id: 'IN_BEOORDELING', name: 'In beoordeling' },
] as const;
export type Aanlevering = (typeof AANLEVERINGEN)[number]['id'];
export const AANLEVERING_CODES = AANLEVERINGEN.map((a) => a.id) as [Aanlevering, ...Aanlevering[]];

/** Every step as 'FASE.STAP', in process order: step codes recur in other phases. */
export const FASE_STAPPEN = FASES.flatMap((fase) =>
  STAPPEN[fase.id].map((stap) => ({ id: `${fase.id}.${stap.id}`, fase: fase.id as Fase, stap: stap.id as string, name: `${fase.name} – ${stap.name}` })),
);
export const FASE_STAP_CODES = FASE_STAPPEN.map((s) => s.id) as [string, ...string[]];

/**
 * The three Doorlooptijden pages (spec 000 §2): dossiers of offices with a mandate of the money
 * provider, of offices without one, and buy-to-let loans of either. Each is a dossier-list filter.
 */
export const SEGMENTEN = [
  { id: 'VOLMACHT', path: 'volmacht', name: 'Volmacht', filter: { kantoorType: 'VOLMACHT', dossierBTL: 'false' } },
  { id: 'NIET_VOLMACHT', path: 'niet-volmacht', name: 'Niet-volmacht', filter: { kantoorType: 'NIET_VOLMACHT', dossierBTL: 'false' } },
  { id: 'VERHUUR', path: 'verhuurhypotheken', name: 'Verhuurhypotheken', filter: { dossierBTL: 'true' } },
] as const;
export type Segment = (typeof SEGMENTEN)[number]['id'];
export const SEGMENT_CODES = SEGMENTEN.map((s) => s.id) as [Segment, ...Segment[]];
