import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DossierSearch } from '../../../contract/dossier-search';
import { rowsOf, type Db } from '../../db/client';
import { BuiltStatements, runBuilt } from '../../db/prepared';
import { dossiers } from '../../db/schema';
import { userKey, type SessionUser } from '../permissions/access';
import { remembered, type BusinessCalendar } from '../workload/calendar';
import { searchConditions } from './filters';
import { dossierRowsSql, toDossierRow, type DossierRow, type RawRow } from './rows';
import { visibleTo } from './scope';
import { orderBy } from './sort';

const DEFAULT_PAGE_SIZE = 25;

/** Which list is asked for: the dossier list (also BTL and beheer-btl), the CDS list, the overrule picker. */
export type DossierList = 'dossiers' | 'cds' | 'overrule';

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/**
 * The WHERE of a list: what the user may see, the list's own part (CDS or not, archived or not)
 * and the search filter. GET /dossiers lists the ordinary dossiers; dossierCds=true turns it into
 * the CDS list, as /cds/dossiers always is (empty for a user without the CDS permission), and
 * dossierCds=alle lists both (each as far as the user's permissions open it).
 */
export function listWhere(list: DossierList, q: DossierSearch, user: SessionUser, calendar: BusinessCalendar): SQL {
  const cds = list === 'cds' || q.dossierCds === true;
  return and(
    visibleTo(user),
    list === 'overrule' || (list === 'dossiers' && q.dossierCds === 'alle') ? undefined : eq(dossiers.cds, cds),
    q.archive === 'alle' ? undefined : eq(dossiers.gearchiveerd, q.archive ?? false),
    ...searchConditions(q, user, calendar),
  ) as SQL;
}

/**
 * The statement of a page: a page of ids picked on the dossier table alone, counted in the same
 * pass (count(*) over ()), then the full rows of those ids. Exported so the benchmark runs exactly
 * this SQL straight on the database. A page past the end has no row to carry the total; the
 * caller then counts separately (countStatement).
 */
export function pageStatement(where: SQL, order: SQL[], page: number, size: number) {
  // row_number() over () numbers the rows in the order the sorted, limited subquery yields them.
  const ids = sql`(
    select id, total, row_number() over () as n from (
      select ${dossiers.id} as id, count(*) over () as total from ${dossiers}
      where ${where} order by ${sql.join(order, sql`, `)} limit ${size} offset ${page * size}) s)`;
  return sql`with page as materialized ${ids} ${dossierRowsSql(sql`page`, sql`(select max(total) from page)::int as total,`)}`;
}

const countStatement = (where: SQL) => sql`select count(*)::int as total from ${dossiers} where ${where}`;

export async function listDossiers(
  db: Db,
  list: DossierList,
  q: DossierSearch,
  user: SessionUser,
  calendar: BusinessCalendar,
): Promise<Page<DossierRow>> {
  const page = q.page ?? 0;
  const size = q.size ?? DEFAULT_PAGE_SIZE;
  // Built once per page asked for, user and calendar (the deadline filters are the day's):
  // the first page of a list is asked for again and again.
  const key = JSON.stringify([list, q, userKey(user)]);
  const statement = remembered(calendar, 'list statements', () => new BuiltStatements(256)).get(key, () =>
    pageStatement(listWhere(list, q, user, calendar), orderBy(q.sort, q.reverse), page, size),
  );
  const rows = await runBuilt<RawRow & { total: number }>(db, statement);
  const total = rows.length ? rows[0].total : rowsOf<{ total: number }>(await db.execute(countStatement(listWhere(list, q, user, calendar))))[0].total;
  return {
    content: rows.map((raw) => toDossierRow(raw, calendar)),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: page,
    size,
  };
}

/** The overrule desk's picker: the same filter, a plain list of at most `size` (default 50) rows. */
export async function listForOverrule(db: Db, q: DossierSearch, user: SessionUser, calendar: BusinessCalendar) {
  const statement = pageStatement(listWhere('overrule', q, user, calendar), orderBy(q.sort, q.reverse), q.page ?? 0, q.size ?? 50);
  return rowsOf<RawRow>(await db.execute(statement)).map((raw) => toDossierRow(raw, calendar));
}
