import { z } from 'zod';
import { isValidBsn } from './bsn';
import { emptyToNull, int32, MSG, SHAPES } from './rules';

/**
 * The 'Let op:' field rules of spec 000 §5, shared by the dossier forms in the browser and the
 * server, so both refuse the same values with the same words. Words may be separated by single
 * spaces or hyphens where Dutch names need them ('Jansen-de Vries', 'Den Haag'); the rule names
 * what else a field may hold. docs/api-dossier-detail.md lists which field follows which rule.
 */
export const LET_OP = {
  letters: 'Let op: alleen letters toegestaan.',
  lettersDots: 'Let op: alleen letters en punten toegestaan.',
  digits: MSG.integer,
  lettersDigits: 'Let op: alleen letters en cijfers toegestaan.',
  lettersApostrophe: 'Let op: alleen letters en een apostrof toegestaan.',
  amount: "Let op: alleen cijfers, punten en komma's toegestaan.",
  companyName: 'Let op: een bedrijfsnaam mag alleen letters, cijfers en @ & + – bevatten.',
  bsn: 'Let op: een BSN bestaat uit precies 9 cijfers.',
  bsnElfproef: 'Let op: dit BSN is ongeldig (elfproef).',
  iban: 'Let op: IBAN heeft een verkeerd formaat.',
  prefix: 'Let op: een tussenvoegsel mag alleen letters, cijfers en een koppelteken bevatten.',
  street: 'Let op: een straatnaam mag alleen letters, cijfers en & + – bevatten.',
  email: MSG.email,
  postcode: 'Let op: een postcode bestaat uit 4 cijfers en 2 letters (1234 AB).',
  date: 'Let op: ongeldige datum; verstuur een datum als jjjj-mm-dd.',
  phone: SHAPES.phone.message,
} as const;

/** Letter runs joined by single spaces or hyphens; `extra` adds characters a word may hold. */
const words = (extra = '') => new RegExp(`^[\\p{L}${extra}]+(?:[ -][\\p{L}${extra}]+)*$`, 'u');

export const PATTERNS = {
  letters: words(),
  lettersDots: /^[\p{L}.]+(?: [\p{L}.]+)*$/u,
  digits: /^\d+$/,
  lettersDigits: /^[\p{L}\d]+$/u,
  lettersApostrophe: words("'’"),
  amount: /^\d{1,3}(?:\.?\d{3})*(?:,\d{1,2})?$|^\d+(?:\.\d{1,2})?$/,
  companyName: /^[\p{L}\d@&+–\-.,' ]+$/u,
  prefix: /^[\p{L}\d'’]+(?:[ -][\p{L}\d'’]+)*$/u,
  street: /^[\p{L}\d&+–\-.'’ ]+$/u,
  phone: SHAPES.phone.pattern,
} as const;

/** Mod-97 check of an IBAN (ISO 13616), after removing spaces; country letters then two digits. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('NL') && !/^NL\d{2}[A-Z]{4}\d{10}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A Dutch postcode as 1234AB (first digit not 0; SA, SD and SS are never issued), or null. */
export function normalPostcode(value: string): string | null {
  const m = /^([1-9]\d{3}) ?([A-Za-z]{2})$/.exec(value.trim());
  if (!m) return null;
  const letters = m[2].toUpperCase();
  return ['SA', 'SD', 'SS'].includes(letters) ? null : `${m[1]}${letters}`;
}

/** Year-month-day, optionally with the midnight time the browser adds (spec 001 §5), as 2024-05-31. */
export function normalDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00(?::00(?:\.000)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d] = m.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return valid && y >= 1900 && y <= 2200 ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Dutch amount notation ('250.000,50') or a plain number, as a number of euros. */
export function parseAmount(value: string): number | null {
  const text = value.trim();
  if (!PATTERNS.amount.test(text)) return null;
  return text.includes(',') || /\.\d{3}(?:\D|$)/.test(text) ? Number(text.replaceAll('.', '').replace(',', '.')) : Number(text);
}

/** A trimmed text of at most `max` characters that must match `pattern`. */
function patterned(pattern: RegExp, message: string, max: number) {
  return z.string({ error: MSG.required }).trim().max(max, MSG.maxLength(max)).regex(pattern, message);
}

type TextRule = keyof typeof PATTERNS;
const RULE_MESSAGE: Record<TextRule, string> = {
  letters: LET_OP.letters,
  lettersDots: LET_OP.lettersDots,
  digits: LET_OP.digits,
  lettersDigits: LET_OP.lettersDigits,
  lettersApostrophe: LET_OP.lettersApostrophe,
  amount: LET_OP.amount,
  companyName: LET_OP.companyName,
  prefix: LET_OP.prefix,
  street: LET_OP.street,
  phone: LET_OP.phone,
};

/** A required text that must follow one of the rules above; empty answers the required text first. */
export const requiredRule = (rule: TextRule, max = 100) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxLength(max)).regex(PATTERNS[rule], RULE_MESSAGE[rule]);

