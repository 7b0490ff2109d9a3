import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '../../contract/errors';
import { AppError, general, validationError } from '../errors';

/** Postgres error codes that stem from the request, not from a fault of ours. */
const PG_CONFLICT = new Set(['23505', '23503']);

/**
 * Every failure leaves as the one error body. Unknown failures are logged in full and answered
 * with a general Dutch text: no stack trace or SQL reaches a client.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.body);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[field] ??= issue.message ?? SERVER_MESSAGES.invalidInput;
      }
      const err = validationError(fields, request.routeOptions.config.fieldLabels);
      return reply.status(400).send(err.body);
    }

    if (error.code && PG_CONFLICT.has(error.code)) {
      request.log.warn({ err: error }, 'database constraint');
      return reply.status(409).send(general(409, 'Deze wijziging botst met bestaande gegevens.').body);
    }

    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected failure');
    const message = status === 500 ? SERVER_MESSAGES.general : clientMessage(status);
    return reply.status(status).send(general(status, message).body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(general(404, 'Deze pagina of dit adres bestaat niet.').body),
  );
});

function clientMessage(status: number) {
  if (status === 413) return 'Het verzoek is te groot.';
  if (status === 415) return 'Dit soort inhoud wordt niet ondersteund.';
  if (status === 429) return 'Te veel verzoeken, probeer het zo opnieuw.';
  return SERVER_MESSAGES.invalidInput;
}
