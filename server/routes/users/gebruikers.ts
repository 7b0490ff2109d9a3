import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GEBRUIKER_LABELS } from '../../../contract/gebruiker';
import { idParam, MSG, queryInt32 } from '../../../contract/rules';
import { KNOWN_PERMISSIONS } from '../../../contract/permission-catalog';
import type { CrudExtension } from '../../crud/factory';
import { access } from '../../services/permissions/access';
import { userNameSchema } from '../../services/users/lists';
import { gebruikersService, handlers, holders, organisationsOf, renewPasswordLink, setKyc, userList, userName } from '../../services/users/gebruikers';

const BEHEER = access.anyOf(['BEHEER_GEBRUIKERS']);
const idParams = idParam();

/** What Beheer shows of a user (never the password hash), with the ids of its links. */
const beheerUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  voorLetters: z.string(),
  tussenVoegsels: z.string().nullable(),
  achterNaam: z.string(),
  typeCode: z.string(),
  kantoorId: z.number().nullable(),
  geldverstrekkerId: z.number().nullable(),
  active: z.boolean(),
  kyc: z.boolean(),
  version: z.number(),
});
const linkedUser = beheerUser.extend({
  rolIds: z.array(z.number()),
  teamIds: z.array(z.number()),
  organisatieIds: z.array(z.number()),
  /** Only in the answer to a create: the one-time link to set the first password. */
  wachtwoordLink: z.string().optional(),
});

/** Beheer › Gebruikers on the CRUD factory: roles, teams and organisations are kept with the user. */
export const gebruikersExtension: CrudExtension = {
  labels: GEBRUIKER_LABELS,
  listQuery: { rolId: queryInt32().int().optional() },
  answers: { record: linkedUser, listItem: beheerUser },
  service: (app) => gebruikersService(app.db),
};

const names = { response: { 200: z.array(userNameSchema) } };
const organisation = z.object({ id: z.number(), naam: z.string(), geldverstrekkerId: z.number().nullable() });

/** The calls on users beyond CRUD, and the user lists of spec 001 §7 "Users". */
const gebruikerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/v1/beheer/gebruikers/:id/wachtwoord-link',
    { schema: { params: idParams, response: { 200: z.object({ wachtwoordLink: z.string() }) } }, config: { access: BEHEER } },
    async (request) => ({ wachtwoordLink: await renewPasswordLink(db, request.params.id) }),
  );

  app.get(
    '/api/v1/beheer/gebruikers/:id/organisations',
    { schema: { params: idParams, response: { 200: z.array(organisation) } }, config: { access: BEHEER } },
    async (request) => organisationsOf(db, request.params.id),
  );

  app.put(
    '/api/v1/gebruikers/:id/kyc',
    {
      schema: { params: idParams, body: z.object({ kyc: z.boolean({ error: 'Kies ja of nee.' }) }), response: { 200: beheerUser } },
      config: { access: BEHEER, fieldLabels: GEBRUIKER_LABELS },
    },
    async (request) => setKyc(db, request.params.id, request.body.kyc),
  );

  // Names only, and only the users the caller's screens name (visibleUsers).
  app.get('/api/v1/gebruikers/:id', { schema: { params: idParams, response: { 200: userNameSchema } }, config: { access: access.signedIn() } }, async (request) =>
    userName(db, request.user, request.params.id),
  );

  app.get('/api/v1/gebruikers', { schema: names, config: { access: access.signedIn() } }, async (request) => userList(db, request.user, 'all'));

  app.get('/api/v1/medewerkers', { schema: names, config: { access: access.signedIn() } }, async (request) =>
    userList(db, request.user, 'staff'),
  );

  app.get('/api/v1/gebruikers/moneyprovider/:id', { schema: { params: idParams, ...names }, config: { access: access.signedIn() } }, async (request) =>
    userList(db, request.user, { moneyProviderId: request.params.id }),
  );

  app.get(
    '/api/v1/gebruikers/behandelaar-list',
    {
      schema: {
        querystring: z.object({
          moneyProviderId: queryInt32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).optional(),
          btlAcceptant: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional(),
        }),
        ...names,
      },
      config: { access: access.signedIn(), fieldLabels: { moneyProviderId: 'Geldverstrekker', btlAcceptant: 'BTL-acceptant' } },
    },
    async (request) => handlers(db, request.user, request.query.moneyProviderId, request.query.btlAcceptant === 'true'),
  );

  // Who may judge an acceptance (the approvals of spec 001): holders of DOSSIER_DETAIL_APPROVALS.
  app.get('/api/v1/gebruikers/acceptant-list', { schema: names, config: { access: access.signedIn() } }, async (request) =>
    userList(db, request.user, 'acceptants'),
  );

  app.get(
    '/api/v1/rols/permissie/:permission/gebruikers',
    {
      schema: { params: z.object({ permission: z.enum(KNOWN_PERMISSIONS, { error: 'Onbekend recht.' }) }), ...names },
      config: { access: access.anyOf(['BEHEER_GEBRUIKERS', 'BEHEER_ROLLEN', 'BEHEER_RECHTEN']) },
    },
    async (request) => holders(db, request.params.permission),
  );
};

export default gebruikerRoutes;
