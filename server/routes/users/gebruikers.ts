import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GEBRUIKER_LABELS, gebruikerSchema, newGebruikerSchema, organisationProblems } from '../../../contract/gebruiker';
import { idParam, int32, MSG, queryInt32 } from '../../../contract/rules';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { PERMISSIONS } from '../../../contract/permissions';
import type { Db } from '../../db/client';
import {
  gebruikerOrganisaties,
  gebruikerRollen,
  gebruikers,
  gebruikerTeams,
  organisaties,
  rolPermissies,
  rollen,
  teams,
  wachtwoordLinks,
} from '../../db/schema';
import { notFound, stale, validationError } from '../../errors';
import { access } from '../../services/permissions/access';
import { holding, nameColumns } from '../../services/users/lists';
import { visibleUsers } from '../../services/users/visibility';
import { WORKLOAD_USER_TYPES } from '../../services/workload/assign';

const BEHEER = access.anyOf(['BEHEER_GEBRUIKERS']);
/** How long a password-set link works: long enough for a new colleague's first working day. */
const LINK_DAYS = 7;

/** What Beheer shows of a user: never the password hash. */
const publicColumns = {
  id: gebruikers.id,
  username: gebruikers.username,
  email: gebruikers.email,
  voorLetters: gebruikers.voorLetters,
  tussenVoegsels: gebruikers.tussenVoegsels,
  achterNaam: gebruikers.achterNaam,
  typeCode: gebruikers.typeCode,
  kantoorId: gebruikers.kantoorId,
  geldverstrekkerId: gebruikers.geldverstrekkerId,
  active: gebruikers.active,
  kyc: gebruikers.kyc,
  version: gebruikers.version,
};

const SORTS = { achterNaam: gebruikers.achterNaam, username: gebruikers.username, email: gebruikers.email, typeCode: gebruikers.typeCode, active: gebruikers.active } as const;

const listQuery = z.object({
  page: queryInt32().int().min(0, 'De pagina begint bij 0.').default(0),
  size: queryInt32().int().min(1).max(500, 'Maximaal 500 per pagina.').default(25),
  sort: z
    .string()
    .regex(/^(achterNaam|username|email|typeCode|active),(asc|desc)$/i, 'Onbekende sortering.')
    .default('achterNaam,asc'),
  /** Matches a part of the surname, the user name or the e-mail address. */
  achterNaam: z.string().trim().max(100).optional(),
  typeCode: z.string().length(1).optional(),
  active: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  rolId: queryInt32().int().optional(),
});

const idParams = idParam();

const byName = [asc(gebruikers.achterNaam), asc(gebruikers.id)];

async function withLinks(db: Db, id: number) {
  const [user] = await db.select(publicColumns).from(gebruikers).where(eq(gebruikers.id, id));
  if (!user) throw notFound();
  const [roles, userTeams, organisations] = await Promise.all([
    db.select({ id: gebruikerRollen.rolId }).from(gebruikerRollen).where(eq(gebruikerRollen.gebruikerId, id)),
    db.select({ id: gebruikerTeams.teamId }).from(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, id)),
    db.select({ id: gebruikerOrganisaties.organisatieId }).from(gebruikerOrganisaties).where(eq(gebruikerOrganisaties.gebruikerId, id)),
  ]);
  const sorted = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  return { ...user, rolIds: sorted(roles), teamIds: sorted(userTeams), organisatieIds: sorted(organisations) };
}

interface Links {
  rolIds: number[];
  teamIds: number[];
  organisatieIds: number[];
}

/** Unknown role, team or organisation ids are the admin's mistake: 400 on that field. */
async function checkLinks(db: Db, { rolIds, teamIds, organisatieIds }: Links) {
  const [knownRoles, knownTeams, knownOrganisations] = await Promise.all([
    rolIds.length ? db.select({ id: rollen.id }).from(rollen).where(inArray(rollen.id, rolIds)) : [],
    teamIds.length ? db.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds)) : [],
    organisatieIds.length ? db.select({ id: organisaties.id }).from(organisaties).where(inArray(organisaties.id, organisatieIds)) : [],
  ]);
  const fields: Record<string, string> = {};
  if (knownRoles.length !== new Set(rolIds).size) fields.rolIds = 'Onbekende rol gekozen.';
  if (knownTeams.length !== new Set(teamIds).size) fields.teamIds = 'Onbekend team gekozen.';
  if (knownOrganisations.length !== new Set(organisatieIds).size) fields.organisatieIds = 'Onbekende organisatie gekozen.';
  if (Object.keys(fields).length) throw validationError(fields, GEBRUIKER_LABELS);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function replaceLinks(tx: Tx, id: number, { rolIds, teamIds, organisatieIds }: Links) {
  await tx.delete(gebruikerRollen).where(eq(gebruikerRollen.gebruikerId, id));
  await tx.delete(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, id));
  await tx.delete(gebruikerOrganisaties).where(eq(gebruikerOrganisaties.gebruikerId, id));
  if (rolIds.length) await tx.insert(gebruikerRollen).values([...new Set(rolIds)].map((rolId) => ({ gebruikerId: id, rolId })));
  if (teamIds.length) await tx.insert(gebruikerTeams).values([...new Set(teamIds)].map((teamId) => ({ gebruikerId: id, teamId })));
  if (organisatieIds.length) {
    await tx.insert(gebruikerOrganisaties).values([...new Set(organisatieIds)].map((organisatieId) => ({ gebruikerId: id, organisatieId })));
  }
}

