import { customType } from 'drizzle-orm/pg-core';

/**
 * A full-text search vector (docs/search.md). The tables keep theirs as a stored generated column
 * under a GIN index, so a search reads the vector from the row instead of parsing the text again
 * for every candidate it ranks. Never written by the application: PostgreSQL computes it.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The SQL text of `expression` as a search vector reads codes: once with its dashes, dots, slashes
 * and underscores as spaces (each part a word) and once with them taken out (the whole code one
 * word), so 'ABN-2024-123456' is found by 'ABN-2024-123456', 'abn2024' and '123456' alike.
 */
export const codeWords = (expression: string) =>
  `regexp_replace(${expression}, '[-./_]', ' ', 'g') || ' ' || regexp_replace(${expression}, '[-./_]', '', 'g')`;

/** The SQL text of a free text for its search vector: a dash before digits is no minus sign ('-2024' reads as 2024). */
export const freeText = (expression: string) => `regexp_replace(${expression}, '-([[:digit:]])', ' \\1', 'g')`;

/**
 * The SQL text of a mailbox id as a search vector's lexeme, '@postvak<id>' (docs/search.md "The
 * user's rights"). The text parser never keeps an '@' at the start of a word and a typed word
 * reaches the query as letters and digits only, so no search matches it but the rights' own
 * (`mailboxQuery` in the mail source); without positions it leaves ts_rank unchanged.
 */
export const mailboxLexeme = (expression: string) => `array_to_tsvector(array['@postvak' || (${expression})::text])`;
