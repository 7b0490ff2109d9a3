import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { GEBRUIKER_LABELS, gebruikerEntity, organisationProblems } from '../../../contract/gebruiker';
import type { EntityDef } from '../../../contract/entity';
import type { KnownPermission } from '../../../contract/permission-catalog';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { isUniqueViolation, type CrudService } from '../../crud/factory';
import { containing, filterConditions, orderBy, pageOrAll, parseSort } from '../../crud/list-query';
import { updateVersioned } from '../../crud/versioned';
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
import { notFound, validationError } from '../../errors';
import type { SessionUser } from '../permissions/access';
import { WORKLOAD_USER_TYPES } from '../workload/assign';
import { holding, nameColumns } from './lists';
import { visibleUsers } from './visibility';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const entity = gebruikerEntity as unknown as EntityDef;
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

interface Links {
  rolIds: number[];
  teamIds: number[];
  organisatieIds: number[];
}

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

/** Splits a body into the user's own fields and its links, refusing what the form cannot hold. */
async function checked(db: Db, body: Record<string, unknown>) {
  const { rolIds, teamIds, organisatieIds, ...fields } = body as Record<string, unknown> & Links;
  const problems = organisationProblems(fields as Parameters<typeof organisationProblems>[0]);
  if (Object.keys(problems).length) throw validationError(problems, GEBRUIKER_LABELS);
  // Unknown role, team or organisation ids are the admin's mistake: 400 on that field.
  const [knownRoles, knownTeams, knownOrganisations] = await Promise.all([
    rolIds.length ? db.select({ id: rollen.id }).from(rollen).where(inArray(rollen.id, rolIds)) : [],
    teamIds.length ? db.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds)) : [],
    organisatieIds.length ? db.select({ id: organisaties.id }).from(organisaties).where(inArray(organisaties.id, organisatieIds)) : [],
  ]);
  const unknown: Record<string, string> = {};
  if (knownRoles.length !== new Set(rolIds).size) unknown.rolIds = 'Onbekende rol gekozen.';
  if (knownTeams.length !== new Set(teamIds).size) unknown.teamIds = 'Onbekend team gekozen.';
  if (knownOrganisations.length !== new Set(organisatieIds).size) unknown.organisatieIds = 'Onbekende organisatie gekozen.';
  if (Object.keys(unknown).length) throw validationError(unknown, GEBRUIKER_LABELS);
  return { fields, links: { rolIds, teamIds, organisatieIds } };
}

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

/** A taken user name is a field error, whichever writer got there first. */
const refuseTakenName = (error: unknown): never => {
  if (isUniqueViolation(error)) throw validationError({ username: SERVER_MESSAGES.duplicate }, GEBRUIKER_LABELS);
  throw error;
};

/** Beheer › Gebruikers: a user with roles, teams and organisations, and a link to set the first password. */
export const gebruikersService = (db: Db): Partial<CrudService> => ({
  list: (_user, query) => {
    const { achterNaam: search, rolId, ...filters } = query;
    // The name search also finds the user name and the e-mail address (the field's helper text).
    const pattern = typeof search === 'string' && search ? containing(search) : undefined;
    const where = and(
      ...filterConditions(entity, gebruikers, filters),
      pattern ? or(ilike(gebruikers.achterNaam, pattern), ilike(gebruikers.username, pattern), ilike(gebruikers.email, pattern)) : undefined,
      rolId ? inArray(gebruikers.id, sql`(select gebruiker_id from gebruiker_rollen where rol_id = ${rolId})`) : undefined,
    );
    const order = orderBy(parseSort(entity, gebruikers, query.sort, query.reverse));
    return pageOrAll(
      query,
      (limit, offset) => db.select(publicColumns).from(gebruikers).where(where).orderBy(...order).limit(limit).offset(offset),
      async () => (await db.select({ total: count() }).from(gebruikers).where(where))[0].total,
    );
  },
  get: (_user, id) => withLinks(db, id),
  // No password yet: the new user chooses one through the link, which the admin passes on.
  create: async (_user, body) => {
    const { fields, links } = await checked(db, body);
    const { id, wachtwoordLink } = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(gebruikers)
          .values({ ...(fields as typeof gebruikers.$inferInsert), passwordHash: null })
          .returning({ id: gebruikers.id });
        await replaceLinks(tx, row.id, links);
        return { id: row.id, wachtwoordLink: await newPasswordLink(tx, row.id) };
      })
      .catch(refuseTakenName);
    return { ...(await withLinks(db, id)), wachtwoordLink };
  },
  update: async (_user, id, version, body) => {
    const { fields, links } = await checked(db, body);
    await db.transaction(async (tx) => {
      await updateVersioned(tx, gebruikers, eq(gebruikers.id, id), version, fields);
      await replaceLinks(tx, id, links);
    });
    return withLinks(db, id);
  },
});


