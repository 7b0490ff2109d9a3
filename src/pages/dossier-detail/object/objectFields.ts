import { app } from '../../../i18n/nl';
import { KADASTER_LABELS, OBJECT_LABELS } from '../../../../contract/dossier-forms';
import type { FieldKind, FieldSpec } from '../forms/fields';

const KINDS: Record<string, FieldKind> = {
  huisNummer: 'number',
  bouwjaar: 'number',
  koopsom: 'amount',
  marktwaarde: 'amount',
  wozWaarde: 'amount',
  huurPerMaand: 'amount',
  grootteM2: 'number',
  perceelnummer: 'number',
  appartementsindex: 'number',
};
const specs = (labels: Record<string, string>): FieldSpec[] => Object.entries(labels).map(([source, label]) => ({ source, label, kind: KINDS[source] ?? 'text', ...(source === 'soortObject' ? { codes: 'woningtype' } : {}) }));

export const OBJECT_FIELDS: FieldSpec[] = [...specs(OBJECT_LABELS), { source: 'verhuurd', label: app.objects.verhuurd, kind: 'boolean' }];
export const KADASTER_FIELDS = specs(KADASTER_LABELS);
