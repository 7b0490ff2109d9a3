import type { Readable } from 'node:stream';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { SERVER_MESSAGES } from '../../contract/errors';

/**
 * Response pieces every area reuses, the CRUD factory included. A route's `schema.response` both
 * documents the answer in /api/openapi.json and serialises it: fastify-type-provider-zod checks
 * the answer against the schema, so a schema must say what the service really returns (nullable
 * where the column is, a Drizzle timestamp as `z.date()`; a `.transform()` cannot encode and
 * answers 500).
 */

/** The one error body (DESIGN.md, API conventions); documented on every route by the OpenAPI transform. */
export const apiErrorBody = z
  .object({
    type: z.enum(['VALIDATION', 'GENERAL', 'FILESIZE', 'FILENAME', 'FILETYPE']),
    messages: z.array(z.string()).meta({ example: [SERVER_MESSAGES.notFound] }),
    fields: z.record(z.string(), z.string()).optional().describe('VALIDATION only: field name (dotted for nested fields) to its Dutch message'),
    requestId: z.string().optional().describe('the X-Request-Id of the request, also in the server log line of the failure'),
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

/** A list that answers a page when paged and an array (for selects) when not. */
export const pageOrList = <T extends z.ZodType>(item: T) => z.union([page(item), z.array(item)]);

/** A column's value as Drizzle returns it. */
function columnValue(column: PgColumn, label: string | undefined): z.ZodType {
  const base =
    column.dataType === 'number'
      ? z.number()
      : column.dataType === 'boolean'
        ? z.boolean()
        : column.dataType === 'date'
          ? z.date()
          : column.dataType === 'string'
            ? z.string()
            : z.unknown();
  const value = column.notNull ? base : base.nullable();
  return label ? value.describe(label) : value;
}

/** A whole row of `table` (what `select()` returns), described with the entity's labels. */
export const rowSchema = (table: PgTable, labels: Record<string, string> = {}) =>
  z.object(
    Object.fromEntries(Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([name, column]) => [name, columnValue(column, labels[name])])),
  );

/** A stored file as described next to its owner (contract/files.ts FileInfo). */
export const fileInfoSchema = z.object({ key: z.string(), naam: z.string(), mimeType: z.string(), grootte: z.number() }).nullable();

/** A reference list entry of the code lists: code and Dutch description. */
export const codeItemSchema = z.object({ id: z.string(), omschrijving: z.string() });

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