async function existing(db: Db, id: number) {
  const [user] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.id, id));
  if (!user) throw notFound();
  return user;
}

/** A new password-set link for an existing user (the first one expired or got lost). */
export async function renewPasswordLink(db: Db, id: number) {
  const user = await existing(db, id);
  return db.transaction((tx) => newPasswordLink(tx, user.id));
}

/** The organisations (labels) a user works for. */
export async function organisationsOf(db: Db, id: number) {
  const user = await existing(db, id);
  return db
    .select({ id: organisaties.id, naam: organisaties.naam, geldverstrekkerId: organisaties.geldverstrekkerId })
    .from(organisaties)
    .innerJoin(gebruikerOrganisaties, eq(gebruikerOrganisaties.organisatieId, organisaties.id))
    .where(eq(gebruikerOrganisaties.gebruikerId, user.id))
    .orderBy(asc(organisaties.naam));
}

/** Switches the KYC checks on or off. Not a change of the user's form data: the version stays, so a form open beside the switch saves without a 409. */
export async function setKyc(db: Db, id: number, kyc: boolean) {
  const [row] = await db.update(gebruikers).set({ kyc, updatedAt: new Date() }).where(eq(gebruikers.id, id)).returning(publicColumns);
  if (!row) throw notFound();
  return row;
}

const byName = [asc(gebruikers.achterNaam), asc(gebruikers.id)];

/**
 * The active users the caller's screens may name (visibleUsers), with `conditions`, by name (spec
 * 001 §7). System accounts (type S: the HDN exchange, the message channels) are nobody to pick.
 */
const activeUsers = (db: Db, user: SessionUser, ...conditions: (SQL | undefined)[]) =>
  db
    .select(nameColumns)
    .from(gebruikers)
    .where(and(eq(gebruikers.active, true), ne(gebruikers.typeCode, 'S'), visibleUsers(user), ...conditions))
    .orderBy(...byName);

/** The user lists of spec 001 §7 "Users": everyone, the staff, a money provider's users, who may judge an acceptance. */
export const userList = (db: Db, user: SessionUser, of: 'all' | 'staff' | 'acceptants' | { moneyProviderId: number }) =>
  activeUsers(
    db,
    user,
    of === 'staff'
      ? eq(gebruikers.typeCode, 'M')
      : of === 'acceptants'
        ? holding('DOSSIER_DETAIL_APPROVALS')
        : of === 'all'
          ? undefined
          : eq(gebruikers.geldverstrekkerId, of.moneyProviderId),
  );

/** One user's name, when the caller may see it. */
export async function userName(db: Db, user: SessionUser, id: number) {
  const [row] = await db.select(nameColumns).from(gebruikers).where(and(eq(gebruikers.id, id), visibleUsers(user)));
  if (!row) throw notFound();
  return row;
}

/**
 * Who can handle a dossier: the processor's staff; for a money provider's dossiers also that
 * lender's own users; `btl` only those who see BTL dossiers (docs/beheer.md).
 */
export function handlers(db: Db, user: SessionUser, moneyProviderId: number | undefined, btl: boolean) {
  const staff = inArray(gebruikers.typeCode, [...WORKLOAD_USER_TYPES]);
  const who = moneyProviderId ? or(staff, and(eq(gebruikers.typeCode, 'H'), eq(gebruikers.geldverstrekkerId, moneyProviderId))) : staff;
  return activeUsers(db, user, who, btl ? holding('MENU_BTL_DOSSIERS_VIEW') : undefined);
}

/** The active holders of a permission, through their roles. */
export const holders = (db: Db, permission: KnownPermission) =>
  db
    .selectDistinct(nameColumns)
    .from(gebruikers)
    .innerJoin(gebruikerRollen, eq(gebruikerRollen.gebruikerId, gebruikers.id))
    .innerJoin(rolPermissies, eq(rolPermissies.rolId, gebruikerRollen.rolId))
    .where(and(eq(gebruikers.active, true), eq(rolPermissies.permissie, permission)))
    .orderBy(...byName);
