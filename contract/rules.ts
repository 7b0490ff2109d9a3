import { z } from 'zod';
import './zod-nl';

/**
 * Dutch field rules shared by the browser forms and the server, so both refuse the same values
 * with the same words. Texts of the 'Let op:' family follow spec 000 §5.
 */
export const MSG = {
  required: 'Dit veld is verplicht.',
  maxLength: (n: number) => `Maximaal ${n} tekens.`,
  email: 'Let op: ongeldig e-mailadres formaat.',
  integer: 'Let op: alleen cijfers toegestaan.',
  choice: 'Kies een van de mogelijke waarden.',
} as const;

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxLength(max));

/** An optional text: empty strings become null so "cleared" and "never filled" look the same. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredEmail = () =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).pipe(z.email(MSG.email));

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: MSG.choice });

export const optionalId = () => z.number({ error: MSG.integer }).int(MSG.integer).nullish().transform((v) => v ?? null);

/** A required reference to another record. */
export const requiredId = () => z.number({ error: MSG.required }).int(MSG.integer).positive(MSG.required);
