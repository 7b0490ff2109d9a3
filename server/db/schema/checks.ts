import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * `column in ('A', 'B')` for a check constraint. The codes are inlined as literals because a
 * migration cannot carry bind parameters; they come from our own code lists, never from input.
 */
export const oneOf = (column: AnyColumn, codes: readonly string[]) =>
  sql`${column} in (${sql.raw(codes.map((code) => `'${code.replaceAll("'", "''")}'`).join(', '))})`;
