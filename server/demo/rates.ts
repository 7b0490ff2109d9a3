import { asc, count, eq } from 'drizzle-orm';
import { RISICOKLASSEN, type RentevastePeriode, type Risicoklasse } from '../../contract/rates';
import { amsterdamDay } from '../services/workload/calendar';
import type { Db } from '../db/client';
import { gebruikers, geldverstrekkers, hypotheekproducten, rentetarieven, renteWijzigingen } from '../db/schema';

/** A typical market of 2026 by fixed-rate period, for a loan up to 60% of the value, in per cent. */
const BASE: Record<RentevastePeriode, number> = {
  '0': 4.6, '1': 4.3, '2': 4.05, '3': 3.95, '5': 3.7, '6': 3.72, '7': 3.75, '10': 3.85, '12': 3.95, '15': 4.05, '20': 4.15, '25': 4.25, '30': 4.3,
};
/** What each risk class adds: NHG is cheapest, a loan near the full value dearest. */
const SURCHARGE: Record<Risicoklasse, number> = { NHG: -0.2, T60: 0, T70: 0.05, T80: 0.15, T90: 0.3, T100: 0.45 };
const MAIN_PERIODS: RentevastePeriode[] = ['0', '1', '5', '10', '20', '30'];
const MORE_PERIODS: RentevastePeriode[] = ['2', '3', '6', '7', '12', '15', '25'];
const MAIN_NAMES = ['Woonhypotheek', 'Hypotheek Basis', 'Standaard Hypotheek', 'Hypotheek Plus'];
/** Steps of past rate changes (percentage points, the newer rate minus the older): mostly down, as in 2025–2026. */
const STEPS = [-0.1, -0.05, -0.15, 0.05, -0.1, 0.1];
const DAY = 86_400_000;

interface ProductSeed {
  naam: string;
  omschrijving: string;
  nhg: boolean;
  maxLtv: number;
  /** Added to every rate of the product. */
  offset: number;
}

function productsOf(index: number): ProductSeed[] {
  const lender = ((index * 37) % 50) / 100 - 0.25;
  const products: ProductSeed[] = [
    { naam: MAIN_NAMES[index % MAIN_NAMES.length], omschrijving: 'Annuïtaire of lineaire hypotheek, met of zonder NHG.', nhg: true, maxLtv: 100, offset: lender },
  ];
  if (index % 3 === 0) products.push({ naam: 'Budgethypotheek', omschrijving: 'Scherpe rente, zonder NHG, tot 90% van de marktwaarde.', nhg: false, maxLtv: 90, offset: lender - 0.1 });
  if (index % 4 === 1) products.push({ naam: 'Groene Hypotheek', omschrijving: 'Rentekorting voor woningen met energielabel A of beter; tot 106% met energiebesparende maatregelen.', nhg: true, maxLtv: 106, offset: lender - 0.15 });
  return products;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function hasRates(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(hypotheekproducten);
  return n > 0;
}

/**
 * Demo products and rates (docs/rates.md "Demo data"): every active money provider has a main
 * product, some a budget product without NHG or a green product; each has rates for the periods it
 * offers in every risk class it lends in, and a history of two to four sheet changes over the last
 * half year (the whole sheet of a product moves at once, as lenders publish). Deterministic.
 */
export async function seedRates(db: Db, now = new Date()) {
  const lenders = await db.select({ id: geldverstrekkers.id }).from(geldverstrekkers).where(eq(geldverstrekkers.active, true)).orderBy(asc(geldverstrekkers.id));
  const [admin] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, 'beheerder'));
  const day = (daysAgo: number) => amsterdamDay(new Date(now.getTime() - daysAgo * DAY));
  await db.transaction(async (tx) => {
    for (const [index, lender] of lenders.entries()) {
      const seeds = productsOf(index);
      const products = await tx
        .insert(hypotheekproducten)
        .values(seeds.map(({ offset: _offset, ...p }) => ({ ...p, geldverstrekkerId: lender.id })))
        .returning({ id: hypotheekproducten.id });
      for (const [p, product] of products.entries()) {
        const seed = seeds[p];
        const periods = index % 2 ? [...MAIN_PERIODS, ...MORE_PERIODS] : MAIN_PERIODS;
        const classes = RISICOKLASSEN.filter((k) => k.maxLtv <= seed.maxLtv && (k.id !== 'NHG' || seed.nhg));
        // The sheet's change dates, oldest first: a first publication 150–210 days ago, then 1–3 changes.
        const changes = 1 + ((index + p) % 3);
        const dates = [150 + ((index * 11) % 60), ...Array.from({ length: changes }, (_, c) => Math.max(1, 120 - c * 40 - ((index * 7 + p * 13) % 30)))];
        const steps = Array.from({ length: changes }, (_, c) => STEPS[(index + p + c) % STEPS.length]);
        const combos = periods.flatMap((period) => classes.map((k) => ({ period, klasse: k.id as Risicoklasse })));
        const current = combos.map(({ period, klasse }) => round2(BASE[period] + SURCHARGE[klasse] + seed.offset));
        const rates = await tx
          .insert(rentetarieven)
          .values(
            combos.map(({ period, klasse }, i) => ({
              productId: product.id,
              rentevastePeriode: period,
              risicoklasse: klasse,
              rentePercentage: current[i],
              ingangsdatum: day(dates[dates.length - 1]),
            })),
          )
          .returning({ id: rentetarieven.id });
        const history = rates.flatMap((rate, i) => {
          // Walk back from today's rate: before each change the rate was that change's step lower or higher.
          const values = [current[i]];
          for (let c = steps.length - 1; c >= 0; c--) values.unshift(round2(values[0] - steps[c]));
          return values.map((value, v) => ({
            tariefId: rate.id,
            oudPercentage: v === 0 ? null : values[v - 1],
            nieuwPercentage: value,
            ingangsdatum: day(dates[v]),
            gewijzigdOp: new Date(now.getTime() - dates[v] * DAY - DAY),
            gebruikerId: admin?.id ?? null,
          }));
        });
        for (let i = 0; i < history.length; i += 1000) await tx.insert(renteWijzigingen).values(history.slice(i, i + 1000));
      }
    }
  });
}
