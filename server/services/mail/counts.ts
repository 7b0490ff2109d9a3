import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { WorkflowScope } from '../../../contract/workflow';
import type { Db } from '../../db/client';
import { gebruikers, gebruikerTeams, mails, postvakken, teams } from '../../db/schema';
import { containing } from '../../crud/list-query';
import type { SessionUser } from '../permissions/access';
import { readableMailboxIds } from './mailboxes';
import { tally } from './tallies';

/** Mail is work only for who may use the mail area. */
export const worksWithMail = (user: SessionUser) => user.permissions.has('MENU_BERICHTEN_VIEW');

/**
 * The mailboxes of a workflow scope (spec 000 §3): MIJN the own one, TEAM those of the user's
 * teams, ALLE every mailbox the user may read (docs/mail.md "Workflow and counters").
 */
export async function scopeMailboxes(db: Db, user: SessionUser): Promise<Record<WorkflowScope, number[]>> {
  if (!worksWithMail(user)) return { MIJN: [], TEAM: [], ALLE: [] };
  const readable = await readableMailboxIds(db, user.id);
  if (!readable.length) return { MIJN: [], TEAM: [], ALLE: [] };
  const rows = await db
    .select({ id: postvakken.id, gebruikerId: postvakken.gebruikerId, teamId: postvakken.teamId })
    .from(postvakken)
    .where(inArray(postvakken.id, readable));
  const teamIds = new Set((await db.select({ teamId: gebruikerTeams.teamId }).from(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, user.id))).map((t) => t.teamId));
  return {
    MIJN: rows.filter((r) => r.gebruikerId === user.id).map((r) => r.id),
    TEAM: rows.filter((r) => r.teamId !== null && teamIds.has(r.teamId)).map((r) => r.id),
    ALLE: readable,
  };
}

const OPEN_INCOMING = sql`not ${mails.gearchiveerd} and ${mails.richting} = 'IN'`;

/** Unread open incoming mail of each scope, from mail_tellingen. */
export async function unreadMails(db: Db, user: SessionUser) {
  const boxes = await scopeMailboxes(db, user);
  const unread = async (ids: number[]) => (await tally(db, ids, { richting: 'IN', gearchiveerd: false })).ongelezen;
  return { MIJN: await unread(boxes.MIJN), TEAM: await unread(boxes.TEAM), ALLE: await unread(boxes.ALLE) };
}

export interface MailWorkFilter {
  typeId?: number | null;
  activeUsers?: boolean;
  deadlineFrom?: Date | null;
  deadlineTo?: Date | null;
  done?: boolean;
}

/** A mail's due moment in the workflow: its deadline, else when it came in (so old unanswered mail comes first). */
export const mailDue = sql`coalesce(${mails.deadline}, ${mails.ontvangenOp})`;

/**
 * The workflow's mail of some mailboxes: open incoming mail (with `done`, the archived as well), within the
 * deadline range; a category filter is for tasks only, so it leaves no mail. Null: no mail at all.
 */
export function mailWorkCondition(postvakIds: readonly number[], filter: MailWorkFilter, search?: string): SQL | null {
  if (!postvakIds.length || filter.typeId) return null;
  const number = search && /^\d{1,9}$/.test(search) ? Number(search) : null;
  return and(
    inArray(mails.postvakId, [...postvakIds]),
    filter.done ? eq(mails.richting, 'IN') : OPEN_INCOMING,
    filter.deadlineFrom ? gte(mailDue, filter.deadlineFrom) : undefined,
    filter.deadlineTo ? lte(mailDue, filter.deadlineTo) : undefined,
    filter.activeUsers ? activeOwner() : undefined,
    search ? or(ilike(mails.onderwerp, containing(search)), ilike(mails.vanAdres, containing(search)), number === null ? undefined : eq(mails.dossierId, number)) : undefined,
  ) as SQL;
}

/** A mailbox of a person who is active, or of an active team (the activeUsers filter). */
const activeOwner = () =>
  sql`exists (select 1 from ${postvakken} p left join ${gebruikers} g on g.id = p.gebruiker_id left join ${teams} t on t.id = p.team_id
    where p.id = ${mails.postvakId} and coalesce(g.active, t.active))`;

/** Whether the workflow's mail of a filter is a sum of mail_tellingen: no deadline range, search or active-owner filter. */
export const talliedWork = (filter: MailWorkFilter, search?: string) => !filter.deadlineFrom && !filter.deadlineTo && !filter.activeUsers && !search;

/** How many mails of one scope the workflow counts (myMails): unread open incoming mail. */
export async function unreadMailsOf(db: Db, user: SessionUser, scope: WorkflowScope, filter: MailWorkFilter) {
  const ids = (await scopeMailboxes(db, user))[scope];
  if (filter.typeId) return 0;
  if (talliedWork(filter)) return (await tally(db, ids, { richting: 'IN', gearchiveerd: false })).ongelezen;
  const where = mailWorkCondition(ids, { ...filter, done: false });
  if (!where) return 0;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(mails).where(and(where, eq(mails.gelezen, false)));
  return n;
}
