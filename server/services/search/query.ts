import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const MAX_TERMS = 8;

/**
 * What a user typed as the text of a prefix query for `to_tsquery('dutch', …)` (docs/search.md):
 * every word must match, each as the start of a word (`jans` finds Jansen). A postcode typed with
 * a space ('1234 AB') is one word, as the vectors keep it; a word with digits loses its dashes and
 * dots ('ABN-2024-123456' finds the offer number, which the vector also keeps without them); other
 * words split at punctuation. Only letters and digits reach PostgreSQL, so no input can break the
 * query syntax. Null when nothing searchable is left.
 */
export function searchTerms(input: string): string | null {
  const text = input.normalize('NFC').replace(/\b(\d{4})\s+([a-zA-Z]{2})\b/g, '$1$2');
  const terms = text
    .split(/\s+/)
    .flatMap((word) => (/\d/.test(word) ? [word.replace(/[^\p{L}\p{N}]/gu, '')] : word.split(/[^\p{L}\p{N}]+/u)))
    .map((term) => term.toLowerCase())
    .filter((term) => term.length > 0)
    .slice(0, MAX_TERMS);
  return terms.length ? terms.map((term) => `${term}:*`).join(' & ') : null;
}

/** The query itself; a text of only stop words ('de', 'van') becomes an empty query that matches nothing. */
export const tsQuery = (terms: string): SQL => sql`to_tsquery('dutch', ${terms})`;

/** Whether a row's search vector matches. */
export const matches = (vector: AnyPgColumn, terms: string): SQL => sql`${vector} @@ ${tsQuery(terms)}`;
