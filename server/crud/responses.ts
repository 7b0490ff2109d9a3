import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/**
 * Response schemas (issue #9 §3). The serializer checks every answer against them, so each one
 * states what the service really hands back: nullable where the column is, Drizzle's `Date` for
 * a timestamp, and never a `.transform()` (which cannot encode and answers 500).
 */

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

/** The page shape of the API conventions. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });

/** A list that answers a page when paged and an array (for selects) when not. */
export const listSchema = <T extends z.ZodType>(item: T) => z.union([pageSchema(item), z.array(item)]);

/** A stored file as described next to its owner (contract/files.ts FileInfo). */
export const fileInfoSchema = z.object({ key: z.string(), naam: z.string(), mimeType: z.string(), grootte: z.number() }).nullable();

/** A file's bytes (a Buffer, sent as it is: the serializer leaves buffers alone). */
export const binary = (description: string) => z.any().describe(description);

/** A 204: no body. */
export const noContent = z.null().describe('Geen inhoud');

/** A reference list entry of the code lists: code and Dutch description. */
export const codeItemSchema = z.object({ id: z.string(), omschrijving: z.string() });
