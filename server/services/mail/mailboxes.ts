import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { MAIL_MESSAGES } from '../../../contract/mail';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { gebruikers, gebruikerTeams, postvakken, postvakRechten, teams } from '../../db/schema';
import { general, notFound } from '../../errors';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { unreadByMailbox } from './tallies';

type Reader = Db | Tx;

/**
 * Who reads which mailbox (docs/mail.md "Rights"): everyone their own and those of their teams;
 * another user's or a team's mailbox only with a right set in Beheer › Postvakrechten. Every
 * mail call goes through these, attachments included: a mailbox outside them answers 403.
 * Sending as a mailbox is a right of its own: the own mailbox always, any other (a team's too)
 * only with a right that says `versturen`.
 */
export const noMailbox = () => general(403, MAIL_MESSAGES.noMailbox);
const noSendRight = () => general(403, MAIL_MESSAGES.noSendRight);

export interface Mailbox {
  id: number;
  soort: 'GEBRUIKER' | 'TEAM';
  naam: string;
  adres: string;
  /** The user's own mailbox or one of their teams': no right from Beheer needed. */
  eigen: boolean;
  /** The user may send as it: their own, or given with `versturen` in Beheer. */
  versturen: boolean;
  gebruikerId: number | null;
  teamId: number | null;
}

/**
 * The mailboxes the user reads, as a condition on `postvakken`: their own, their teams', those
 * granted in Beheer. The one rule of the mail screens and the search (docs/search.md), which puts
 * it inside its own statement; the subselects need no connection for that.
 */
export const readableMailboxCondition = (userId: number) =>
  or(
    eq(postvakken.gebruikerId, userId),
    inArray(postvakken.teamId, sql`(select ${gebruikerTeams.teamId} from ${gebruikerTeams} where ${gebruikerTeams.gebruikerId} = ${userId})`),
    inArray(postvakken.id, sql`(select ${postvakRechten.postvakId} from ${postvakRechten} where ${postvakRechten.gebruikerId} = ${userId})`),
  ) as SQL;

/** The mailboxes the user may send as: their own, and those of a right with `versturen`. */
const sendableMailboxCondition = (userId: number) =>
  or(
    eq(postvakken.gebruikerId, userId),
    inArray(postvakken.id, sql`(select ${postvakRechten.postvakId} from ${postvakRechten} where ${postvakRechten.gebruikerId} = ${userId} and ${postvakRechten.versturen})`),
  ) as SQL;

async function sendableMailboxIds(db: Reader, userId: number) {
  const rows = await db.select({ id: postvakken.id }).from(postvakken).where(sendableMailboxCondition(userId));
  return new Set(rows.map((r) => r.id));
}

/** The ids of every mailbox the user may read: one statement. */
export async function readableMailboxIds(db: Reader, userId: number): Promise<number[]> {
  const rows = await db.select({ id: postvakken.id }).from(postvakken).where(readableMailboxCondition(userId));
  return rows.map((r) => r.id);
}

/** The mailboxes the user may read, own first, then teams, then colleagues, each by name. */
export async function readableMailboxes(db: Reader, user: SessionUser): Promise<Mailbox[]> {
  const ids = await readableMailboxIds(db, user.id);
  if (!ids.length) return [];
  const [rows, memberOf, sendable] = [
    await db
      .select({ box: postvakken, person: gebruikers, team: teams })
      .from(postvakken)
      .leftJoin(gebruikers, eq(gebruikers.id, postvakken.gebruikerId))
      .leftJoin(teams, eq(teams.id, postvakken.teamId))
      .where(inArray(postvakken.id, ids)),
    new Set((await db.select({ teamId: gebruikerTeams.teamId }).from(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, user.id))).map((r) => r.teamId)),
    await sendableMailboxIds(db, user.id),
  ];
  const boxes = rows.map(({ box, person, team }) => ({
    id: box.id,
    soort: box.teamId === null ? ('GEBRUIKER' as const) : ('TEAM' as const),
    naam: person ? personName(person) : (team?.teamNaam ?? box.adres),
    adres: box.adres,
    eigen: box.gebruikerId === user.id || (box.teamId !== null && memberOf.has(box.teamId)),
    versturen: sendable.has(box.id),
    gebruikerId: box.gebruikerId,
    teamId: box.teamId,
  }));
  const rank = (b: Mailbox) => (b.gebruikerId === user.id ? 0 : b.soort === 'TEAM' ? 1 : 2);
  return boxes.sort((a, b) => rank(a) - rank(b) || a.naam.localeCompare(b.naam, 'nl') || a.id - b.id);
}

/** Unread open incoming mail per mailbox (mail_tellingen). */
export const unreadPerMailbox = (db: Reader, ids: readonly number[]) => unreadByMailbox(db, ids);

/** The user's own mailbox (every user has one: the migration's triggers keep it). */
export async function ownMailboxId(db: Reader, userId: number) {
  const [row] = await db.select({ id: postvakken.id }).from(postvakken).where(eq(postvakken.gebruikerId, userId));
  if (!row) throw notFound();
  return row.id;
}

/** A mailbox the user may read: 404 when there is none, 403 when it is not theirs to read. */
export async function checkMailbox(db: Reader, user: SessionUser, postvakId: number) {
  const [row] = await db.select({ id: postvakken.id }).from(postvakken).where(eq(postvakken.id, postvakId));
  if (!row) throw notFound();
  if (!(await readableMailboxIds(db, user.id)).includes(postvakId)) throw noMailbox();
  return postvakId;
}

/** A mailbox the user may send as: 404 when there is none, 403 when they may not read it or not send as it. */
export async function checkSendMailbox(db: Reader, user: SessionUser, postvakId: number) {
  await checkMailbox(db, user, postvakId);
  if (!(await sendableMailboxIds(db, user.id)).has(postvakId)) throw noSendRight();
  return postvakId;
}

/** The mailbox of one colleague or team, or all of them the user may read (the colleague and team views). */
export async function mailboxesOfKind(db: Reader, user: SessionUser, soort: 'GEBRUIKER' | 'TEAM', ownerId?: number) {
  const ids = await readableMailboxIds(db, user.id);
  const owner = soort === 'GEBRUIKER' ? postvakken.gebruikerId : postvakken.teamId;
  if (ownerId !== undefined) {
    const [row] = await db.select({ id: postvakken.id }).from(postvakken).where(eq(owner, ownerId));
    if (!row) throw notFound();
    if (!ids.includes(row.id) || (soort === 'GEBRUIKER' && ownerId === user.id)) throw noMailbox();
    return [row.id];
  }
  if (!ids.length) return [];
  const rows = await db
    .select({ id: postvakken.id })
    .from(postvakken)
    .where(and(inArray(postvakken.id, ids), isNotNull(owner), soort === 'GEBRUIKER' ? sql`${postvakken.gebruikerId} <> ${user.id}` : undefined));
  return rows.map((r) => r.id);
}

/** The names of mailboxes by id, for the lists. */
export async function mailboxNames(db: Reader, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { id: number; soort: 'GEBRUIKER' | 'TEAM'; naam: string }>();
  const rows = await db
    .select({ box: postvakken, person: gebruikers, team: teams })
    .from(postvakken)
    .leftJoin(gebruikers, eq(gebruikers.id, postvakken.gebruikerId))
    .leftJoin(teams, eq(teams.id, postvakken.teamId))
    .where(inArray(postvakken.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ box, person, team }) => [
      box.id,
      { id: box.id, soort: box.teamId === null ? ('GEBRUIKER' as const) : ('TEAM' as const), naam: person ? personName(person) : (team?.teamNaam ?? box.adres) },
    ]),
  );
}
