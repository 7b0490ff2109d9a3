import { codeName } from '../../../i18n/codeNames';
import { countryName } from '../../../shell/inputs/CountryInput';
/** How one field of a dossier-detail section is typed and shown. */
export type FieldKind = 'text' | 'longtext' | 'amount' | 'number' | 'date' | 'select' | 'boolean' | 'country';

export interface FieldSpec {
  source: string;
  label: string;
  kind?: FieldKind;
  choices?: readonly { id: string | number; name: string }[];
  /** A code kept as text (e.g. woningtype): shown by its Dutch name (src/i18n/codeNames.ts). */
  codes?: string;
  /** Marked as required (an asterisk) from the start, not only after a refused save. */
  required?: boolean;
}

const AMOUNT = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const AMOUNT_CENTS = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in Dutch notation ('61.500,50'; whole euros without cents), as typed and shown in the forms. */
export const dutchAmount = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (Number.isNaN(n)) return String(value);
  return Number.isInteger(n) ? AMOUNT.format(n) : AMOUNT_CENTS.format(n);
};

/**
 * The record as the form edits it: amounts as Dutch text (the shared rules parse that notation),
 * whole numbers as text, empty values as ''. Other fields (id, version) pass unchanged.
 */
export const toFormValues = (fields: readonly FieldSpec[], record: Record<string, unknown> | null | undefined) => {
  const values: Record<string, unknown> = { ...record };
  for (const { source, kind } of fields) {
    const value = record?.[source];
    if (kind === 'boolean') values[source] = value === true;
    else if (kind === 'amount') values[source] = dutchAmount(value);
    // A choice keeps its type (an applicant's id is a number); none chosen is null.
    else if (kind === 'select') values[source] = value ?? null;
    else values[source] = value === null || value === undefined ? '' : String(value);
  }
  return values;
};

/** A field's value for a read-only view. */
export const displayValue = (spec: FieldSpec, value: unknown, texts: { ja: string; nee: string }, formatDate: (v: string) => string) => {
  if (value === null || value === undefined || value === '') return '';
  switch (spec.kind) {
    case 'boolean':
      return value ? texts.ja : texts.nee;
    case 'amount':
      return `€ ${dutchAmount(value)}`;
    case 'date':
      return formatDate(String(value));
    case 'select':
      return spec.choices?.find((c) => c.id === value)?.name ?? String(value);
    case 'country':
      return countryName(String(value));
    default:
      return spec.codes ? codeName(spec.codes, String(value)) : String(value);
  }
};

/** Select choices from codes and their Dutch names. */
export const choicesOf = (codes: readonly string[], names: Record<string, string>) => codes.map((id) => ({ id, name: names[id] ?? id }));

/** Amounts as the detail forms show them: `€ 61.500,50`, whole euros without cents. */
export const euro = (value: number | null) => (value === null ? '' : `€ ${dutchAmount(value)}`);

const PERCENT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const RATE = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
/** A share: `20%`, `12,5%`. */
export const percent = (value: number | null) => (value === null ? '' : `${PERCENT.format(value)}%`);
/** An interest rate or discount, as rates are quoted: `0,10%`, `0,125%`. */
export const ratePercent = (value: number) => `${RATE.format(value)}%`;