/** An optional text that, when filled, follows the rule; empty becomes null. */
export const optionalRule = (rule: TextRule, max = 100) =>
  z.preprocess(emptyToNull, patterned(PATTERNS[rule], RULE_MESSAGE[rule], max).nullish()).transform((v) => v ?? null);

const bsnText = z
  .string({ error: LET_OP.bsn })
  .trim()
  .regex(/^\d{9}$/, LET_OP.bsn)
  .refine(isValidBsn, LET_OP.bsnElfproef);
export const optionalBsn = () => z.preprocess(emptyToNull, bsnText.nullish()).transform((v) => v ?? null);

// The regex gives the API document the shape (a refine does not show there); only the refine can
// test the check digits or the letters never issued, and runs once the shape is right.
const ibanText = z
  .string({ error: LET_OP.iban })
  .regex(/^\s*[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{10,40}$/, { error: LET_OP.iban, abort: true })
  .refine(isValidIban, LET_OP.iban)
  .meta({ examples: ['NL91ABNA0417164300'] })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase());
export const optionalIban = () => z.preprocess(emptyToNull, ibanText.nullish()).transform((v) => v ?? null);

const postcodeText = (required: boolean) =>
  (required ? z.string({ error: MSG.required }).trim().min(1, { error: MSG.required, abort: true }) : z.string({ error: LET_OP.postcode }))
    .regex(/^\s*[1-9]\d{3} ?[A-Za-z]{2}\s*$/, { error: LET_OP.postcode, abort: true })
    .refine((v) => normalPostcode(v) !== null, LET_OP.postcode)
    .meta({ examples: ['1234 AB'] })
    .transform((v) => normalPostcode(v) as string);
export const requiredPostcode = () => postcodeText(true);
export const optionalPostcode = () => z.preprocess(emptyToNull, postcodeText(false).nullish()).transform((v) => v ?? null);

export const optionalEmail = () =>
  z.preprocess(emptyToNull, z.string().trim().max(200, MSG.maxLength(200)).pipe(z.email(LET_OP.email)).nullish()).transform((v) => v ?? null);

const dateText = z
  .string({ error: LET_OP.date })
  .refine((v) => normalDate(v) !== null, LET_OP.date)
  .transform((v) => normalDate(v) as string);
export const requiredDate = () => z.string({ error: MSG.required }).trim().min(1, MSG.required).pipe(dateText);
export const optionalDate = () => z.preprocess(emptyToNull, dateText.nullish()).transform((v) => v ?? null);

/** A whole number: a JSON number or a text of digits ('Let op: alleen cijfers toegestaan.'). */
const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && PATTERNS.digits.test(v.trim()) ? Number(v.trim()) : v),
    int32({ error: LET_OP.digits }).int(LET_OP.digits).min(0, LET_OP.digits).max(max, `Maximaal ${max}.`),
  );
export const requiredNumber = (max = 99999) => wholeNumber(max);
export const optionalNumber = (max = 99999) => z.preprocess(emptyToNull, wholeNumber(max).nullish()).transform((v) => v ?? null);

/** An amount in euros: a JSON number or Dutch notation ('250.000,50'). */
const amountValue = z.preprocess(
  (v) => (typeof v === 'string' ? (parseAmount(v) ?? v) : v),
  z.number({ error: LET_OP.amount }).min(0, LET_OP.amount).max(9_999_999_999.99, LET_OP.amount),
);
export const requiredAmount = () => amountValue;
export const optionalAmount = () => z.preprocess(emptyToNull, amountValue.nullish()).transform((v) => v ?? null);

/** The record's version as read; a stale one answers 409 (docs/api.md). */
export const version = () => int32({ error: 'Versie ontbreekt.' }).int('Versie ontbreekt.').positive('Versie ontbreekt.');
