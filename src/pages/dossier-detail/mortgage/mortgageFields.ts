import { HYPOTHEEK_LABELS } from '../../../../contract/dossier-forms';
import type { FieldSpec } from '../forms/fields';

export const HYPOTHEEK_FIELDS: FieldSpec[] = [
  { source: 'hoofdsom', label: HYPOTHEEK_LABELS.hoofdsom, kind: 'amount' },
  { source: 'nhg', label: HYPOTHEEK_LABELS.nhg, kind: 'boolean' },
  { source: 'eigenMiddelen', label: HYPOTHEEK_LABELS.eigenMiddelen, kind: 'amount' },
  { source: 'ingangsDatum', label: HYPOTHEEK_LABELS.ingangsDatum, kind: 'date' },
];
