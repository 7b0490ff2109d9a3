import { and, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ORV_GRENS_LTV, VERZEKERING_SOORTEN, VERZEKERING_STATUSSEN } from '../../../contract/insurances';
import type { SortKey } from '../../../contract/list-params';
import { containing, fieldSort, pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { dossiers, geldverstrekkers, hypotheekgevers, hypotheken, objecten, verzekeringen } from '../../db/schema';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { amsterdamDay } from '../workload/calendar';

export const INSURANCE_SORTS = ['eindDatum', 'verzekerdBedrag', 'premiePerMaand', 'dossierId', 'maatschappij', 'soort'] as const;

export const insuranceItem = z.object({
  id: z.number().int(),
  dossierId: z.number().int(),
  cds: z.boolean(),
  btl: z.boolean(),
  naamHypotheekGever: z.string(),
  geldverstrekkerNaam: z.string(),
  soort: z.enum(VERZEKERING_SOORTEN),
  verzekerde: z.object({ voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() }).nullable(),
  maatschappij: z.string(),
  polisnummer: z.string().nullable(),
  verzekerdBedrag: z.number(),
  premiePerMaand: z.number(),
  ingangsDatum: z.string().nullable(),
  eindDatum: z.string().nullable(),
  verpand: z.boolean(),
  polisOntvangen: z.boolean(),
  status: z.enum(VERZEKERING_STATUSSEN),
  /** For a life cover: the cover the loan asks for (0 with NHG or up to 80% of the value); empty when unknown or another kind. */
  vereistBedrag: z.number().nullable(),
  /** Days from today (Amsterdam) to the end date; empty without one. */
  dagenTotEinde: z.number().int().nullable(),
});

export interface InsuranceQuery {
  page: number;
  size: number;
  sort: SortKey<(typeof INSURANCE_SORTS)[number]>[];
  soort?: string[];
  status?: string[];
  /** Not ended, and the back office has no policy document yet. */
  polisOntbreekt?: boolean;
  /** A life cover below what the loan asks for. */
  onvoldoendeDekking?: boolean;
  /** Not ended, ending from today up to this many days ahead. */
  eindigtBinnen?: number;
  query?: string | null;
}

/**
 * The life cover a loan asks for (docs/insurances.md): nothing with NHG; otherwise the part of the
 * loan above 80% of the market value of the dossier's first property. Empty when the loan or the
 * value is not known.
 */
const requiredCover = sql<string | null>`(
  select case when ${hypotheken.nhg} then 0
    else greatest(0, ${hypotheken.hoofdsom} - ${sql.raw(String(ORV_GRENS_LTV / 100))} * (
      select ${objecten.marktwaarde} from ${objecten}
      where ${objecten.dossierId} = ${hypotheken.dossierId} and ${objecten.marktwaarde} is not null
      order by ${objecten.id} limit 1)) end
  from ${hypotheken} where ${hypotheken.dossierId} = ${verzekeringen.dossierId})`;
const vereist = sql<string | null>`case when ${verzekeringen.soort} = 'ORV' then ${requiredCover} end`;

/**
 * GET /verzekeringen: the insurances of every dossier the user may see (the dossier lists' scope),
 * archived dossiers left out, the first to end first.
 */
export async function listInsurances(db: Db, user: SessionUser, q: InsuranceQuery, now = new Date()) {
  const today = amsterdamDay(now);
  const dagen = sql<number | null>`(${verzekeringen.eindDatum} - ${today}::date)`;
  const running = ne(verzekeringen.status, 'BEEINDIGD');
  const where = and(
    visibleTo(user),
    eq(dossiers.gearchiveerd, false),
    q.soort?.length ? inArray(verzekeringen.soort, q.soort) : undefined,
    q.status?.length ? inArray(verzekeringen.status, q.status) : undefined,
    q.polisOntbreekt ? and(running, eq(verzekeringen.polisOntvangen, false)) : undefined,
    q.onvoldoendeDekking ? and(running, sql`${verzekeringen.verzekerdBedrag} < ${vereist}`) : undefined,
    q.eindigtBinnen !== undefined ? and(running, sql`${dagen} between 0 and ${q.eindigtBinnen}`) : undefined,
    q.query
      ? or(
          ilike(verzekeringen.maatschappij, containing(q.query)),
          ilike(verzekeringen.polisnummer, containing(q.query)),
          ilike(dossiers.naamHypotheekGever, containing(q.query)),
        )
      : undefined,
  );
  const columns: Record<(typeof INSURANCE_SORTS)[number], SQL> = {
    eindDatum: sql`${verzekeringen.eindDatum}`,
    verzekerdBedrag: sql`${verzekeringen.verzekerdBedrag}`,
    premiePerMaand: sql`${verzekeringen.premiePerMaand}`,
    dossierId: sql`${verzekeringen.dossierId}`,
    maatschappij: sql`lower(${verzekeringen.maatschappij})`,
    soort: sql`${verzekeringen.soort}`,
  };
  const order = fieldSort(q.sort, columns, verzekeringen.id, { field: 'eindDatum', direction: 'asc' });
  const joined = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(dossiers, eq(dossiers.id, verzekeringen.dossierId))
      .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, dossiers.geldverstrekkerId))
      .leftJoin(hypotheekgevers, eq(hypotheekgevers.id, verzekeringen.hypotheekgeverId))
      .where(where);
  return pageOf(
    q,
    async (limit, offset) => {
      const selection = db
        .select({
          id: verzekeringen.id,
          dossierId: verzekeringen.dossierId,
          cds: dossiers.cds,
          btl: dossiers.btl,
          naamHypotheekGever: dossiers.naamHypotheekGever,
          geldverstrekkerNaam: geldverstrekkers.naam,
          soort: verzekeringen.soort,
          verzekerdeId: hypotheekgevers.id,
          voorLetters: hypotheekgevers.voorLetters,
          tussenVoegsels: hypotheekgevers.tussenVoegsels,
          achterNaam: hypotheekgevers.achterNaam,
          maatschappij: verzekeringen.maatschappij,
          polisnummer: verzekeringen.polisnummer,
          verzekerdBedrag: verzekeringen.verzekerdBedrag,
          premiePerMaand: verzekeringen.premiePerMaand,
          ingangsDatum: verzekeringen.ingangsDatum,
          eindDatum: verzekeringen.eindDatum,
          verpand: verzekeringen.verpand,
          polisOntvangen: verzekeringen.polisOntvangen,
          status: verzekeringen.status,
          vereistBedrag: vereist,
          dagenTotEinde: dagen,
        })
        .from(verzekeringen)
        .$dynamic();
      const rows = await joined(selection).orderBy(...order).limit(limit).offset(offset);
      return rows.map(({ verzekerdeId, voorLetters, tussenVoegsels, achterNaam, ...row }) => ({
        ...row,
        soort: row.soort as (typeof VERZEKERING_SOORTEN)[number],
        status: row.status as (typeof VERZEKERING_STATUSSEN)[number],
        verzekerde: verzekerdeId === null ? null : { voorLetters: voorLetters!, tussenVoegsels, achterNaam: achterNaam! },
        vereistBedrag: row.vereistBedrag === null ? null : Math.round(Number(row.vereistBedrag) * 100) / 100,
        dagenTotEinde: row.dagenTotEinde === null ? null : Number(row.dagenTotEinde),
      }));
    },
    async () => (await joined(db.select({ n: count() }).from(verzekeringen).$dynamic()))[0].n,
  );
}
