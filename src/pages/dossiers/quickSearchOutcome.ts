import type { DossierProjection } from '../../dataProvider/dossiers';
import { dossierPath } from './dossierFormat';

/** The header quick search (spec 000 §2, 001 §5): whitespace is stripped before searching. */
export const normaliseQuery = (value: string) => value.replace(/\s+/g, '');

export type SearchOutcome = { kind: 'none' } | { kind: 'open'; path: string } | { kind: 'list'; hits: DossierProjection[] };

/** One hit opens the dossier, several show the list, none hides it. */
export const searchOutcome = (hits: DossierProjection[]): SearchOutcome => {
  if (hits.length === 0) return { kind: 'none' };
  if (hits.length === 1) return { kind: 'open', path: dossierPath(hits[0]) };
  return { kind: 'list', hits };
};
