import { app } from '../../../i18n/nl';
import { APPROVAL_NIVEAUS, APPROVAL_RESULTATEN } from '../../../../contract/dossier-approvals';
import type { FieldSpec } from '../forms/fields';

const t = app.acceptance;
const niveau: FieldSpec = { source: 'niveau', label: t.niveau, kind: 'select', choices: APPROVAL_NIVEAUS };
const resultaat: FieldSpec = { source: 'resultaat', label: t.resultaat, kind: 'select', choices: APPROVAL_RESULTATEN };
const toelichting: FieldSpec = { source: 'toelichting', label: t.toelichting, kind: 'longtext' };

export const APPROVAL_COLUMNS: FieldSpec[] = [
  niveau,
  resultaat,
  { source: 'beoordelaar', label: t.beoordelaar },
  { source: 'beoordeeldOp', label: t.beoordeeldOp, kind: 'date' },
  { source: 'toelichting', label: t.toelichting },
];
export const APPROVAL_CREATE_FIELDS: FieldSpec[] = [niveau, resultaat, toelichting];
/** A judgement changes its result and explanation; the level stays. */
export const APPROVAL_UPDATE_FIELDS: FieldSpec[] = [resultaat, toelichting];
export const BINDING_OFFER_FIELDS: FieldSpec[] = [{ source: 'tekst', label: t.tekst, kind: 'longtext' }];
