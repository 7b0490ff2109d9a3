import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORT_QUERIES, reportColumns, type Groepering, type ReportInfo, type ReportQuery, type ReportRow, type reportFilterSchema, type Tijdvak } from '../../../contract/insight/reports';
import { rowsOf, type Db } from '../../db/client';
import { menuRapportages } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { csvFile, csvNumber } from '../files/csv';
import type { SessionUser } from '../permissions/access';
import { shiftDay, startOfDay, type BusinessCalendar } from '../workload/calendar';
import { visibleReports } from './menu';
import { REPORT_STATEMENTS } from './queries';

type Filter = z.output<typeof reportFilterSchema>;
interface Paging {
  page: number;
  size: number;
  sort?: string;
}

/** A report as Beheer defined it, if the user may see it (else 404: an id reveals nothing). */
export async function reportInfo(db: Db, user: SessionUser, id: number): Promise<ReportInfo> {
  const [row] = await db.select().from(menuRapportages).where(and(eq(menuRapportages.id, id), visibleReports(user)));
  if (!row) throw notFound();
  const query = row.query as ReportQuery;
  const groepering = row.groepering as Groepering;
  return {
    id: row.id,
    label: row.label,
    query,
    omschrijving: REPORT_QUERIES[query].omschrijving,
    groepering,
    tijdvak: row.tijdvak as Tijdvak,
    kolommen: reportColumns(query, groepering).map((c) => ({ ...c })),
  };
}

/**
 * The days a report covers: the chosen ones, by default from 1 January of this year, the end
 * through tomorrow (spec 000 §5: a date range's end defaults to tomorrow).
 */
const daysOf = (filter: Filter, calendar: BusinessCalendar) => {
  const van = filter.van ?? `${calendar.today.slice(0, 4)}-01-01`;
  const tot = filter.tot ?? shiftDay(calendar.today, 1);
  return { from: startOfDay(van), to: startOfDay(shiftDay(tot, 1)) };
};

/** `kolom,asc|desc` on one of the report's columns; otherwise 400. Answers the ORDER BY. */
function orderOf(info: ReportInfo, sort: string | undefined) {
  if (!sort) return sql`volgorde`;
  const [column, direction = 'asc', ...rest] = sort.split(',').map((s) => s.trim());
  if (rest.length || !info.kolommen.some((c) => c.id === column) || !/^(asc|desc)$/i.test(direction)) {
    throw validationError({ sort: `Sorteer als kolom,asc of kolom,desc op een van: ${info.kolommen.map((c) => c.id).join(', ')}.` }, { sort: 'Sortering' });
  }
  // A tijdvak sorts in time ('februari 2026' after 'december 2025'), not by its name.
  return sql`${sql.identifier(column === 'tijdvak' ? 'tijdvak_sleutel' : column)} ${sql.raw(direction.toLowerCase() === 'desc' ? 'desc' : 'asc')} nulls last, volgorde`;
}

function statement(info: ReportInfo, user: SessionUser, calendar: BusinessCalendar, filter: Filter) {
  return REPORT_STATEMENTS[info.query]({ user, calendar, groepering: info.groepering, tijdvak: info.tijdvak, ...daysOf(filter, calendar), kantoor: filter.kantoor, geldverstrekker: filter.geldverstrekker, cds: filter.cds });
}

const shape = (info: ReportInfo, row: Record<string, unknown>): ReportRow =>
  Object.fromEntries(info.kolommen.map((c) => [c.id, row[c.id] === null || row[c.id] === undefined ? null : c.eenheid === 'tekst' ? String(row[c.id]) : Number(row[c.id])]));

/** GET /rapportages/{id}/rijen: a page of the report's rows, sorted as asked. */
export async function reportRows(db: Db, user: SessionUser, calendar: BusinessCalendar, id: number, filter: Filter, paging: Paging) {
  const info = await reportInfo(db, user, id);
  const found = rowsOf<Record<string, unknown> & { total: number }>(
    await db.execute(
      sql`select r.*, count(*) over () as total from (${statement(info, user, calendar, filter)}) r
          order by ${orderOf(info, paging.sort)} limit ${paging.size} offset ${paging.page * paging.size}`,
    ),
  );
  const total = found.length ? Number(found[0].total) : Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*) as n from (${statement(info, user, calendar, filter)}) r`))[0].n);
  return { content: found.map((r) => shape(info, r)), totalElements: total, totalPages: Math.ceil(total / paging.size), number: paging.page, size: paging.size };
}

/** A report holds at most this many rows in its CSV; a larger one is narrowed with its filters. */
const CSV_LIMIT = 10_000;

/** GET /rapportages/{id}/csv: every row of the report (in its sort), for Excel. */
export async function reportCsv(db: Db, user: SessionUser, calendar: BusinessCalendar, id: number, filter: Filter, sort: string | undefined) {
  const info = await reportInfo(db, user, id);
  const found = rowsOf<Record<string, unknown>>(await db.execute(sql`select r.* from (${statement(info, user, calendar, filter)}) r order by ${orderOf(info, sort)} limit ${CSV_LIMIT}`));
  const body = csvFile(
    info.kolommen.map((c) => c.label),
    found.map((r) => {
      const row = shape(info, r);
      return info.kolommen.map((c) => (typeof row[c.id] === 'number' ? csvNumber(row[c.id] as number) : String(row[c.id] ?? '')));
    }),
  );
  const name = `${info.label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${calendar.today}.csv`;
  return { body, name };
}
