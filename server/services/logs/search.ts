import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { LogFilter } from '../../../contract/logs';
import type { LogKanaal } from '../../../contract/log-codes';
import { personName } from '../../../contract/names';
import { fromDay, throughDay } from '../../crud/dutch-days';
import { columnSort, containing, pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { berichtenlog as l, dossiers, gebruikers } from '../../db/schema';
import { notFound } from '../../errors';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { WORKLOAD_USER_TYPES } from '../workload/assign';

/**
 * Whose messages a user reads (docs/logs.md): the processor's staff every message; anyone else
 * (a lender given a log's permission) only those about dossiers it may see.
 */
function logScope(user: SessionUser): SQL | undefined {
  if ((WORKLOAD_USER_TYPES as readonly string[]).includes(user.typeCode)) return undefined;
  // Qualified: in a one-table select Drizzle would write a bare "dossier_id".
  return sql`exists (select 1 from ${dossiers} where ${dossiers.id} = ${sql.identifier('berichtenlog')}.${sql.identifier('dossier_id')} and ${visibleTo(user)})`;
}

const entry = {
  id: l.id,
  kanaal: l.kanaal,
  richting: l.richting,
  soort: l.soort,
  bron: l.bron,
  dossierId: l.dossierId,
  referentie: l.referentie,
  status: l.status,
  samenvatting: l.samenvatting,
  tijdstip: l.tijdstip,
};

const SORT_COLUMNS = { tijdstip: l.tijdstip, soort: l.soort, status: l.status, dossierId: l.dossierId };


function conditions(user: SessionUser, kanaal: LogKanaal, filter: LogFilter) {
  const text = filter.zoekterm ? containing(filter.zoekterm) : null;
  return and(
    eq(l.kanaal, kanaal),
    logScope(user),
    filter.van ? fromDay(l.tijdstip, filter.van) : undefined,
    filter.tot ? throughDay(l.tijdstip, filter.tot) : undefined,
    filter.dossierId ? eq(l.dossierId, filter.dossierId) : undefined,
    filter.soort ? eq(l.soort, filter.soort) : undefined,
    filter.status ? eq(l.status, filter.status) : undefined,
    filter.richting ? eq(l.richting, filter.richting) : undefined,
    text ? sql`(${l.samenvatting} ilike ${text} or ${l.referentie} ilike ${text} or ${l.bericht}::text ilike ${text})` : undefined,
  );
}

/** `POST /logs/{log}/search`: a page of one channel's messages, newest first unless sorted otherwise. */
export function searchLog(db: Db, user: SessionUser, kanaal: LogKanaal, filter: LogFilter, paging: { page: number; size: number; sort?: string | string[] }) {
  const where = conditions(user, kanaal, filter);
  const order = columnSort(paging.sort, SORT_COLUMNS, l.id, 'tijdstip,desc');
  return pageOf(
    paging,
    (limit, offset) => db.select(entry).from(l).where(where).orderBy(...order).limit(limit).offset(offset),
    async () => (await db.select({ n: count() }).from(l).where(where))[0].n,
  );
}

/** `GET /logs/{log}/{id}`: one message with the message itself; another channel's or one out of scope is a 404. */
export async function logDetail(db: Db, user: SessionUser, kanaal: LogKanaal, id: number) {
  const [row] = await db
    .select({ ...entry, bericht: l.bericht, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam })
    .from(l)
    .leftJoin(gebruikers, eq(gebruikers.id, l.gebruikerId))
    .where(and(eq(l.id, id), eq(l.kanaal, kanaal), logScope(user)));
  if (!row) throw notFound();
  const { voorLetters, tussenVoegsels, achterNaam, ...message } = row;
  return { ...message, gebruiker: achterNaam === null ? null : personName({ voorLetters: voorLetters ?? '', tussenVoegsels, achterNaam }) };
}

/** `GET /logs/{log}/soorten`: the message types found in the channel's log, for the filter. */
export async function logTypes(db: Db, user: SessionUser, kanaal: LogKanaal) {
  const rows = await db.selectDistinct({ soort: l.soort }).from(l).where(and(eq(l.kanaal, kanaal), logScope(user))).orderBy(l.soort);
  return rows.map((r) => r.soort);
}
