import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const MAX_TERMS = 8;

const prefix = (term: string) => `${term}:*`;
const letters = /[^\p{L}\p{N}]+/u;

/**
 * One typed word as a query term: a code with dashes or dots may match whole or in its parts. An
 * e-mail address is two terms, the name and the domain each without their dots and dashes, as the
 * mail vector keeps an address (`codeWords`): its parts ('j', 'nl', 'example') are in nearly every
 * message and would make the index gather them all.
 */
function term(word: string): string[] {
  const address = /^([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(word);
  if (address) return address.slice(1).map((side) => side.toLowerCase().split(letters).join('')).filter(Boolean).map(prefix);
  const parts = word.toLowerCase().split(letters).filter(Boolean);
  if (!/\d/.test(word) || parts.length < 2) return parts.map(prefix);
  return [`(${prefix(parts.join(''))} | ${parts.map(prefix).join(' & ')})`];
}

/**
 * What a user typed as the text of a prefix query for `to_tsquery('dutch', …)` (docs/search.md):
 * every word must match, each as the start of a word (`jans` finds Jansen). A postcode typed with
 * a space ('1234 AB') is one word, as the vectors keep it. A code with digits and dashes or dots
 * ('ABN-2024-123456') matches as a whole without them or in its parts (the vectors keep codes both
 * ways, free text in parts); other words split at punctuation. Only letters and digits reach
 * PostgreSQL, so no input can break the query syntax. Null when nothing searchable is left.
 */
export function searchTerms(input: string): string | null {
  const text = input.normalize('NFC').replace(/\b(\d{4})\s+([a-zA-Z]{2})\b/g, '$1$2');
  const terms = text.split(/\s+/).flatMap(term).slice(0, MAX_TERMS);
  return terms.length ? terms.join(' & ') : null;
}

/** The query itself; a text of only stop words ('de', 'van') becomes an empty query that matches nothing. */
export const tsQuery = (terms: string): SQL => sql`to_tsquery('dutch', ${terms})`;

/** Whether a row's search vector matches. */
export const matches = (vector: AnyPgColumn, terms: string): SQL => sql`${vector} @@ ${tsQuery(terms)}`;
