import { app } from '../../../i18n/nl';
import { OBJECT_LABELS } from '../../../../contract/dossier-forms';
import { BANKGARANTIE_LABELS, BANKGARANTIE_STATUSSEN, CONTRACTOR_LABELS, CONTRACTOR_TYPES, NOTARIS_CDS_LABELS } from '../../../../contract/dossier-parties';
import { choicesOf, type FieldKind, type FieldSpec } from '../forms/fields';

const t = app.btlCds;
const KINDS: Record<string, FieldKind> = {
  huisNummer: 'number',
  bouwjaar: 'number',
  koopsom: 'amount',
  marktwaarde: 'amount',
  wozWaarde: 'amount',
  huurPerMaand: 'amount',
  bedrag: 'amount',
  ingangsDatum: 'date',
  vervalDatum: 'date',
  passeerDatum: 'date',
};
const specs = (labels: Record<string, string>): FieldSpec[] => Object.entries(labels).map(([source, label]) => ({ source, label, kind: KINDS[source] ?? 'text', ...(source === 'soortObject' ? { codes: 'woningtype' } : {}) }));

export const CONTRACTOR_FIELDS: FieldSpec[] = specs(CONTRACTOR_LABELS).map((f) =>
  f.source === 'type' ? { ...f, kind: 'select', choices: choicesOf(CONTRACTOR_TYPES, t.contractorTypes) } : f,
);
export const CONTRACTOR_COLUMNS: FieldSpec[] = [...CONTRACTOR_FIELDS, { source: 'contact', label: t.contact }];

export const ASSET_FIELDS: FieldSpec[] = [...specs(OBJECT_LABELS), { source: 'verhuurd', label: app.objects.verhuurd, kind: 'boolean' }];
export const ASSET_COLUMNS: FieldSpec[] = ASSET_FIELDS.filter((f) => ['soortObject', 'straatNaam', 'huisNummer', 'postcode', 'plaatsNaam', 'marktwaarde', 'huurPerMaand', 'verhuurd'].includes(f.source));

export const BANKGARANTIE_FIELDS: FieldSpec[] = specs(BANKGARANTIE_LABELS).map((f) =>
  f.source === 'status' ? { ...f, kind: 'select', choices: choicesOf(BANKGARANTIE_STATUSSEN, t.bankgarantieStatus) } : f,
);
export const NOTARIS_CDS_FIELDS: FieldSpec[] = specs(NOTARIS_CDS_LABELS);
