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
  outOfRange: 'Dit getal valt buiten het toegestane bereik.',
} as const;

/** The range of PostgreSQL's `integer`, the type of every integer column here (ids, versions, counts). */
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * A number bounded by its 32-bit column: every integer of a request schema starts here (or at
 * queryInt32 for a query or path parameter), so none can overflow its column (docs/errors.md).
 */
export const int32 = (params?: Parameters<typeof z.number>[0]) =>
  z.number(params).min(INT32_MIN, MSG.outOfRange).max(INT32_MAX, MSG.outOfRange);

/** int32 for query and path parameters, which arrive as text. */
export const queryInt32 = (params?: Parameters<typeof z.coerce.number>[0]) =>
  z.coerce.number(params).min(INT32_MIN, MSG.outOfRange).max(INT32_MAX, MSG.outOfRange);

/** The `{id}` of a path: a positive int32. */
export const idParam = (message = 'Onbekend id.') => z.object({ id: queryInt32({ error: message }).int(message).positive(message) });

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

/**
 * Values with a fixed shape, named once for every form that holds one: the pattern is a plain
 * regex check, so it shows in the API document (a refine would not), and the example is a value
 * the rule accepts, for the API document and the registry-wide tests.
 */
export const SHAPES = {
  phone: { pattern: /^\+?\d{6,15}$/, message: 'Let op: een telefoonnummer bevat alleen cijfers (eventueel met + vooraan).', max: 16, example: '0201234567' },
  kvk: { pattern: /^\d{8}$/, message: 'Let op: een KvK-nummer bestaat uit precies 8 cijfers.', max: 8, example: '12345678' },
} as const;

type Shape = keyof typeof SHAPES;

/** A trimmed text of the shape; required: empty answers the required text first, a wrong shape the shape's own. */
const shaped = (shape: Shape, required: boolean) => {
  const { pattern, message, max, example } = SHAPES[shape];
  const text = z.string({ error: MSG.required }).trim();
  return (required ? text.min(1, MSG.required) : text).max(max, MSG.maxLength(max)).regex(pattern, message).meta({ examples: [example] });
};

export const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A required value of a fixed shape (requiredShape('kvk')). */
export const requiredShape = (shape: Shape) => shaped(shape, true);

/** An optional value of a fixed shape (optionalShape('phone')); empty becomes null, so "cleared" and "never filled" look the same. */
export const optionalShape = (shape: Shape) => z.preprocess(emptyToNull, shaped(shape, false).nullish()).transform((v) => v ?? null);

export const requiredEmail = () =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).pipe(z.email(MSG.email));

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: MSG.choice });

export const optionalId = () => int32({ error: MSG.integer }).int(MSG.integer).nullish().transform((v) => v ?? null);

/** A required reference to another record. */
export const requiredId = () => int32({ error: MSG.required }).int(MSG.integer).positive(MSG.required);
