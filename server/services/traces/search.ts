import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { type TraceFilter } from '../../../contract/traces';
import { TRACE_CALLERS } from '../../../contract/trace-codes';
import { personName } from '../../../contract/names';
import { fromDay, throughDay } from '../../crud/dutch-days';
import { columnSort, containing, pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { externeAanroepen as t, gebruikers } from '../../db/schema';
import { notFound } from '../../errors';

const SORT_COLUMNS = { timestamp: t.tijdstip, caller: t.aanroeper, durationMs: t.duurMs, outcome: t.uitkomst };

const summary = {
  id: t.id,
  timestamp: t.tijdstip,
  caller: t.aanroeper,
  target: t.doel,
  operation: t.operatie,
  durationMs: t.duurMs,
  outcome: t.uitkomst,
  error: t.fout,
  dossierId: t.dossierId,
};


function conditions(filter: TraceFilter): SQL | undefined {
  const query = filter.query ? containing(filter.query) : null;
  return and(
    filter.caller ? eq(t.aanroeper, filter.caller) : undefined,
    filter.outcome ? eq(t.uitkomst, filter.outcome) : undefined,
    filter.from ? fromDay(t.tijdstip, filter.from) : undefined,
    filter.to ? throughDay(t.tijdstip, filter.to) : undefined,
    filter.dossierId ? eq(t.dossierId, filter.dossierId) : undefined,
    query
      ? sql`(${t.doel} ilike ${query} or ${t.operatie} ilike ${query} or ${t.fout} ilike ${query} or ${t.verzoek}::text ilike ${query} or ${t.antwoord}::text ilike ${query})`
      : undefined,
  );
}

/** POST /external-calls/trace: a page of traces, newest first unless sorted otherwise. */
export function searchTraces(db: Db, filter: TraceFilter, paging: { page: number; size: number; sort?: string | string[] }) {
  const where = conditions(filter);
  const order = columnSort(paging.sort, SORT_COLUMNS, t.id, 'timestamp,desc');
  return pageOf(
    paging,
    (limit, offset) => db.select(summary).from(t).where(where).orderBy(...order).limit(limit).offset(offset),
    async () => (await db.select({ n: count() }).from(t).where(where))[0].n,
  );
}

/** GET /external-calls/trace/{id}: one trace with its masked request and answer. */
export async function traceById(db: Db, id: number) {
  const [row] = await db
    .select({ ...summary, request: t.verzoek, response: t.antwoord, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam })
    .from(t)
    .leftJoin(gebruikers, eq(gebruikers.id, t.gebruikerId))
    .where(eq(t.id, id));
  if (!row) throw notFound();
  const { voorLetters, tussenVoegsels, achterNaam, ...trace } = row;
  return { ...trace, user: achterNaam === null ? null : personName({ voorLetters: voorLetters ?? '', tussenVoegsels, achterNaam }) };
}

/** GET /external-calls/callers: the callers the server has, and any other name found in the traces. */
export async function traceCallers(db: Db) {
  const known: { id: string; naam: string }[] = TRACE_CALLERS.map((c) => ({ ...c }));
  const found = await db.selectDistinct({ id: t.aanroeper }).from(t).orderBy(t.aanroeper);
  return [...known, ...found.filter((f) => !known.some((k) => k.id === f.id)).map((f) => ({ id: f.id, naam: f.id }))];
}
