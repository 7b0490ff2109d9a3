import { HttpError } from 'ra-core';
import { PARTIJ_NAW_LABELS, partijNawSchema } from '../../../../contract/dossier-forms';
import { GESLACHTEN } from '../../../../contract/dossier';
import type { FieldSpec } from '../forms/fields';

/** The applicant form's fields in the order a Dutch NAW block reads: person, identity, address, contact. */
const FIELDS: readonly FieldSpec[] = [
  { source: 'geslacht', label: PARTIJ_NAW_LABELS.geslacht, kind: 'select', choices: GESLACHTEN },
  { source: 'voorLetters', label: PARTIJ_NAW_LABELS.voorLetters },
  { source: 'voorNamen', label: PARTIJ_NAW_LABELS.voorNamen },
  { source: 'tussenVoegsels', label: PARTIJ_NAW_LABELS.tussenVoegsels },
  { source: 'achterNaam', label: PARTIJ_NAW_LABELS.achterNaam },
  { source: 'geboorteDatum', label: PARTIJ_NAW_LABELS.geboorteDatum, kind: 'date' },
  { source: 'bsn', label: PARTIJ_NAW_LABELS.bsn },
  { source: 'iban', label: PARTIJ_NAW_LABELS.iban },
  { source: 'straatNaam', label: PARTIJ_NAW_LABELS.straatNaam },
  { source: 'huisNummer', label: PARTIJ_NAW_LABELS.huisNummer, kind: 'number' },
  { source: 'huisNummerToevoeging', label: PARTIJ_NAW_LABELS.huisNummerToevoeging },
  { source: 'postcode', label: PARTIJ_NAW_LABELS.postcode },
  { source: 'plaatsNaam', label: PARTIJ_NAW_LABELS.plaatsNaam },
  { source: 'land', label: PARTIJ_NAW_LABELS.land, kind: 'country' },
  { source: 'email', label: PARTIJ_NAW_LABELS.email },
  { source: 'telefoonNummer', label: PARTIJ_NAW_LABELS.telefoonNummer },
];

/** Required is what the shared rules refuse empty, so the asterisks and the 'Let op:' messages agree. */
export const APPLICANT_FIELDS: readonly FieldSpec[] = FIELDS.map((field) => ({
  ...field,
  required: !partijNawSchema.shape[field.source as keyof typeof partijNawSchema.shape].safeParse('').success,
}));

/** The form edits partijNawData flat; the body nests it. */
export const toPartijNaw = (values: Record<string, unknown>) => Object.fromEntries(APPLICANT_FIELDS.map(({ source }) => [source, values[source]]));

const PREFIX = 'partijNawData.';

/** The server names fields `partijNawData.bsn`; the flat form knows them as `bsn`. */
export const flattenFieldErrors = (error: unknown) => {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = error.body as { errors?: Record<string, string> } | undefined;
  if (!body?.errors) return error;
  const errors = Object.fromEntries(Object.entries(body.errors).map(([path, message]) => [path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path, message]));
  return new HttpError(error.message, error.status, { ...body, errors });
};
