import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { geldverstrekkers, hypotheekproducten } from '../../db/schema';

export const productItem = z.object({
  id: z.number().int(),
  naam: z.string(),
  geldverstrekkerId: z.number().int(),
  geldverstrekkerNaam: z.string(),
  /** 'ING Bank · Annuïteitenhypotheek': how a select names the product among all lenders' products. */
  omschrijving: z.string(),
  nhg: z.boolean(),
  maxLtv: z.number().int(),
  active: z.boolean(),
});

/** Every product with its lender's name (the rate form's product choice and the screens' filter), lender then product. */
export const listProducts = (db: Db, options: { activeOnly?: boolean } = {}) =>
  db
    .select({
      id: hypotheekproducten.id,
      naam: hypotheekproducten.naam,
      geldverstrekkerId: hypotheekproducten.geldverstrekkerId,
      geldverstrekkerNaam: geldverstrekkers.naam,
      omschrijving: sql<string>`${geldverstrekkers.naam} || ' · ' || ${hypotheekproducten.naam}`,
      nhg: hypotheekproducten.nhg,
      maxLtv: hypotheekproducten.maxLtv,
      active: hypotheekproducten.active,
    })
    .from(hypotheekproducten)
    .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, hypotheekproducten.geldverstrekkerId))
    .where(and(options.activeOnly ? eq(hypotheekproducten.active, true) : undefined))
    .orderBy(asc(sql`lower(${geldverstrekkers.naam})`), asc(sql`lower(${hypotheekproducten.naam})`), asc(hypotheekproducten.id));
