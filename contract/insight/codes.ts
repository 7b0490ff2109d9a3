import { z } from 'zod';
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

/**
 * Which dossiers an insight screen counts as to CDS (docs/insight.md "Which dossiers are counted"):
 * the ordinary ones (the default, what the Dossiers list shows), both, or the CDS dossiers alone
 * (the CDS list). Every dashboard, lead-time view and report offers this one choice with this one
 * default, and the server applies it the same way for each, so their totals agree.
 */
export const CDS_SCOPES = ['zonder', 'met', 'alleen'] as const;
export type CdsScope = (typeof CDS_SCOPES)[number];
export const DEFAULT_CDS_SCOPE: CdsScope = 'zonder';
export const cdsScopeParam = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(CDS_SCOPES, { error: 'Kies zonder, met of alleen (CDS-dossiers).' }).default(DEFAULT_CDS_SCOPE),
);

/** The dossier list that shows a scope's dossiers, and what it adds to the list's query. */
export const cdsScopeList = (scope: CdsScope): { lijst: 'dossiers' | 'cds'; query: Record<string, string> } =>
  scope === 'alleen' ? { lijst: 'cds', query: {} } : { lijst: 'dossiers', query: scope === 'met' ? { dossierCds: 'alle' } : {} };
