import { app } from '../../../i18n/nl';
import { BEZITTING_SOORTEN, DIENSTVERBANDEN, VERPLICHTING_SOORTEN } from '../../../../contract/dossier-forms';
import { choicesOf, type FieldSpec } from '../forms/fields';

const t = app.income;
const f = t.fields;

export const DIENSTBETREKKING_FIELDS: FieldSpec[] = [
  { source: 'werkgever', label: f.werkgever },
  { source: 'dienstverband', label: f.dienstverband, kind: 'select', choices: choicesOf(DIENSTVERBANDEN, t.dienstverband) },
  { source: 'brutoJaarbedrag', label: f.brutoJaarbedrag, kind: 'amount' },
  { source: 'ingangsDatum', label: f.ingangsDatum, kind: 'date' },
  { source: 'eindDatum', label: f.eindDatum, kind: 'date' },
];

/** The other income kinds are read-only here: they arrive with the application (HDN). */
export const OTHER_INCOME_COLUMNS: FieldSpec[] = [
  { source: 'soortNaam', label: f.soort },
  { source: 'omschrijving', label: f.omschrijving },
  { source: 'brutoJaarbedrag', label: f.brutoJaarbedrag, kind: 'amount' },
  { source: 'ingangsDatum', label: f.ingangsDatum, kind: 'date' },
  { source: 'eindDatum', label: f.eindDatum, kind: 'date' },
];

export const BEZITTING_FIELDS: FieldSpec[] = [
  { source: 'soort', label: f.soort, kind: 'select', choices: choicesOf(BEZITTING_SOORTEN, t.bezittingSoort) },
  { source: 'omschrijving', label: f.omschrijving },
  { source: 'waarde', label: f.waarde, kind: 'amount' },
];

export const VERPLICHTING_FIELDS: FieldSpec[] = [
  { source: 'soort', label: f.soort, kind: 'select', choices: choicesOf(VERPLICHTING_SOORTEN, t.verplichtingSoort) },
  { source: 'kredietgever', label: f.kredietgever },
  { source: 'bedrag', label: f.bedrag, kind: 'amount' },
  { source: 'maandlast', label: f.maandlast, kind: 'amount' },
];
