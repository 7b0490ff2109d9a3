import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { USER_TYPES } from '../../contract/permissions';
import type { Access } from '../services/permissions/access';
import { apiErrorBody } from './responses';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const typesText = (types?: readonly (keyof typeof USER_TYPES)[]) =>
  types?.length ? ` Only user types ${types.map((t) => `${t} (${USER_TYPES[t]})`).join(', ')}.` : '';

/** The route's `config.access` in words: the permission line of every operation. */
function accessText(rule: Access | undefined): string {
  if (!rule) return 'Access: none declared, so every call is refused (403).';
  switch (rule.kind) {
    case 'public':
      return 'Access: public, no sign-in needed.';
    case 'signedIn':
      return `Access: any signed-in user.${typesText(rule.types)}`;
    case 'anyOf':
      return `Access: signed in with at least one of the permissions ${rule.permissions.join(', ')}.${typesText(rule.types)}`;
    case 'allOf':
      return `Access: signed in with all of the permissions ${rule.permissions.join(', ')}.${typesText(rule.types)}`;
  }
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorBody } } });

/**
 * The error answers a route can give, derived from what the shared plugins do on every route
 * (docs/errors.md): validation and unreadable bodies (400), the access guard (401, 403), the XSRF
 * check on changes (403), a record named in the path that is not there or not visible (404), a
 * stale version or a clash with stored data on a change (409), the sign-in rate limit (429).
 */
function errorAnswers(route: RouteOptions, methods: readonly string[]) {
  const schema = route.schema ?? {};
  const rule = route.config?.access;
  const changes = methods.some((m) => CHANGES.has(m));
  const guarded = rule?.kind !== 'public';
  return {
    ...(schema.params || schema.querystring || schema.body || changes
      ? { 400: errorAnswer('Invalid input: type VALIDATION with a Dutch message per field, or a body the server cannot read.') }
      : {}),
    ...(guarded ? { 401: errorAnswer('Not signed in, or the session has ended or was revoked.') } : {}),
    ...(guarded || changes ? { 403: errorAnswer('Refused: the access rule is not met, or the XSRF check of a change failed.') } : {}),
    ...(/[:*]/.test(route.url) ? { 404: errorAnswer('The record in the path does not exist or is not visible to this user.') } : {}),
    ...(changes ? { 409: errorAnswer('The record was changed by someone else (stale version), or the change clashes with stored data.') } : {}),
    ...(route.config && 'rateLimit' in route.config ? { 429: errorAnswer('Too many requests from this address; try again in a minute.') } : {}),
  };
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI transform: the zod provider's conversion of each route's schemas, with the route's
 * access rule in the description, bearer security on guarded routes, and the shared error answers.
 * Everything is derived from the route options, so a new route is documented without a word
 * written for it; a status the route declares itself wins over the generic one.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const { route } = input;
  const schema = (input.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
  if (schema.hide) return zodTransform(input);
  const methods = [route.method].flat();
  const rule = route.config?.access;
  return zodTransform({
    ...input,
    schema: {
      ...schema,
      description: [schema.description, accessText(rule)].filter(Boolean).join('\n\n'),
      security: rule?.kind === 'public' ? [] : [{ bearer: [] }],
      response: { ...errorAnswers(route, methods), ...schema.response },
    },
  });
};
