import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, type ApiErrorBody } from '../../contract/errors';
import { databaseUnavailable } from '../db/unavailable';
import { AppError, general, validationError } from '../errors';
import { databaseError } from './database-errors';

/** Fastify's own refusals before a handler runs, in Dutch and in the one error shape. */
const FASTIFY_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: SERVER_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: SERVER_MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: SERVER_MESSAGES.unsupportedType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: SERVER_MESSAGES.invalidInput },
};

/** The first string holding a NUL character, as a dotted path; PostgreSQL cannot store one. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : key.replaceAll('\u0000', '');
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a NUL anywhere in params, query or body, for every route, before validation. */
async function refuseNul(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = nulPath(part, '');
    if (field !== null) throw validationError({ [field || 'body']: SERVER_MESSAGES.invalidCharacter }, request.routeOptions.config?.fieldLabels);
  }
}

/** The value at a dotted path of a request part, or undefined. */
function valueAt(root: unknown, path: string[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const REQUEST_PARTS = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/**
 * A schema's type check says 'Dit veld is verplicht.' whether the value is missing or of another
 * type; a value that is there but of the wrong type is told which type the field takes, unless the
 * field's schema gives a text of its own that is not about a missing value.
 */
function typeMessage(request: FastifyRequest, context: string | undefined, path: string[], expected: unknown) {
  const part = REQUEST_PARTS[context as keyof typeof REQUEST_PARTS];
  const value = part ? valueAt(request[part], path) : undefined;
  if (value === undefined || value === null) return undefined;
  const wrongType = SERVER_MESSAGES.wrongType;
  return wrongType[expected as keyof typeof wrongType] ?? wrongType.other;
}

/** The error body with the request's id, which the user can quote and the log line names too. */
const answer = (request: FastifyRequest, reply: FastifyReply, status: number, body: ApiErrorBody) =>
  reply.status(status).send({ ...body, requestId: request.id });

/**
 * Every failure leaves as the one error body (docs/errors.md), with the request's id. Unknown
 * failures are logged in full and answered with a general Dutch text: no stack trace or SQL
 * reaches a client. A database that does not answer is a 503 within seconds (docs/deploy.md).
 */
export default fp(async function errors(app: FastifyInstance) {
  app.addHook('preValidation', refuseNul);

  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof AppError) return answer(request, reply, error.status, error.body);

    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return answer(request, reply, 503, general(503, SERVER_MESSAGES.unavailable).body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const field = path.join('.') || error.validationContext || 'body';
        // A text about a missing value ('Dit veld is verplicht.', 'Versie ontbreekt.') or zod's own is wrong for a value that
        // is there, so it says the type; a field's own text ('Let op: alleen cijfers toegestaan.', 'Ongeldig dossiernummer.') stays.
        const generic = !issue.message || issue.message === SERVER_MESSAGES.required || issue.message.endsWith(' ontbreekt.') || issue.message.startsWith('Ongeldige invoer');
        const wrongType = issue.keyword === 'invalid_type' && generic ? typeMessage(request, error.validationContext, path, issue.params.expected) : undefined;
        fields[field] ??= wrongType ?? issue.message ?? SERVER_MESSAGES.invalidInput;
      }
      const err = validationError(fields, request.routeOptions.config.fieldLabels);
      return answer(request, reply, 400, err.body);
    }

    const fromDatabase = databaseError(error, request.routeOptions.config?.fieldLabels);
    if (fromDatabase) {
      request.log.warn({ err: error }, 'database refusal');
      return answer(request, reply, fromDatabase.status, fromDatabase.body);
    }

    const refusal = error.code ? FASTIFY_REFUSALS[error.code] : undefined;
    if (refusal) return answer(request, reply, refusal.status, general(refusal.status, refusal.message).body);

    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected failure');
    const message = status === 500 ? SERVER_MESSAGES.general : clientMessage(status);
    return answer(request, reply, status, general(status, message).body);
  });

  app.setNotFoundHandler((request, reply) => answer(request, reply, 404, general(404, 'Deze pagina of dit adres bestaat niet.').body));
});

function clientMessage(status: number) {
  if (status === 413) return SERVER_MESSAGES.tooLarge;
  if (status === 415) return SERVER_MESSAGES.unsupportedType;
  if (status === 429) return SERVER_MESSAGES.tooManyRequests;
  return SERVER_MESSAGES.invalidInput;
}
