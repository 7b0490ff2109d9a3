import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Query and path-parameter texts a route remembers the validated value of. */
const REMEMBERED = 256;

/** `value`, frozen all the way down: a remembered value is handed to every request that asks the same. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const key of Reflect.ownKeys(value)) frozen((value as Record<PropertyKey, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * fastify-type-provider-zod's validation, with a route's query and path parameters remembered by
 * their text: the list, its counters and a dossier are asked for with the same few parameters
 * again and again, and zod's parse of the dossier search (some sixty optional fields, each
 * preprocessed) cost more than the rest of such a request outside the database. A remembered
 * value is the same zod gave the first time (the query schemas are pure functions of the text) and
 * is frozen, so no request can change what another is given. A refusal is not remembered; the
 * body is validated every time.
 */
export const rememberingValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return validate;
  const known = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const remembered = known.get(key);
    if (remembered) return remembered;
    const result = validate(data) as { value?: unknown; error?: Error };
    if (result.error) return result;
    const value = { value: frozen(result.value) };
    if (known.size >= REMEMBERED) known.delete(known.keys().next().value!);
    known.set(key, value);
    return value;
  };
};
