import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamEntity } from '../../../contract/team';
import { queryInt32 } from '../../../contract/rules';
import type { CrudExtension } from '../../crud/factory';
import { lenderRules } from '../../crud/lender-scope';
import { rowSchema } from '../../openapi/responses';
import { teams } from '../../db/schema';
import { adviserTeams, mailTeams, ownTeams, teamFilters, teamScope } from '../../services/beheer/teams';
import { access } from '../../services/permissions/access';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Teams on the CRUD factory: a lender keeps its own money provider's teams, an adviser sees the organisation's active ones. */
export const teamsExtension: CrudExtension = {
  ...lenderRules(teamEntity, teams),
  scope: teamScope,
  listQuery: {
    moneyProviderId: queryInt32().int().optional(),
    findMoneyProviderByProducts: flag.optional(),
    userTeamsOnly: flag.optional(),
  },
  listFilters: teamFilters,
};

const team = rowSchema(teams);
const mailTeam = z.object({ id: z.number(), teamNaam: z.string(), teamEmail: z.string(), teamType: z.string() });

/** The team calls beyond CRUD (spec 001 §7 Teams). */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/gebruikers/current/teams',
    {
      schema: { querystring: z.object({ dossierId: queryInt32().int().min(1, 'Ongeldig dossiernummer.').optional() }), response: { 200: z.array(team) } },
      config: { access: access.signedIn() },
    },
    async (request) => ownTeams(app.db, request.user, request.query.dossierId),
  );

  app.get('/api/v1/adviseurs/current/teams', { schema: { response: { 200: z.array(team) } }, config: { access: access.signedIn(['A']) } }, async () =>
    adviserTeams(app.db),
  );

  app.get('/api/v1/teams/mail-to', { schema: { response: { 200: z.array(mailTeam) } }, config: { access: access.signedIn() } }, async (request) =>
    mailTeams(app.db, request.user),
  );
};

export default teamRoutes;
