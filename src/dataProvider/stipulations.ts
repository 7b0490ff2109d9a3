import type { Transaction } from '../../contract/stipulations';
import { request } from './http';

/** The rule-engine calls of the stipulations (spec 001 §7 unprefixed paths; docs/stipulations.md). */
export type { Transaction };

export const stipulationCalls = {
  /** Brings the dossier's outcome up to date; recorded only when it changed. */
  refreshStipulations: (dossierId: number) => request<Transaction>(`/dossiers/${dossierId}/refresh`, { method: 'POST' }),
  executeRuleset: (dossierId: number) => request<Transaction>(`/execute-ruleset/dossiers/${dossierId}`, { method: 'POST' }),
};
export type StipulationCalls = typeof stipulationCalls;
