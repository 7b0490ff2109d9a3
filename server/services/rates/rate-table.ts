import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { RENTEVASTE_PERIODE_CODES, RISICOKLASSE_CODES } from '../../../contract/rates';
import { pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { geldverstrekkers, hypotheekproducten, rentetarieven, renteWijzigingen } from '../../db/schema';

const rateItem = z.object({
  id: z.number().int(),
  rentevastePeriode: z.enum(RENTEVASTE_PERIODE_CODES),
  risicoklasse: z.enum(RISICOKLASSE_CODES),
  rentePercentage: z.number(),
  ingangsdatum: z.string(),
});

export const productRatesItem = z.object({
  id: z.number().int(),
  naam: z.string(),
  geldverstrekkerId: z.number().int(),
  geldverstrekkerNaam: z.string(),
  nhg: z.boolean(),
  maxLtv: z.number().int(),
  tarieven: z.array(rateItem),
});

export interface RateTableQuery {
  page: number;
  size: number;
  sort?: 'geldverstrekkerNaam' | 'naam';
  direction: 'asc' | 'desc';
  geldverstrekkerId?: number;
  productId?: number;
  rentevastePeriode?: string;
}

/** The rates a screen shows: offered, of an offered product. */
const offered = (rentevastePeriode?: string) =>
  and(eq(rentetarieven.productId, hypotheekproducten.id), eq(rentetarieven.active, true), rentevastePeriode ? eq(rentetarieven.rentevastePeriode, rentevastePeriode) : undefined);

/**
 * GET /rente-tarieven (Rente › Alle): a page of products, each with its current rates by fixed-rate
 * period and risk class; products without an offered rate (in the chosen period) are left out.
 */
export async function rateTable(db: Db, q: RateTableQuery) {
  const where = and(
    eq(hypotheekproducten.active, true),
    q.geldverstrekkerId ? eq(hypotheekproducten.geldverstrekkerId, q.geldverstrekkerId) : undefined,
    q.productId ? eq(hypotheekproducten.id, q.productId) : undefined,
    exists(db.select({ one: sql`1` }).from(rentetarieven).where(offered(q.rentevastePeriode))),
  );
  const by = (column: SQL) => (q.direction === 'desc' ? desc(column) : asc(column));
  const lender = sql`lower(${geldverstrekkers.naam})`;
  const product = sql`lower(${hypotheekproducten.naam})`;
  const order = q.sort === 'naam' ? [by(product), asc(lender)] : [by(lender), asc(product)];
  return pageOf(
    q,
    async (limit, offset) => {
      const products = await db
        .select({
          id: hypotheekproducten.id,
          naam: hypotheekproducten.naam,
          geldverstrekkerId: hypotheekproducten.geldverstrekkerId,
          geldverstrekkerNaam: geldverstrekkers.naam,
          nhg: hypotheekproducten.nhg,
          maxLtv: hypotheekproducten.maxLtv,
        })
        .from(hypotheekproducten)
        .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, hypotheekproducten.geldverstrekkerId))
        .where(where)
        .orderBy(...order, asc(hypotheekproducten.id))
        .limit(limit)
        .offset(offset);
      if (!products.length) return [];
      const rates = await db
        .select({
          id: rentetarieven.id,
          productId: rentetarieven.productId,
          rentevastePeriode: rentetarieven.rentevastePeriode,
          risicoklasse: rentetarieven.risicoklasse,
          rentePercentage: rentetarieven.rentePercentage,
          ingangsdatum: rentetarieven.ingangsdatum,
        })
        .from(rentetarieven)
        .where(
          and(
            inArray(rentetarieven.productId, products.map((p) => p.id)),
            eq(rentetarieven.active, true),
            q.rentevastePeriode ? eq(rentetarieven.rentevastePeriode, q.rentevastePeriode) : undefined,
          ),
        )
        .orderBy(asc(sql`${rentetarieven.rentevastePeriode}::int`), asc(rentetarieven.id));
      return products.map((p) => ({
        ...p,
        tarieven: rates.filter((r) => r.productId === p.id).map(({ productId: _, ...rate }) => rate as z.infer<typeof rateItem>),
      }));
    },
    async () =>
      (await db.select({ n: count() }).from(hypotheekproducten).innerJoin(geldverstrekkers, eq(geldverstrekkers.id, hypotheekproducten.geldverstrekkerId)).where(where))[0].n,
  );
}

export const assortmentItem = z.object({
  id: z.number().int(),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  geldverstrekkerId: z.number().int(),
  geldverstrekkerNaam: z.string(),
  nhg: z.boolean(),
  maxLtv: z.number().int(),
  rentevastePeriodes: z.array(z.enum(RENTEVASTE_PERIODE_CODES)),
  laagsteRente: z.number().nullable(),
  hoogsteRente: z.number().nullable(),
  laatsteWijziging: z.string().nullable().describe('YYYY-MM-DD of the last rate change'),
});

/**
 * GET /rente-tarieven/assortiment (profile hin): every offered product with its conditions, the
 * periods it has rates for, its rate range and the date of its last rate change.
 */
export async function assortment(db: Db, geldverstrekkerId?: number) {
  const rows = await db
    .select({
      id: hypotheekproducten.id,
      naam: hypotheekproducten.naam,
      omschrijving: hypotheekproducten.omschrijving,
      geldverstrekkerId: hypotheekproducten.geldverstrekkerId,
      geldverstrekkerNaam: geldverstrekkers.naam,
      nhg: hypotheekproducten.nhg,
      maxLtv: hypotheekproducten.maxLtv,
      rentevastePeriodes: sql<string[]>`coalesce(array(
        select distinct ${rentetarieven.rentevastePeriode}::int from ${rentetarieven} where ${offered()} order by 1
      )::text[], '{}')`,
      laagsteRente: sql<string | null>`(select min(${rentetarieven.rentePercentage}) from ${rentetarieven} where ${offered()})`,
      hoogsteRente: sql<string | null>`(select max(${rentetarieven.rentePercentage}) from ${rentetarieven} where ${offered()})`,
      laatsteWijziging: sql<string | null>`(
        select max(${renteWijzigingen.ingangsdatum})::text from ${renteWijzigingen}
        join ${rentetarieven} on ${rentetarieven.id} = ${renteWijzigingen.tariefId}
        where ${rentetarieven.productId} = ${hypotheekproducten.id})`,
    })
    .from(hypotheekproducten)
    .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, hypotheekproducten.geldverstrekkerId))
    .where(and(eq(hypotheekproducten.active, true), geldverstrekkerId ? eq(hypotheekproducten.geldverstrekkerId, geldverstrekkerId) : undefined))
    .orderBy(asc(sql`lower(${geldverstrekkers.naam})`), asc(sql`lower(${hypotheekproducten.naam})`), asc(hypotheekproducten.id));
  return rows.map((r) => ({
    ...r,
    rentevastePeriodes: r.rentevastePeriodes as z.infer<typeof assortmentItem>['rentevastePeriodes'],
    laagsteRente: r.laagsteRente === null ? null : Number(r.laagsteRente),
    hoogsteRente: r.hoogsteRente === null ? null : Number(r.hoogsteRente),
  }));
}
