import { customType } from 'drizzle-orm/pg-core';

/**
 * A full-text search vector (docs/search.md). The tables keep theirs as a stored generated column
 * under a GIN index, so a search reads the vector from the row instead of parsing the text again
 * for every candidate it ranks. Never written by the application: PostgreSQL computes it.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
