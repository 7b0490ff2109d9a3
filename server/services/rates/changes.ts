import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { RENTEVASTE_PERIODE_CODES, RISICOKLASSE_CODES } from '../../../contract/rates';
import { pageOf } from '../../crud/list-query';
import type { Db } from '../../db/client';
import { gebruikers, geldverstrekkers, hypotheekproducten, rentetarieven, renteWijzigingen } from '../../db/schema';

export const rateChangeItem = z.object({
  id: z.number().int(),
  tariefId: z.number().int(),
  ingangsdatum: z.string().describe('YYYY-MM-DD: when the change takes effect'),
  gewijzigdOp: z.date(),
  geldverstrekkerId: z.number().int(),
  geldverstrekkerNaam: z.string(),
  productId: z.number().int(),
  productNaam: z.string(),
  rentevastePeriode: z.enum(RENTEVASTE_PERIODE_CODES),
  risicoklasse: z.enum(RISICOKLASSE_CODES),
  oudPercentage: z.number().nullable().describe('empty for a new rate'),
  nieuwPercentage: z.number().nullable().describe('empty for a withdrawn rate'),
  /** New minus old, in percentage points; empty when either is. */
  verschil: z.number().nullable(),
  gebruiker: z.object({ voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() }).nullable(),
});

export const RATE_CHANGE_SORTS = ['ingangsdatum', 'gewijzigdOp', 'geldverstrekkerNaam', 'verschil'] as const;

export interface RateChangeQuery {
  page: number;
  size: number;
  sort: { field: (typeof RATE_CHANGE_SORTS)[number]; direction: 'asc' | 'desc' }[];
  geldverstrekkerId?: number;
  productId?: number;
  rentevastePeriode?: string;
  risicoklasse?: string;
  /** Only rises (omhoog) or falls (omlaag). */
  richting?: 'omhoog' | 'omlaag';
  vanaf?: string;
  tot?: string;
}

const verschil = sql<string | null>`${renteWijzigingen.nieuwPercentage} - ${renteWijzigingen.oudPercentage}`;
const SORT_COLUMNS: Record<(typeof RATE_CHANGE_SORTS)[number], SQL | typeof renteWijzigingen.ingangsdatum> = {
  ingangsdatum: renteWijzigingen.ingangsdatum,
  gewijzigdOp: sql`${renteWijzigingen.gewijzigdOp}`,
  geldverstrekkerNaam: sql`lower(${geldverstrekkers.naam})`,
  verschil: sql`(${verschil})`,
};

/**
 * GET /rente-tarieven/wijzigingen (Rente › Wijzigingen): the rate changes, newest first by the
 * date they take effect, then by when they were entered, with the names of what changed.
 */
export async function rateChanges(db: Db, q: RateChangeQuery) {
  const where = and(
    q.geldverstrekkerId ? eq(hypotheekproducten.geldverstrekkerId, q.geldverstrekkerId) : undefined,
    q.productId ? eq(rentetarieven.productId, q.productId) : undefined,
    q.rentevastePeriode ? eq(rentetarieven.rentevastePeriode, q.rentevastePeriode) : undefined,
    q.risicoklasse ? eq(rentetarieven.risicoklasse, q.risicoklasse) : undefined,
    q.richting === 'omhoog' ? sql`${verschil} > 0` : q.richting === 'omlaag' ? sql`${verschil} < 0` : undefined,
    q.vanaf ? gte(renteWijzigingen.ingangsdatum, q.vanaf) : undefined,
    q.tot ? lte(renteWijzigingen.ingangsdatum, q.tot) : undefined,
  );
  const joined = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(rentetarieven, eq(rentetarieven.id, renteWijzigingen.tariefId))
      .innerJoin(hypotheekproducten, eq(hypotheekproducten.id, rentetarieven.productId))
      .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, hypotheekproducten.geldverstrekkerId))
      .leftJoin(gebruikers, eq(gebruikers.id, renteWijzigingen.gebruikerId))
      .where(where);
  const sorts = q.sort.length ? q.sort : [{ field: 'ingangsdatum' as const, direction: 'desc' as const }, { field: 'gewijzigdOp' as const, direction: 'desc' as const }];
  // An empty difference (a new or withdrawn rate) sorts after every number, both ways.
  const order = sorts.map(({ field, direction }) => {
    const column = SORT_COLUMNS[field];
    return direction === 'desc' ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`;
  });
  // A lender changes its whole sheet at once: within one moment, read it as a rate sheet.
  const sheetOrder = [
    asc(sql`lower(${geldverstrekkers.naam})`),
    asc(sql`lower(${hypotheekproducten.naam})`),
    asc(sql`${rentetarieven.rentevastePeriode}::int`),
    asc(sql`array_position(array[${sql.raw(RISICOKLASSE_CODES.map((k) => `'${k}'`).join(', '))}], ${rentetarieven.risicoklasse})`),
  ];
  return pageOf(
    q,
    async (limit, offset) => {
      const selection = db
        .select({
          id: renteWijzigingen.id,
          tariefId: renteWijzigingen.tariefId,
          ingangsdatum: renteWijzigingen.ingangsdatum,
          gewijzigdOp: renteWijzigingen.gewijzigdOp,
          geldverstrekkerId: geldverstrekkers.id,
          geldverstrekkerNaam: geldverstrekkers.naam,
          productId: hypotheekproducten.id,
          productNaam: hypotheekproducten.naam,
          rentevastePeriode: rentetarieven.rentevastePeriode,
          risicoklasse: rentetarieven.risicoklasse,
          oudPercentage: renteWijzigingen.oudPercentage,
          nieuwPercentage: renteWijzigingen.nieuwPercentage,
          verschil,
          gebruikerId: gebruikers.id,
          voorLetters: gebruikers.voorLetters,
          tussenVoegsels: gebruikers.tussenVoegsels,
          achterNaam: gebruikers.achterNaam,
        })
        .from(renteWijzigingen)
        .$dynamic();
      const rows = await joined(selection).orderBy(...order, ...sheetOrder, asc(renteWijzigingen.id)).limit(limit).offset(offset);
      return rows.map(({ gebruikerId, voorLetters, tussenVoegsels, achterNaam, ...row }) => ({
        ...row,
        rentevastePeriode: row.rentevastePeriode as z.infer<typeof rateChangeItem>['rentevastePeriode'],
        risicoklasse: row.risicoklasse as z.infer<typeof rateChangeItem>['risicoklasse'],
        verschil: row.verschil === null ? null : Math.round(Number(row.verschil) * 1000) / 1000,
        gebruiker: gebruikerId === null ? null : { voorLetters: voorLetters!, tussenVoegsels, achterNaam: achterNaam! },
      }));
    },
    async () => (await joined(db.select({ n: count() }).from(renteWijzigingen).$dynamic()))[0].n,
  );
}
