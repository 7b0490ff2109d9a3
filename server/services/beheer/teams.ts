import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikerTeams, teams } from '../../db/schema';
import { lenderOwned } from '../../crud/lender-scope';
import { readDossier } from '../dossier-detail/access';
import type { SessionUser } from '../permissions/access';

const lenderScope = lenderOwned(teams.moneyProviderId).scope;

/**
 * Who sees which teams (docs/teams.md): a lender its own money provider's teams and the
 * organisation's own; an adviser the organisation's active own teams; staff all.
 */
export function teamScope(user: SessionUser) {
  if (user.typeCode === 'A') return and(isNull(teams.moneyProviderId), eq(teams.active, true));
  return lenderScope?.(user);
}

/** The list filters beyond the entity's own (spec 001 §7 Teams). */
export const teamFilters = (query: Record<string, unknown>, user: SessionUser) => [
  query.moneyProviderId === -1
    ? isNull(teams.moneyProviderId)
    : query.moneyProviderId !== undefined
      ? eq(teams.moneyProviderId, query.moneyProviderId as number)
      : undefined,
  query.findMoneyProviderByProducts ? eq(teams.moneyProviderId, user.geldverstrekkerId ?? -1) : undefined,
  query.userTeamsOnly ? inArray(teams.id, sql`(select team_id from gebruiker_teams where gebruiker_id = ${user.id})`) : undefined,
];

const byName = [asc(teams.teamNaam), asc(teams.id)];

/**
 * GET /gebruikers/current/teams: the active teams a user belongs to. With a dossier (the floating
 * panel asks so for a task about it) the dossier must be one the caller may see, else 404; then
 * every own team may receive the task, since the caller is a member who sees it (the rule of
 * docs/tasks.md "Who a task may go to").
 */
export async function ownTeams(db: Db, user: SessionUser, dossierId?: number) {
  if (dossierId !== undefined) await readDossier(db, user, dossierId);
  return db
    .select({ team: teams })
    .from(teams)
    .innerJoin(gebruikerTeams, eq(gebruikerTeams.teamId, teams.id))
    .where(and(eq(gebruikerTeams.gebruikerId, user.id), eq(teams.active, true)))
    .orderBy(...byName)
    .then((rows) => rows.map((r) => r.team));
}

/** The organisation's own active teams (not departments or mailboxes), as an adviser picks them. */
export const adviserTeams = (db: Db) =>
  db
    .select()
    .from(teams)
    .where(and(isNull(teams.moneyProviderId), eq(teams.active, true), eq(teams.teamType, 'TEAM')))
    .orderBy(...byName);

/** The team mailboxes a user may address a message to: the active teams they see. */
export const mailTeams = (db: Db, user: SessionUser) =>
  db
    .select({ id: teams.id, teamNaam: teams.teamNaam, teamEmail: teams.teamEmail, teamType: teams.teamType })
    .from(teams)
    .where(and(teamScope(user), eq(teams.active, true)))
    .orderBy(...byName);
