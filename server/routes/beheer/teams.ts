import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gebruikerTeams, teams } from '../../db/schema';
import { notYours } from '../../errors';
import type { CrudExtension } from '../../crud/factory';
import { access, type SessionUser } from '../../services/permissions/access';
import { queryInt32 } from '../../../contract/rules';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const ownTeams = (user: SessionUser) =>
  inArray(teams.id, sql`(select team_id from gebruiker_teams where gebruiker_id = ${user.id})`);

/**
 * Who sees which teams (docs/teams.md): a lender its own money provider's teams and the
 * organisation's own; an adviser the organisation's active own teams; staff all.
 */
function scope(user: SessionUser) {
  if (user.typeCode === 'H') return or(isNull(teams.moneyProviderId), eq(teams.moneyProviderId, user.geldverstrekkerId ?? -1));
  if (user.typeCode === 'A') return and(isNull(teams.moneyProviderId), eq(teams.active, true));
  return undefined;
}

export const teamsExtension: CrudExtension = {
  listQuery: {
    moneyProviderId: queryInt32().int().optional(),
    findMoneyProviderByProducts: flag.optional(),
    userTeamsOnly: flag.optional(),
  },
  listFilters: (query, user) => [
    query.moneyProviderId === -1
      ? isNull(teams.moneyProviderId)
      : query.moneyProviderId !== undefined
        ? eq(teams.moneyProviderId, query.moneyProviderId as number)
        : undefined,
    query.findMoneyProviderByProducts ? eq(teams.moneyProviderId, user.geldverstrekkerId ?? -1) : undefined,
    query.userTeamsOnly ? ownTeams(user) : undefined,
  ],
  scope,
  // A lender maintains only its own money provider's teams.
  canWrite: (row, user) => user.typeCode !== 'H' || row.moneyProviderId === user.geldverstrekkerId,
  beforeWrite: (body, user) => {
    if (user.typeCode !== 'H') return body;
    if (body.moneyProviderId != null && body.moneyProviderId !== user.geldverstrekkerId) throw notYours();
    return { ...body, moneyProviderId: user.geldverstrekkerId };
  },
};

/** The team calls beyond CRUD (spec 001 §7 Teams). */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/gebruikers/current/teams',
    {
      schema: { querystring: z.object({ dossierId: queryInt32().int().optional() }) },
      config: { access: access.signedIn() },
    },
    async (request) =>
      app.db
        .select({ team: teams })
        .from(teams)
        .innerJoin(gebruikerTeams, eq(gebruikerTeams.teamId, teams.id))
        .where(and(eq(gebruikerTeams.gebruikerId, request.user.id), eq(teams.active, true)))
        .orderBy(asc(teams.teamNaam), asc(teams.id))
        .then((rows) => rows.map((r) => r.team)),
  );

  app.get('/api/v1/adviseurs/current/teams', { config: { access: access.signedIn(['A']) } }, async () =>
    app.db
      .select()
      .from(teams)
      .where(and(isNull(teams.moneyProviderId), eq(teams.active, true), eq(teams.teamType, 'TEAM')))
      .orderBy(asc(teams.teamNaam), asc(teams.id)),
  );

  // The team mailboxes a user may address a message to (spec 002 §7): the active teams they see.
  app.get('/api/v1/teams/mail-to', { config: { access: access.signedIn() } }, async (request) =>
    app.db
      .select({ id: teams.id, teamNaam: teams.teamNaam, teamEmail: teams.teamEmail, teamType: teams.teamType })
      .from(teams)
      .where(and(scope(request.user), eq(teams.active, true)))
      .orderBy(asc(teams.teamNaam), asc(teams.id)),
  );
};

export default teamRoutes;
