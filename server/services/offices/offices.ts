import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FASE_CODES, type Fase } from '../../../contract/dossier';
import type { officeSearchQuery } from '../../../contract/offices';
import { columnSort, containing, pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { dossiers, gebruikers, hypotheken, kantoren } from '../../db/schema';
import { general, notFound } from '../../errors';
import { dossierKinds } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { officeLenders } from './lenders';
import { OFFICE_ID, officeDossiers, officeScope } from './scope';

const item = { id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam, plaatsNaam: kantoren.plaatsNaam };

const running = sql`${dossiers.status} = 'LOPEND' and not ${dossiers.gearchiveerd}`;
const passedLastYear = sql`${dossiers.fase} = 'PASSEREN' and ${dossiers.stap} = 'GEPASSEERD' and ${dossiers.stapSinds} >= now() - interval '12 months'`;

/** The figures of the Kantoren list as columns of an office row, counted within what the user may see. */
const figures = (user: SessionUser) => ({
  aantalAdviseurs: sql<number>`(select count(*) from ${gebruikers} where ${gebruikers.kantoorId} = ${OFFICE_ID} and ${gebruikers.typeCode} = 'A' and ${gebruikers.active})`.mapWith(Number),
  lopendeDossiers: sql<number>`(select count(*) from ${dossiers} where ${officeDossiers(user, OFFICE_ID)} and ${running})`.mapWith(Number),
  gepasseerd12Maanden: sql<number>`(select count(*) from ${dossiers} where ${officeDossiers(user, OFFICE_ID)} and ${passedLastYear})`.mapWith(Number),
});

/** GET /kantoors/list: the active offices the user may see, by name, for a choice. */
export function officeChoices(db: Db, user: SessionUser) {
  return db
    .select(item)
    .from(kantoren)
    .where(and(eq(kantoren.active, true), officeScope(user)))
    .orderBy(asc(sql`lower(${kantoren.bedrijfsNaam})`), asc(kantoren.id));
}

type SearchQuery = z.output<typeof officeSearchQuery>;

/** GET /kantoors: the Kantoren list, searched and paged, with each office's figures. */
export function searchOffices(db: Db, user: SessionUser, query: SearchQuery) {
  const text = query.query ? containing(query.query) : null;
  const where = and(
    officeScope(user),
    text ? or(ilike(kantoren.bedrijfsNaam, text), ilike(kantoren.plaatsNaam, text), ilike(kantoren.afmNummer, text), ilike(kantoren.kvkNummer, text)) : undefined,
    query.regio ? eq(kantoren.regio, query.regio) : undefined,
    query.kantoorType ? eq(kantoren.kantoorType, query.kantoorType) : undefined,
    query.actief === undefined ? undefined : eq(kantoren.active, query.actief),
  );
  const columns = { ...item, regio: kantoren.regio, kantoorType: kantoren.kantoorType, afmNummer: kantoren.afmNummer, active: kantoren.active, ...figures(user) };
  const order = columnSort(
    query.sort,
    {
      bedrijfsNaam: sql`lower(${kantoren.bedrijfsNaam})`,
      plaatsNaam: sql`lower(${kantoren.plaatsNaam})`,
      regio: kantoren.regio,
      afmNummer: kantoren.afmNummer,
      aantalAdviseurs: columns.aantalAdviseurs,
      lopendeDossiers: columns.lopendeDossiers,
      gepasseerd12Maanden: columns.gepasseerd12Maanden,
    },
    kantoren.id,
    'bedrijfsNaam,asc',
  );
  return pageOf(
    query,
    (limit, offset) => db.select(columns).from(kantoren).where(where).orderBy(...order).limit(limit).offset(offset),
    async () => (await db.select({ n: count() }).from(kantoren).where(where))[0].n,
  );
}

/** The office within the user's scope, or 404. */
async function visibleOffice(db: Db, user: SessionUser, id: number) {
  const [office] = await db
    .select({ ...item, regio: kantoren.regio, kantoorType: kantoren.kantoorType, afmNummer: kantoren.afmNummer, active: kantoren.active, straatNaam: kantoren.straatNaam, huisNummer: kantoren.huisNummer, postcode: kantoren.postcode, telefoonNummer: kantoren.telefoonNummer, email: kantoren.email, website: kantoren.website, kvkNummer: kantoren.kvkNummer })
    .from(kantoren)
    .where(and(eq(kantoren.id, id), officeScope(user)));
  if (!office) throw notFound();
  return office;
}

/** GET /kantoors/{id}: the office with its contact data and registrations (docs/offices.md). */
export const officeDetail = visibleOffice;

/** GET /kantoors/{id}/cijfers: the office's running dossiers per phase and its last twelve months. */
export async function officeFigures(db: Db, user: SessionUser, id: number) {
  await visibleOffice(db, user, id);
  const mine = officeDossiers(user, sql`${id}::int`);
  const phases = await db
    .select({ fase: dossiers.fase, n: count() })
    .from(dossiers)
    .where(and(mine, running))
    .groupBy(dossiers.fase);
  const [year] = await db
    .select({
      gepasseerd: sql<number>`count(*) filter (where ${passedLastYear})`.mapWith(Number),
      afgewezen: sql<number>`count(*) filter (where ${dossiers.status} = 'AFGEWEZEN' and ${dossiers.updatedAt} >= now() - interval '12 months')`.mapWith(Number),
      volume: sql<number>`coalesce(sum(${hypotheken.hoofdsom}) filter (where ${passedLastYear}), 0)`.mapWith(Number),
      doorlooptijd: sql<number | null>`round(avg(extract(epoch from ${dossiers.stapSinds} - ${dossiers.ontvangenOp}) / 86400) filter (where ${passedLastYear}))`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(dossiers)
    .leftJoin(hypotheken, eq(hypotheken.dossierId, dossiers.id))
    .where(mine);
  const perFase = Object.fromEntries(FASE_CODES.map((fase) => [fase, phases.find((p) => p.fase === fase)?.n ?? 0])) as Record<Fase, number>;
  return {
    lopendeDossiers: phases.reduce((sum, p) => sum + p.n, 0),
    perFase,
    gepasseerd12Maanden: year.gepasseerd,
    afgewezen12Maanden: year.afgewezen,
    volume12Maanden: year.volume,
    gemiddeldeDoorlooptijdDagen: year.doorlooptijd,
    soorten: dossierKinds(user),
  };
}

/** GET /kantoors/{id}/geldverstrekkers: the money providers the office works with, with its agent numbers. */
export async function officeLendersOf(db: Db, user: SessionUser, id: number) {
  await visibleOffice(db, user, id);
  return officeLenders(db, id);
}

/** GET /kantoors/small/current: the signed-in user's own office, briefly; a user without one is told so. */
export async function currentOffice(db: Db, user: SessionUser) {
  if (user.kantoorId === null) throw general(404, 'U bent niet aan een kantoor verbonden.');
  const [office] = await db.select(item).from(kantoren).where(eq(kantoren.id, user.kantoorId));
  if (!office) throw notFound();
  return office;
}
