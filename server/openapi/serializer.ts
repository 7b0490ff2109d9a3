import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { fastSchemaOf } from './fast-schema';
import { shapeOf } from './shape';

type Writer = (answer: unknown) => string;

/** A route's response schema: a zod schema, or one inside `{properties}` as fastify-type-provider-zod allows. */
function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const inner = (schema as { properties?: unknown })?.properties;
  if (inner instanceof $ZodType) return inner;
  throw new Error(`response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * The response serialiser of every route (docs/performance.md). The route's zod response schema
 * stays the one definition of the answer; each route's writer is derived from it on the route's
 * first answer, so the start compiles nothing. The answer is written as zod's encode and
 * JSON.stringify wrote it (undeclared properties left out, dates as ISO text) without running zod
 * over it: JSON.stringify over a copy shaped by a function compiled from the schema
 * (server/openapi/shape.ts), which writes one flat text, or, for a union of objects or a loose
 * object, fast-json-stringify compiled from the schema (server/openapi/fast-schema.ts). A schema
 * part that is not plain (a codec, a default…) keeps zod's encode for that route.
 *
 * `checked` (the tests: NODE_ENV=test) also runs zod's encode over every answer, as before: an
 * answer that does not fit its schema is still a 500, and one the fast writer would write
 * otherwise than zod fails with both texts, so the test suite checks the fast writers on every
 * answer it receives.
 */
export function responseSerializerCompiler({ checked }: { checked: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    const viaZod: Writer = (answer) => {
      const encoded = safeEncode(zodSchema, answer);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      return JSON.stringify(encoded.data);
    };
    const compile = (): Writer => {
      try {
        const shape = shapeOf(zodSchema);
        return shape ? (answer) => JSON.stringify(shape(answer)) : (answer) => JSON.stringify(answer);
      } catch {
        // A union of objects or a loose object: fast-json-stringify tells them apart.
      }
      try {
        return fastJson(fastSchemaOf(zodSchema) as unknown as Parameters<typeof fastJson>[0]);
      } catch (error) {
        if (checked) console.error(`${method} ${url}: no fast response serialiser, zod encodes its answers (${(error as Error).message})`);
        return viaZod;
      }
    };
    let write: Writer | undefined;
    if (!checked) return (answer) => (write ??= compile())(answer);
    return (answer) => {
      const expected = viaZod(answer);
      const written = (write ??= compile())(answer);
      if (written !== expected) {
        const message = `${method} ${url}: the fast response serialiser wrote\n${written}\nwhere zod's encode gives\n${expected}`;
        console.error(message);
        throw new Error(message);
      }
      return written;
    };
  };
}
