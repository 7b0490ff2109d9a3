import type { Readable } from 'node:stream';
import { z } from 'zod';
import { SERVER_MESSAGES } from '../../contract/errors';

/**
 * Response pieces every area reuses. A route's `schema.response` both documents the answer in
 * /api/openapi.json and serialises it: fastify-type-provider-zod checks the answer against the
 * schema, so a schema must say what the service really returns (a Drizzle timestamp is a Date:
 * `z.date()`; a `.transform()` here answers 500).
 */

/** The one error body (DESIGN.md, API conventions); documented on every route by the OpenAPI transform. */
export const apiErrorBody = z
  .object({
    type: z.enum(['VALIDATION', 'GENERAL', 'FILESIZE', 'FILENAME', 'FILETYPE']),
    messages: z.array(z.string()).meta({ example: [SERVER_MESSAGES.notFound] }),
    fields: z.record(z.string(), z.string()).optional().describe('VALIDATION only: field name (dotted for nested fields) to its Dutch message'),
  })
  .meta({ id: 'ApiError' });

/** A page of a list: `page` zero-based, `size` rows (DESIGN.md, API conventions). */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int().describe('zero-based page number'),
    size: z.number().int(),
  });

/** 204: the handler sends nothing (`reply.status(204).send()`), so nothing is serialised. */
export const noContent = z.undefined().describe('Geen inhoud');

/** Any body Fastify sends unserialised: a Buffer, a stream (or a Blob). */
const bytes = z.custom<Buffer | Readable | Blob>().meta({ type: 'string', format: 'binary' });

/**
 * A binary answer (PDF, image, stored file). Fastify sends a Buffer or stream as it is and never
 * hands it to the zod serialiser, so the schema only documents the content type.
 */
export const binary = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytes }])),
});