/** A fresh one-time password-set token; only its hash is stored. */
async function newPasswordLink(tx: Tx, gebruikerId: number) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await tx.insert(wachtwoordLinks).values({ gebruikerId, tokenHash, expiresAt: new Date(Date.now() + LINK_DAYS * 86_400_000) });
  return `/auth/password-reset/${token}`;
}

/** Beheer › Gebruikers and the user lists of spec 001 §7 "Users". */
const gebruikerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/api/v1/beheer/gebruikers', { schema: { querystring: listQuery }, config: { access: BEHEER } }, async (request) => {
    const { page, size, sort, achterNaam: search, typeCode, active, rolId } = request.query;
    const [field, direction] = sort.split(',') as [keyof typeof SORTS, string];
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      pattern ? or(ilike(gebruikers.achterNaam, pattern), ilike(gebruikers.username, pattern), ilike(gebruikers.email, pattern)) : undefined,
      typeCode ? eq(gebruikers.typeCode, typeCode) : undefined,
      active === undefined ? undefined : eq(gebruikers.active, active),
      rolId ? inArray(gebruikers.id, sql`(select gebruiker_id from gebruiker_rollen where rol_id = ${rolId})`) : undefined,
    );
    const column = field === 'typeCode' || field === 'active' ? SORTS[field] : sql`lower(${SORTS[field]})`;
    const order: SQL[] = [direction.toLowerCase() === 'desc' ? desc(column) : asc(column), asc(gebruikers.id)];
    const [content, [{ total }]] = await Promise.all([
      db.select(publicColumns).from(gebruikers).where(where).orderBy(...order).limit(size).offset(page * size),
      db.select({ total: count() }).from(gebruikers).where(where),
    ]);
    return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
  });

  app.get('/api/v1/beheer/gebruikers/:id', { schema: { params: idParams }, config: { access: BEHEER } }, async (request) =>
    withLinks(db, request.params.id),
  );

  app.post(
    '/api/v1/beheer/gebruikers',
    { schema: { body: newGebruikerSchema }, config: { access: BEHEER, fieldLabels: GEBRUIKER_LABELS } },
    async (request, reply) => {
      const { rolIds, teamIds, organisatieIds, ...fields } = request.body;
      const links = { rolIds, teamIds, organisatieIds };
      const problems = organisationProblems(fields);
      if (Object.keys(problems).length) throw validationError(problems, GEBRUIKER_LABELS);
      await checkLinks(db, links);
      const [taken] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, fields.username));
      if (taken) throw validationError({ username: SERVER_MESSAGES.duplicate }, GEBRUIKER_LABELS);
      // No password yet: the new user chooses one through the link, which the admin passes on.
      const { id, wachtwoordLink } = await db.transaction(async (tx) => {
        const [row] = await tx.insert(gebruikers).values({ ...fields, passwordHash: null }).returning({ id: gebruikers.id });
        await replaceLinks(tx, row.id, links);
        return { id: row.id, wachtwoordLink: await newPasswordLink(tx, row.id) };
      });
      return reply.status(201).send({ ...(await withLinks(db, id)), wachtwoordLink });
    },
  );

  app.put(
    '/api/v1/beheer/gebruikers/:id',
    {
      schema: { params: idParams, body: gebruikerSchema.extend({ version: int32({ error: 'Versie ontbreekt.' }).int() }) },
      config: { access: BEHEER, fieldLabels: GEBRUIKER_LABELS },
    },
    async (request) => {
      const { id } = request.params;
      const { rolIds, teamIds, organisatieIds, version, ...fields } = request.body;
      const links = { rolIds, teamIds, organisatieIds };
      const problems = organisationProblems(fields);
      if (Object.keys(problems).length) throw validationError(problems, GEBRUIKER_LABELS);
      await checkLinks(db, links);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(gebruikers)
          .set({ ...fields, version: version + 1, updatedAt: new Date() })
          .where(and(eq(gebruikers.id, id), eq(gebruikers.version, version)))
          .returning({ id: gebruikers.id });
        if (!row) {
          const [exists] = await tx.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.id, id));
          throw exists ? stale() : notFound();
        }
        await replaceLinks(tx, id, links);
      });
      return withLinks(db, id);
    },
  );

  app.post(
    '/api/v1/beheer/gebruikers/:id/wachtwoord-link',
    { schema: { params: idParams }, config: { access: BEHEER } },
    async (request) => {
      const [user] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.id, request.params.id));
      if (!user) throw notFound();
      return { wachtwoordLink: await db.transaction((tx) => newPasswordLink(tx, user.id)) };
    },
  );

  app.get('/api/v1/beheer/gebruikers/:id/organisations', { schema: { params: idParams }, config: { access: BEHEER } }, async (request) => {
    const [user] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.id, request.params.id));
    if (!user) throw notFound();
    return db
      .select({ id: organisaties.id, naam: organisaties.naam, geldverstrekkerId: organisaties.geldverstrekkerId })
      .from(organisaties)
      .innerJoin(gebruikerOrganisaties, eq(gebruikerOrganisaties.organisatieId, organisaties.id))
      .where(eq(gebruikerOrganisaties.gebruikerId, user.id))
      .orderBy(asc(organisaties.naam));
  });

  app.put(
    '/api/v1/gebruikers/:id/kyc',
    {
      schema: { params: idParams, body: z.object({ kyc: z.boolean({ error: 'Kies ja of nee.' }) }) },
      config: { access: BEHEER, fieldLabels: GEBRUIKER_LABELS },
    },
    async (request) => {
      const [row] = await db
        .update(gebruikers)
        // Not a change of the user's form data: the version stays, so a form open beside the switch saves without a 409.
        .set({ kyc: request.body.kyc, updatedAt: new Date() })
        .where(eq(gebruikers.id, request.params.id))
        .returning(publicColumns);
      if (!row) throw notFound();
      return row;
    },
  );

  // The user lists of spec 001 §7: names only, and only the users the caller's screens name (visibleUsers).
  const active = (request: { user: Parameters<typeof visibleUsers>[0] }, ...conditions: (SQL | undefined)[]) =>
    and(eq(gebruikers.active, true), visibleUsers(request.user), ...conditions);

  app.get('/api/v1/gebruikers/:id', { schema: { params: idParams }, config: { access: access.signedIn() } }, async (request) => {
    const [user] = await db.select(nameColumns).from(gebruikers).where(and(eq(gebruikers.id, request.params.id), visibleUsers(request.user)));
    if (!user) throw notFound();
    return user;
  });

  app.get('/api/v1/gebruikers', { config: { access: access.signedIn() } }, async (request) =>
    db.select(nameColumns).from(gebruikers).where(active(request)).orderBy(...byName),
  );

  app.get('/api/v1/medewerkers', { config: { access: access.signedIn() } }, async (request) =>
    db.select(nameColumns).from(gebruikers).where(active(request, eq(gebruikers.typeCode, 'M'))).orderBy(...byName),
  );

  app.get('/api/v1/gebruikers/moneyprovider/:id', { schema: { params: idParams }, config: { access: access.signedIn() } }, async (request) =>
    db.select(nameColumns).from(gebruikers).where(active(request, eq(gebruikers.geldverstrekkerId, request.params.id))).orderBy(...byName),
  );

  /**
   * Who can handle a dossier: the processor's staff; for a money provider's dossiers also that
   * lender's own users; `btlAcceptant=true` only those who see BTL dossiers (docs/beheer.md).
   */
  app.get(
    '/api/v1/gebruikers/behandelaar-list',
    {
      schema: {
        querystring: z.object({
          moneyProviderId: queryInt32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).optional(),
          btlAcceptant: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional(),
        }),
      },
      config: { access: access.signedIn(), fieldLabels: { moneyProviderId: 'Geldverstrekker', btlAcceptant: 'BTL-acceptant' } },
    },
    async (request) => {
      const { moneyProviderId, btlAcceptant } = request.query;
      const staff = inArray(gebruikers.typeCode, [...WORKLOAD_USER_TYPES]);
      const handlers = moneyProviderId ? or(staff, and(eq(gebruikers.typeCode, 'H'), eq(gebruikers.geldverstrekkerId, moneyProviderId))) : staff;
      return db
        .select(nameColumns)
        .from(gebruikers)
        .where(active(request, handlers, btlAcceptant === 'true' ? holding('MENU_BTL_DOSSIERS_VIEW') : undefined))
        .orderBy(...byName);
    },
  );

  // Who may judge an acceptance (the approvals of spec 001): holders of DOSSIER_DETAIL_APPROVALS.
  app.get('/api/v1/gebruikers/acceptant-list', { config: { access: access.signedIn() } }, async (request) =>
    db.select(nameColumns).from(gebruikers).where(active(request, holding('DOSSIER_DETAIL_APPROVALS'))).orderBy(...byName),
  );

  app.get(
    '/api/v1/rols/permissie/:permission/gebruikers',
    {
      schema: { params: z.object({ permission: z.enum(PERMISSIONS, { error: 'Onbekend recht.' }) }) },
      config: { access: access.anyOf(['BEHEER_GEBRUIKERS', 'BEHEER_ROLLEN', 'BEHEER_RECHTEN']) },
    },
    async (request) =>
      db
        .selectDistinct(nameColumns)
        .from(gebruikers)
        .innerJoin(gebruikerRollen, eq(gebruikerRollen.gebruikerId, gebruikers.id))
        .innerJoin(rolPermissies, eq(rolPermissies.rolId, gebruikerRollen.rolId))
        .where(and(eq(gebruikers.active, true), eq(rolPermissies.permissie, request.params.permission)))
        .orderBy(...byName),
  );
};

export default gebruikerRoutes;
