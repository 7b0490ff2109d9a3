import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ZOEK_TELLING_MAX, type searchQuery, type SearchPage, type ZoekSoort } from '../../../contract/search';
import { rowsOf, type Db } from '../../db/client';
import type { SessionUser } from '../permissions/access';
import { searchTerms, tsQuery } from './query';
import type { SearchSource } from './source';
import { dossierSource } from './sources/dossiers';
import { hdnSource } from './sources/hdn';
import { noteSource } from './sources/notes';

/** Every kind the search finds, one source each (docs/search.md: a new kind is one file and one line here). */
const SOURCES: readonly SearchSource[] = [dossierSource, noteSource, hdnSource];

interface HitRow {
  soort: ZoekSoort;
  id: number;
  dossier_id: number | null;
  titel: string;
  omschrijving: string;
  fragment: string | null;
  datum: Date | string | null;
  cds: boolean | null;
  btl: boolean | null;
  rang: number;
}

const HEADLINE = 'MaxFragments=1, MaxWords=24, MinWords=10, FragmentDelimiter=" … ", StartSel=«, StopSel=»';

/**
 * GET /zoeken: the best matches of every kind the user may read, ranked together (ts_rank; a typed
 * dossier number that exists first), one page at a time, with a fragment of the matching text and
 * the number of matches per kind (up to ZOEK_TELLING_MAX each). Each source applies the user's
 * rights itself, so nothing outside them is ranked, counted or shown.
 */
export async function search(db: Db, user: SessionUser, params: z.output<typeof searchQuery>) {
  const terms = searchTerms(params.q);
  const sources = SOURCES.filter((s) => s.allowed(user) && (!params.soort || s.soort === params.soort));
  const empty = { content: [], totalElements: 0, totalPages: 0, number: params.page, size: params.size, aantallen: {} };
  if (!terms || sources.length === 0) return empty;
  const query = tsQuery(terms);
  const exactId = /^\s*\d{1,9}\s*$/.test(params.q) ? Number(params.q) : null;
  // Each source gives its best rows up to the end of the page asked for, in the order used here
  // (rang, then id, newest first), so together they hold the page and pages never overlap.
  const wanted = (params.page + 1) * params.size;
  const union = sql.join(
    sources.map((source) => sql`(${source.hits(user, query, wanted, exactId)})`),
    sql` union all `,
  );
  const [hits, counts] = await Promise.all([
    db.execute(sql`
      select soort, id, dossier_id, titel, omschrijving, datum, cds, btl, rang,
             case when tekst is null then null else ts_headline('dutch', tekst, ${query}, ${HEADLINE}) end as fragment
      from (select * from (${union}) as hits order by rang desc, soort, id desc limit ${params.size} offset ${params.page * params.size}) as page
      order by rang desc, soort, id desc`),
    Promise.all(sources.map(async (source) => [source.soort, rowsOf<{ n: number }>(await db.execute(source.count(user, query, ZOEK_TELLING_MAX)))[0].n] as const)),
  ]);
  const aantallen = Object.fromEntries(counts) as SearchPage['aantallen'];
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  return {
    content: rowsOf<HitRow>(hits).map((row) => ({
      soort: row.soort,
      id: row.id,
      dossierId: row.dossier_id,
      titel: row.titel,
      omschrijving: row.omschrijving,
      fragment: row.fragment,
      datum: row.datum === null ? null : new Date(row.datum),
      dossierSoort: row.cds ? ('cds' as const) : row.btl ? ('btl' as const) : row.dossier_id === null ? null : ('dossier' as const),
      rang: Number(row.rang),
    })),
    totalElements: total,
    totalPages: Math.ceil(total / params.size),
    number: params.page,
    size: params.size,
    aantallen,
  };
}
