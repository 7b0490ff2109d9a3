import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AFLOSSINGSVRIJ_MAX_PERCENTAGE, type Comparison, type comparisonQuerySchema, risicoklasse } from '../../../contract/rates';
import type { Db } from '../../db/client';
import { geldverstrekkers, hypotheekproducten, rentetarieven } from '../../db/schema';
import { annuity, interestOnly, linear } from './payments';

type Question = z.output<typeof comparisonQuerySchema>;

/**
 * GET /productvergelijker (docs/rates.md "Productvergelijker"): the offered products of the chosen
 * lenders (all when none is chosen) that lend this much against this value, with the rate for
 * the fixed-rate period and the loan's risk class, and the gross monthly payments worked out
 * here. Cheapest first; products that fit but publish no such rate are named apart.
 */
export async function compare(db: Db, q: Question): Promise<Comparison> {
  const ltv = (q.hoofdsom / q.marktwaarde) * 100;
  // The query schema refuses a loan above 100% of the value, so there is always a class.
  const klasse = risicoklasse(q.hoofdsom, q.marktwaarde, q.nhg)!;
  const looptijdMaanden = q.looptijdJaren * 12;
  const products = await db
    .select({
      productId: hypotheekproducten.id,
      productNaam: hypotheekproducten.naam,
      geldverstrekkerId: geldverstrekkers.id,
      geldverstrekkerNaam: geldverstrekkers.naam,
      tariefId: rentetarieven.id,
      rentePercentage: rentetarieven.rentePercentage,
      ingangsdatum: rentetarieven.ingangsdatum,
    })
    .from(hypotheekproducten)
    .innerJoin(geldverstrekkers, eq(geldverstrekkers.id, hypotheekproducten.geldverstrekkerId))
    .leftJoin(
      rentetarieven,
      and(
        eq(rentetarieven.productId, hypotheekproducten.id),
        eq(rentetarieven.active, true),
        eq(rentetarieven.rentevastePeriode, q.rentevastePeriode),
        eq(rentetarieven.risicoklasse, klasse),
      ),
    )
    .where(
      and(
        eq(hypotheekproducten.active, true),
        eq(geldverstrekkers.active, true),
        // Compared in whole per cent with the loan's LTV rounded up: 80.01% does not fit an 80% product.
        gte(hypotheekproducten.maxLtv, Math.ceil(ltv - 1e-9)),
        q.nhg ? eq(hypotheekproducten.nhg, true) : undefined,
        q.geldverstrekkerId?.length ? inArray(hypotheekproducten.geldverstrekkerId, q.geldverstrekkerId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${geldverstrekkers.naam})`), asc(sql`lower(${hypotheekproducten.naam})`), asc(hypotheekproducten.id));

  const resultaten = products
    .filter((p) => p.tariefId !== null)
    .map((p) => {
      const loan = { hoofdsom: q.hoofdsom, rentePercentage: p.rentePercentage!, looptijdMaanden };
      return {
        tariefId: p.tariefId!,
        productId: p.productId,
        productNaam: p.productNaam,
        geldverstrekkerId: p.geldverstrekkerId,
        geldverstrekkerNaam: p.geldverstrekkerNaam,
        rentePercentage: p.rentePercentage!,
        ingangsdatum: p.ingangsdatum!,
        annuiteit: annuity(loan),
        lineair: linear(loan),
        aflossingsvrij: interestOnly(loan),
      };
    })
    .sort((a, b) => a.rentePercentage - b.rentePercentage || a.geldverstrekkerNaam.localeCompare(b.geldverstrekkerNaam, 'nl') || a.productId - b.productId);
  return {
    ltv: Math.round(ltv * 100) / 100,
    risicoklasse: klasse,
    looptijdMaanden,
    aflossingsvrijMaximum: Math.floor((q.marktwaarde * AFLOSSINGSVRIJ_MAX_PERCENTAGE) / 100),
    resultaten,
    zonderTarief: products.filter((p) => p.tariefId === null).map(({ productId, productNaam, geldverstrekkerNaam }) => ({ productId, productNaam, geldverstrekkerNaam })),
  };
}
