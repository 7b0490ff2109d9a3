import { NOTARIS_LABELS, TUSSENPERSOON_LABELS } from '../../../../contract/dossier-forms';
import type { FieldSpec } from '../forms/fields';

const NUMBERS = new Set(['huisNummer']);
const specs = (labels: Record<string, string>): FieldSpec[] =>
  Object.entries(labels).map(([source, label]) => ({ source, label, kind: NUMBERS.has(source) ? 'number' : 'text' }));

export const NOTARIS_FIELDS = specs(NOTARIS_LABELS);
export const TUSSENPERSOON_FIELDS = specs(TUSSENPERSOON_LABELS);
