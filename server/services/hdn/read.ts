import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { hdnListQuery } from '../../../contract/hdn';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { dossiers, gebruikers, hdnBerichten } from '../../db/schema';
import { pageOf } from '../../crud/list-query';
import { notFound } from '../../errors';
import type { SessionUser } from '../permissions/access';
import { STAFF_TYPES } from '../permissions/staff';
import { matches, searchTerms } from '../search/query';

/** Whether a user may read HDN messages at all: the two HDN screens' permissions, never an adviser. */
export const mayReadHdn = (user: SessionUser) =>
  (user.typeCode === 'H' || STAFF_TYPES.includes(user.typeCode)) && (user.permissions.has('MENU_HDN_BERICHTEN_VIEW') || user.permissions.has('MENU_HDN_LOG'));

/**
 * Which HDN messages a user may read (docs/hdn.md, "Who sees what"): the organisation's staff every
 * message, in and out, linked or not (the log is theirs to keep the exchange running); a money
 * provider's user those about its own dossiers; anyone else none. Advisers never reach these
 * calls: their routes refuse them.
 */
export function hdnScope(user: SessionUser): SQL | undefined {
  if (STAFF_TYPES.includes(user.typeCode)) return undefined;
  if (user.typeCode === 'H' && user.geldverstrekkerId !== null) {
    const lender = user.geldverstrekkerId;
    return sql`exists (select 1 from ${dossiers} where ${dossiers.id} = ${hdnBerichten.dossierId} and ${dossiers.geldverstrekkerId} = ${lender})`;
  }
  return sql`false`;
}

const columns = {
  id: hdnBerichten.id,
  richting: hdnBerichten.richting,
  soort: hdnBerichten.soort,
  berichtId: hdnBerichten.berichtId,
  kanaal: hdnBerichten.kanaal,
  afzender: hdnBerichten.afzender,
  ontvanger: hdnBerichten.ontvanger,
  dossierId: hdnBerichten.dossierId,
  naamHypotheekGever: dossiers.naamHypotheekGever,
  referentie: hdnBerichten.referentie,
  samenvatting: hdnBerichten.samenvatting,
  status: hdnBerichten.status,
  resultaat: hdnBerichten.resultaat,
  melding: hdnBerichten.melding,
  tijdstip: hdnBerichten.tijdstip,
  verzondenOp: hdnBerichten.verzondenOp,
};

const SORTS = {
  tijdstip: hdnBerichten.tijdstip,
  soort: hdnBerichten.soort,
  status: hdnBerichten.status,
  dossierId: hdnBerichten.dossierId,
};

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Amsterdam')`;

/** GET /hdn/berichten: a page of the messages the user may read, filtered, newest first by default. */
export function listHdnMessages(db: Db, user: SessionUser, query: z.output<typeof hdnListQuery>) {
  const terms = query.zoek ? searchTerms(query.zoek) : null;
  const where = and(
    hdnScope(user),
    query.richting ? eq(hdnBerichten.richting, query.richting) : undefined,
    query.soort ? eq(hdnBerichten.soort, query.soort) : undefined,
    query.status ? eq(hdnBerichten.status, query.status) : undefined,
    query.kanaal ? eq(hdnBerichten.kanaal, query.kanaal) : undefined,
    query.dossierId ? eq(hdnBerichten.dossierId, query.dossierId) : undefined,
    query.van ? sql`${hdnBerichten.tijdstip} >= ${dayStart(query.van)}` : undefined,
    query.tot ? sql`${hdnBerichten.tijdstip} < ${dayStart(query.tot)} + interval '1 day'` : undefined,
    query.zoek ? (terms ? matches(hdnBerichten.zoekvector, terms) : sql`false`) : undefined,
  );
  const [field, direction] = query.sort.split(',') as [keyof typeof SORTS, 'asc' | 'desc'];
  const order = direction === 'asc' ? asc(SORTS[field]) : desc(SORTS[field]);
  return pageOf(
    query,
    (limit, offset) =>
      db
        .select(columns)
        .from(hdnBerichten)
        .leftJoin(dossiers, eq(dossiers.id, hdnBerichten.dossierId))
        .where(where)
        .orderBy(order, asc(hdnBerichten.id))
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ total: sql<number>`count(*)::int` }).from(hdnBerichten).where(where))[0].total,
  );
}

/** The message as the user may see it, or 404 (also for one outside the user's scope). */
export async function visibleMessage(db: Db, user: SessionUser, id: number) {
  const [row] = await db.select().from(hdnBerichten).where(and(eq(hdnBerichten.id, id), hdnScope(user)));
  if (!row) throw notFound();
  return row;
}

/** GET /hdn/berichten/{id}: one message with its raw text, what it answers and its answers. */
export async function readHdnMessage(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({
      ...columns,
      inhoud: hdnBerichten.inhoud,
      berichtDatum: hdnBerichten.berichtDatum,
      inReactieOp: hdnBerichten.inReactieOp,
      behandelaar: { voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam },
    })
    .from(hdnBerichten)
    .leftJoin(dossiers, eq(dossiers.id, hdnBerichten.dossierId))
    .leftJoin(gebruikers, eq(gebruikers.id, hdnBerichten.behandeldDoor))
    .where(and(eq(hdnBerichten.id, id), hdnScope(user)));
  if (!row) throw notFound();
  const antwoorden = await db
    .select({ id: hdnBerichten.id, soort: hdnBerichten.soort, status: hdnBerichten.status, samenvatting: hdnBerichten.samenvatting })
    .from(hdnBerichten)
    .where(and(eq(hdnBerichten.inReactieOp, id), hdnScope(user)))
    .orderBy(asc(hdnBerichten.id));
  const { behandelaar, ...message } = row;
  return { ...message, antwoorden, behandeldDoor: behandelaar?.achterNaam ? personName(behandelaar) : null };
}
