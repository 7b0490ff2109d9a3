import { safeEncode, safeParse, type $ZodType } from 'zod/v4/core';

/** A JSON schema as fast-json-stringify reads it. */
export type FastSchema = { [keyword: string]: unknown };

/** A zod schema part fast-json-stringify cannot write exactly as zod's encode and JSON.stringify would. */
export class NotRepresentable extends Error {}

const ANY: FastSchema = {};

/** Whether a property may be missing: zod accepts an absent key exactly when its schema accepts undefined. */
const acceptsUndefined = (schema: $ZodType) => schema._zod.optout === 'optional' || safeParse(schema, undefined).success;

/** Instants with and without milliseconds, before 1970 and far ahead. */
const PROBES = [new Date(0), new Date(Date.UTC(2026, 10, 27, 6, 30, 15, 123)), new Date(Date.UTC(1969, 11, 31, 23, 59, 59, 999)), new Date(Date.UTC(2100, 0, 1))];

/**
 * A codec between text and a Date (contract/documents.ts `moment`) that encodes a Date as
 * JSON.stringify writes it, its toJSON: then JSON.stringify may write the Date itself.
 */
export const encodesDatesAsJson = (codec: $ZodType) =>
  PROBES.every((date) => {
    const encoded = safeEncode(codec, date);
    return encoded.success && JSON.stringify(encoded.data) === JSON.stringify(date);
  });

/** A value of a type JSON has: the keywords anyOf's check (ajv) needs to tell union members apart. */
function typed(values: readonly unknown[]): FastSchema {
  const types = new Set(values.map((v) => (v === null ? 'null' : typeof v)));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean') ? { type: only, enum: [...values] } : { enum: [...values] };
}

/**
 * The keys of a record or a loose object, each written by `value`: every own key but
 * `__proto__`, which zod's encode drops (it sets the copy's prototype instead of a key).
 */
const anyKey = (value: FastSchema): FastSchema => ({ patternProperties: { '^(?!__proto__$)': value }, additionalProperties: false });

function nullable(inner: FastSchema): FastSchema {
  // A schema without type (a date, unknown, any) writes null as null already.
  if (inner.type === undefined && inner.anyOf === undefined && inner.enum === undefined) return inner;
  if (inner.anyOf) return { anyOf: [...(inner.anyOf as FastSchema[]), { type: 'null' }] };
  return { ...inner, ...(inner.enum ? { enum: [...(inner.enum as unknown[]), null] } : {}), nullable: true };
}

/**
 * The JSON schema fast-json-stringify compiles from a response's zod schema, such that it writes
 * every answer that fits the zod schema as `JSON.stringify(z.encode(schema, answer))` writes it:
 * properties the zod object does not declare are left out, a Date is written by JSON.stringify
 * (its ISO text, as toJSON gives it; also through a codec that encodes it so), null where the
 * schema allows it. The zod schema stays the
 * one source: this is derived when a route first answers. A part whose encoding is not plain
 * (transform, codec, default, recursion, tuple, intersection…) throws NotRepresentable; that
 * route then keeps zod's encode (server/openapi/serializer.ts).
 */
export function fastSchemaOf(schema: $ZodType): FastSchema {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    // Written by JSON.stringify: a Date as its ISO text, anything else as it is.
    case 'date':
    case 'unknown':
    case 'any':
    case 'custom':
      return ANY;
    case 'enum':
      return typed(Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return typed(def.values as unknown[]);
    case 'optional':
    case 'readonly':
      return fastSchemaOf(def.innerType as $ZodType);
    case 'nullable':
      return nullable(fastSchemaOf(def.innerType as $ZodType));
    case 'array':
      return { type: 'array', items: fastSchemaOf(def.element as $ZodType) };
    case 'record':
      return { type: 'object', ...anyKey(fastSchemaOf(def.valueType as $ZodType)) };
    case 'pipe':
      if ((def.out as $ZodType)._zod.def.type === 'date' && encodesDatesAsJson(schema)) return ANY;
      throw new NotRepresentable('pipe');
    case 'union':
      return { anyOf: (def.options as $ZodType[]).map(fastSchemaOf) };
    case 'object': {
      const shape = def.shape as Record<string, $ZodType>;
      const catchall = def.catchall as $ZodType | undefined;
      // z.strictObject's catchall is never: no extra key passes zod, so none to write either.
      const extra = catchall && catchall._zod.def.type !== 'never' ? anyKey(fastSchemaOf(catchall)) : {};
      const required = Object.keys(shape).filter((key) => !acceptsUndefined(shape[key]));
      return {
        type: 'object',
        properties: Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, fastSchemaOf(value)])),
        // Not as `required`: fast-json-stringify writes required properties first, out of zod's
        // order. The check that picks a union's member (ajv) still needs them, and reads them
        // here, where fast-json-stringify does not look: not (not all present).
        ...(required.length ? { not: { not: { required } } } : {}),
        ...extra,
      };
    }
    default:
      throw new NotRepresentable(def.type);
  }
}
