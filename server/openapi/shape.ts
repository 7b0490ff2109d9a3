import type { $ZodType } from 'zod/v4/core';
import { encodesDatesAsJson, NotRepresentable } from './fast-schema';

/** Makes of an answer the value JSON.stringify writes as zod's encode and JSON.stringify would write the answer; null where that is the answer itself. */
export type Shape = ((value: unknown) => unknown) | null;

/** Parts that JSON.stringify writes as zod's encode leaves them: as they are (a Date as its ISO text). */
const AS_THEY_ARE = new Set(['string', 'template_literal', 'number', 'boolean', 'null', 'enum', 'literal', 'date', 'unknown', 'any', 'custom']);
/** Of those, the ones that never accept an object or an array: a union may tell them apart by the value's kind. */
const SCALARS = new Set(['string', 'template_literal', 'number', 'boolean', 'null', 'enum', 'literal', 'date']);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/**
 * The shape of an answer for a response's zod schema (server/openapi/serializer.ts): a copy that
 * holds only what zod's encode keeps, in zod's key order, made by a function compiled once per
 * object schema, so that the route's answer is written by JSON.stringify itself. Parts that are
 * written as they are (texts, numbers, dates, enums, arrays of those) are not copied. A part this
 * does not cover (a union of objects, a loose object, a codec, a default…) throws NotRepresentable;
 * that route is then written by fast-json-stringify.
 */
export function shapeOf(schema: $ZodType): Shape {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (AS_THEY_ARE.has(def.type)) return null;
  switch (def.type) {
    case 'optional':
    case 'readonly':
    case 'nullable': {
      const inner = shapeOf(def.innerType as $ZodType);
      return inner && ((value) => (value === null || value === undefined ? value : inner(value)));
    }
    case 'pipe':
      if ((def.out as $ZodType)._zod.def.type === 'date' && encodesDatesAsJson(schema)) return null;
      throw new NotRepresentable('pipe');
    case 'array': {
      const item = shapeOf(def.element as $ZodType);
      return item && ((value) => (Array.isArray(value) ? value.map((element) => item(element)) : value));
    }
    case 'record': {
      const item = shapeOf(def.valueType as $ZodType);
      // zod's encode drops an own __proto__ key (it sets the copy's prototype instead).
      return (value) => {
        if (!isObject(value)) return value;
        if (!item && !Object.hasOwn(value, '__proto__')) return value;
        const copy: Record<string, unknown> = {};
        for (const key of Object.keys(value)) if (key !== '__proto__') copy[key] = item ? item(value[key]) : value[key];
        return copy;
      };
    }
    case 'union':
      return unionShape(def.options as $ZodType[]);
    case 'object':
      return objectShape(def.shape as Record<string, $ZodType>, def.catchall as $ZodType | undefined);
    default:
      throw new NotRepresentable(def.type);
  }
}

/**
 * zod's encode takes the first member that fits. A union whose members are scalars but for at most
 * one array and one object schema is told apart by the value's kind alone, as zod would.
 */
function unionShape(options: $ZodType[]): Shape {
  const kinds = options.map((option) => option._zod.def.type);
  if (kinds.every((kind) => AS_THEY_ARE.has(kind))) return null;
  const arrays = options.filter((_, i) => kinds[i] === 'array');
  const objects = options.filter((_, i) => kinds[i] === 'object');
  if (arrays.length > 1 || objects.length > 1 || kinds.some((kind) => kind !== 'array' && kind !== 'object' && !SCALARS.has(kind))) throw new NotRepresentable('union');
  const array = arrays.length ? shapeOf(arrays[0]) : null;
  const object = objects.length ? shapeOf(objects[0]) : null;
  return (value) => (Array.isArray(value) ? (array ? array(value) : value) : isObject(value) && object ? object(value) : value);
}

/**
 * A copy with the declared keys in zod's order, compiled to one object literal, so every copy
 * has the same hidden class. An absent key is copied as undefined, which JSON.stringify leaves out
 * as zod's encode leaves the key out. Only a strict object or one that drops unknown keys: a
 * loose object keeps the answer's own order of its extra keys.
 */
function objectShape(shape: Record<string, $ZodType>, catchall: $ZodType | undefined): Shape {
  if (catchall && catchall._zod.def.type !== 'never') throw new NotRepresentable('loose object');
  const keys = Object.keys(shape);
  if (keys.includes('__proto__')) throw new NotRepresentable('__proto__ key');
  const inner = keys.map((key) => shapeOf(shape[key]));
  const fields = keys.map((key, i) => `${JSON.stringify(key)}: ${inner[i] ? `inner[${i}](value[${JSON.stringify(key)}])` : `value[${JSON.stringify(key)}]`}`);
  // A literal the engine compiles once per schema; the keys are the schema's own, written as JSON strings.
  const copy = new Function('inner', `return (value) => ({ ${fields.join(', ')} });`)(inner) as (value: Record<string, unknown>) => unknown;
  return (value) => (isObject(value) ? copy(value) : value);
}
