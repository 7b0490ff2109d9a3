import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ZOEK_TELLING_MAX, type searchQuery, type SearchPage, type ZoekSoort } from '../../../contract/search';
import { rowsOf, type Db } from '../../db/client';
import type { SessionUser } from '../permissions/access';
import { searchTerms, tsQuery } from './query';
import type { SearchSource } from './source';
import { dossierSource } from './sources/dossiers';
import { hdnSource } from './sources/hdn';
import { mailSource } from './sources/mail';
import { noteSource } from './sources/notes';

/** Every kind the search finds, one source each (docs/search.md: a new kind is one file and one line here). */
const SOURCES: readonly SearchSource[] = [dossierSource, noteSource, hdnSource, mailSource];

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

/**
 * A common word in a table of millions (a note of every twenty says "taxatierapport") matches tens
 * of thousands of rows; ranking them all takes a second, since every match's vector is read. Such
 * a word is ranked among the newest rows only: a window of the highest ids wide enough to hold
 * about twice ENOUGH matches. How common the words are is the larger of two estimates: PostgreSQL's
 * own (the statistics ANALYZE keeps of the vector column's words; it takes two words as
 * independent, so two words that always come together, "werkgeversverklaring ontbreekt", look
 * rare), and the matches counted among the newest SAMPLE rows. ENOUGH is where a kind's count
 * stops (the window's "1.000+"), so every page of a kind, as far as its count goes, is cut from the
 * same rows. Words both estimates put at RANK_ALL matches or fewer are ranked over the whole table
 * (docs/search.md).
 */
const ENOUGH = ZOEK_TELLING_MAX;
const RANK_ALL = 2 * ENOUGH;
const SAMPLE = 10_000;

/** The rows PostgreSQL's planner expects a select to return (EXPLAIN, nothing is run). */
async function plannedRows(db: Db, select: SQL) {
  const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(await db.execute(sql`explain (format json) ${select}`));
  const plan = row['QUERY PLAN'];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows'] as number;
}

/**
 * The matches of a source within the user's rights, counted up to ZOEK_TELLING_MAX, and the id its
 * ranking starts from: null (everything) unless the source is large and the words common.
 */
async function survey(db: Db, source: SearchSource, user: SessionUser, query: SQL) {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(source.count(user, query, ZOEK_TELLING_MAX)));
  if (!source.large || n < ZOEK_TELLING_MAX) return { shown: n, fromId: null };
  const [{ last }] = rowsOf<{ last: number }>(await db.execute(source.large.lastId));
  const planned = await plannedRows(db, sql`select 1 from (${source.large.vectors(null)}) as rows where zoekvector @@ ${query}`);
  const window = Math.min(SAMPLE, last);
  // OFFSET 0 keeps the match out of the scan of the newest rows: the planner would otherwise take
  // the GIN index of every match (for a common word, tens of thousands) and intersect.
  const [{ recent }] = rowsOf<{ recent: number }>(
    await db.execute(sql`select count(*)::int as recent from (${source.large.vectors(last - window)} offset 0) as sample where zoekvector @@ ${query}`),
  );
  const estimate = Math.max(planned, (recent * last) / window);
  if (estimate <= RANK_ALL) return { shown: n, fromId: null };
  const fromId = last - Math.ceil((2 * ENOUGH * last) / estimate);
  return { shown: n, fromId: fromId > 0 ? fromId : null };
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
  const allowed = SOURCES.filter((s) => s.allowed(user) && (!params.soort || s.soort === params.soort));
  const empty = { content: [], totalElements: 0, totalPages: 0, number: params.page, size: params.size, aantallen: {} };
  if (!terms || allowed.length === 0) return empty;
  const sources = await Promise.all(allowed.map((s) => s.prepare?.(db, user) ?? s));
  const query = tsQuery(terms);
  const exactId = /^\s*\d{1,9}\s*$/.test(params.q) ? Number(params.q) : null;
  // Each source gives its best rows up to the end of the page asked for, in the order used here
  // (rang, then id, newest first), so together they hold the page and pages never overlap.
  const wanted = (params.page + 1) * params.size;
  const surveys = await Promise.all(sources.map((source) => survey(db, source, user, query)));
  const union = sql.join(
    sources.map((source, i) => sql`(${source.hits(user, query, wanted, exactId, surveys[i].fromId)})`),
    sql` union all `,
  );
  const hits = await db.execute(sql`
      select soort, id, dossier_id, titel, omschrijving, datum, cds, btl, rang,
             case when tekst is null then null else ts_headline('dutch', tekst, ${query}, ${HEADLINE}) end as fragment
      from (select * from (${union}) as hits order by rang desc, soort, id desc limit ${params.size} offset ${params.page * params.size}) as page
      order by rang desc, soort, id desc`);
  const aantallen = Object.fromEntries(sources.map((source, i) => [source.soort, surveys[i].shown])) as SearchPage['aantallen'];
  const total = surveys.reduce((sum, { shown }) => sum + shown, 0);
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
