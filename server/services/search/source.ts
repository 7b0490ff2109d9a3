import type { SQL } from 'drizzle-orm';
import type { ZoekSoort } from '../../../contract/search';
import type { SessionUser } from '../permissions/access';

/**
 * One kind of thing the search finds (docs/search.md, "Adding a source"). A source decides who may
 * search it at all and, for such a user, which of its rows match: its rows' search vector (a stored
 * `tsvector` under a GIN index) against the query, within the user's rights, ranked.
 */
export interface SearchSource {
  soort: ZoekSoort;
  /** Whether the user may read this kind; a source the user may not read is never searched. */
  allowed(user: SessionUser): boolean;
  /**
   * For a table of millions (notes, mail): a select of one column `last`, its highest id, and the
   * bare match without the user's rights (`select 1 from … where zoekvector @@ query`, with `and id
   * > afterId` unless null), whose planned row count and count among the newest rows say how common
   * the words are. The search then ranks common words' matches among the newest rows only
   * (search.ts, `survey`).
   */
  large?: { lastId: SQL; matches: (query: SQL, afterId: number | null) => SQL };
  /**
   * A select of the `limit` best matches with an id of at least `fromId` (all when null), ordered
   * by `rang` descending and then `id` descending (the order the pages are cut in), each row with
   * exactly these columns: `soort` text, `id` int, `dossier_id` int or null, `titel` text,
   * `omschrijving` text, `tekst` text or null (the text the fragment is cut from), `datum`
   * timestamptz or null, `cds` and `btl` (the dossier's kind, null without a dossier), `rang` real
   * (ts_rank, plus any bonus). `query` is the tsquery; `exactId` a whole number the user typed (a
   * dossier number), or null.
   */
  hits(user: SessionUser, query: SQL, limit: number, exactId: number | null, fromId: number | null): SQL;
  /** A select of one column `n`: the matches within the user's rights, counted up to `cap`. */
  count(user: SessionUser, query: SQL, cap: number): SQL;
}
