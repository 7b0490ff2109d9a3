import { app } from '../../../i18n/nl';
import { BELANGRIJKE_DATUM_SOORTEN } from '../../../../contract/dossier';
import { belangrijkeDataSchema, DIENSTVERLENINGEN, tekstregelsSchema } from '../../../../contract/dossier-forms';
import type { BelangrijkeDatum } from '../../../dataProvider/dossierSections';
import type { FieldSpec } from '../forms/fields';

export const DIENSTVERLENING_FIELDS: FieldSpec[] = [{ source: 'dienstverlening', label: app.sections.dienstverlening, kind: 'select', choices: DIENSTVERLENINGEN }];

/** One date input per kind of important date; an empty one removes that date. */
export const DATUM_FIELDS: FieldSpec[] = BELANGRIJKE_DATUM_SOORTEN.map((s) => ({ source: s.id, label: s.name, kind: 'date' }));

export const datumsToValues = (datums: readonly BelangrijkeDatum[]) =>
  Object.fromEntries(BELANGRIJKE_DATUM_SOORTEN.map((s) => [s.id, datums.find((d) => d.soort === s.id)?.datum?.slice(0, 10) ?? '']));

/** The filled kinds as the body's list, keeping each kind's stored description. */
export const datumsFromValues = (values: Record<string, unknown>, stored: readonly BelangrijkeDatum[]) =>
  BELANGRIJKE_DATUM_SOORTEN.filter((s) => values[s.id]).map((s) => ({
    soort: s.id,
    datum: values[s.id],
    omschrijving: stored.find((d) => d.soort === s.id)?.omschrijving ?? null,
  }));

/** The shared body rule, its messages put back on the kind's input. */
export const validateDatums = (values: Record<string, unknown>) => {
  const datums = datumsFromValues(values, []);
  const result = belangrijkeDataSchema.safeParse({ datums, version: 1 });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const index = issue.path[1];
    if (typeof index === 'number') errors[datums[index].soort] ??= issue.message;
  }
  return errors;
};

/** The non-empty lines of the text, each trimmed. */
export const linesOf = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const TEKSTREGELS_FIELDS: FieldSpec[] = [{ source: 'tekst', label: app.sections.tekstregelsHint, kind: 'longtext' }];

/** The text's lines against the shared rule (at most 50, each at most 500 characters). */
export const validateTekstregels = (values: Record<string, unknown>): Record<string, string> => {
  const regels = linesOf(values.tekst);
  const result = tekstregelsSchema.safeParse({ regels, version: 1 });
  return result.success ? {} : { tekst: result.error.issues[0].message };
};
