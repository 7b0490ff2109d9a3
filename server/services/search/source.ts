import type { SQL } from 'drizzle-orm';
import type { ZoekSoort } from '../../../contract/search';
import type { Db } from '../../db/client';
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
   * What the source reads of the user's rights before a search, when the best way to apply them
   * depends on them (mail: how much of all mail the user's mailboxes hold); the source to search
   * with for this user. Without it the source is used as it is.
   */
  prepare?(db: Db, user: SessionUser): Promise<SearchSource>;
  /**
   * For a table of millions (notes, mail): a select of one column `last`, its highest id, and one
   * of its rows' search vectors as the column `zoekvector`, without the user's rights (`select
   * zoekvector from …`, with `where id > afterId` unless null). How common the words are is read
   * from it: the planner's estimate of the matches of all rows, and the matches counted among the
   * newest. The search then ranks common words' matches among the newest rows only (search.ts,
   * `survey`).
   */
  large?: { lastId: SQL; vectors: (afterId: number | null) => SQL };
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
