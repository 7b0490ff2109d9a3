import { z } from 'zod';
import { parseAmount } from './field-rules';
import { choice, MSG, queryInt32 } from './rules';

/**
 * Rates (rentetarieven) and the product comparer (docs/rates.md): the code lists both sides use,
 * the comparer's question and the rules of a rate percentage.
 */
const codes = <T extends readonly { id: string }[]>(list: T) => list.map((item) => item.id) as unknown as [T[number]['id'], ...T[number]['id'][]];

/** Fixed-rate periods as Dutch lenders publish them, in years; 0 is the variable rate (monthly). */
export const RENTEVASTE_PERIODES = [
  { id: '0', name: 'Variabel' },
  { id: '1', name: '1 jaar' },
  { id: '2', name: '2 jaar' },
  { id: '3', name: '3 jaar' },
  { id: '5', name: '5 jaar' },
  { id: '6', name: '6 jaar' },
  { id: '7', name: '7 jaar' },
  { id: '10', name: '10 jaar' },
  { id: '12', name: '12 jaar' },
  { id: '15', name: '15 jaar' },
  { id: '20', name: '20 jaar' },
  { id: '25', name: '25 jaar' },
  { id: '30', name: '30 jaar' },
] as const;
export const RENTEVASTE_PERIODE_CODES = codes(RENTEVASTE_PERIODES);
export type RentevastePeriode = (typeof RENTEVASTE_PERIODE_CODES)[number];

/**
 * Risk classes by loan-to-value (the loan against the market value), lowest risk first. NHG
 * (Nationale Hypotheek Garantie) is a class of its own: the guarantee, not the LTV, sets its rate.
 */
export const RISICOKLASSEN = [
  { id: 'NHG', name: 'NHG', maxLtv: 100 },
  { id: 'T60', name: 't/m 60%', maxLtv: 60 },
  { id: 'T70', name: 't/m 70%', maxLtv: 70 },
  { id: 'T80', name: 't/m 80%', maxLtv: 80 },
  { id: 'T90', name: 't/m 90%', maxLtv: 90 },
  { id: 'T100', name: 't/m 100%', maxLtv: 100 },
] as const;
export const RISICOKLASSE_CODES = codes(RISICOKLASSEN);
export type Risicoklasse = (typeof RISICOKLASSE_CODES)[number];

/**
 * The NHG cost limit of 2026 (kostengrens): a loan above it cannot carry the guarantee. It changes
 * every 1 January; the comparer refuses NHG above it.
 */
export const NHG_GRENS = 470_000;

/** The highest loan-to-value a Dutch lender may lend against a home (Tijdelijke regeling hypothecair krediet). */
const MAX_LTV = 100;

/** The class of a loan: NHG when asked for, otherwise the first class whose LTV limit holds it; null above 100%. */
export function risicoklasse(hoofdsom: number, marktwaarde: number, nhg: boolean): Risicoklasse | null {
  const ltv = (hoofdsom / marktwaarde) * 100;
  if (ltv > MAX_LTV) return null;
  if (nhg) return 'NHG';
  return RISICOKLASSEN.find((k) => k.id !== 'NHG' && ltv <= k.maxLtv)!.id;
}

export const RATE_MESSAGES = {
  percentage: 'Let op: een rentepercentage ligt tussen 0,01 en 20 en heeft hoogstens 3 decimalen.',
  duplicate: 'Voor dit product, deze rentevaste periode en risicoklasse bestaat al een tarief.',
  dateBeforePrevious: 'De ingangsdatum van een nieuw tarief ligt niet voor die van het huidige tarief (%{datum}).',
  ltvTooHigh: 'Let op: de hypotheek mag niet hoger zijn dan 100% van de marktwaarde.',
  nhgTooHigh: `Let op: met NHG is de hypotheek hoogstens € ${NHG_GRENS.toLocaleString('nl-NL')}.`,
} as const;

/** A yearly percentage such as 3.85 or '3,85': more than 0, at most 20, three decimals at most. */
export const ratePercentage = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,2}(?:[.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(',', '.')) : v),
    z
      .number({ error: RATE_MESSAGES.percentage })
      .min(0.01, RATE_MESSAGES.percentage)
      .max(20, RATE_MESSAGES.percentage)
      .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, RATE_MESSAGES.percentage),
  );

/** A whole number of euros for the comparer, typed in Dutch notation or as digits. */
const euros = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (parseAmount(v) ?? v) : v),
    z.number({ error: message }).min(min, message).max(max, message),
  );

/** The comparer's question (GET /api/v1/productvergelijker): amounts, period, term and the lenders to compare. */
export const comparisonQuerySchema = z
  .object({
    hoofdsom: euros(10_000, 5_000_000, 'Let op: een hypotheekbedrag tussen € 10.000 en € 5.000.000.'),
    marktwaarde: euros(10_000, 10_000_000, 'Let op: een marktwaarde tussen € 10.000 en € 10.000.000.'),
    rentevastePeriode: choice(RENTEVASTE_PERIODE_CODES),
    looptijdJaren: queryInt32({ error: MSG.integer }).int(MSG.integer).min(1, 'Let op: een looptijd van 1 tot 30 jaar.').max(30, 'Let op: een looptijd van 1 tot 30 jaar.').default(30),
    nhg: z.enum(['true', 'false'], { error: 'Kies ja of nee.' }).transform((v) => v === 'true').default(false),
    geldverstrekkerId: z.preprocess(
      (v) => (v === undefined ? v : [v].flat()),
      z
        .array(queryInt32({ error: 'Onbekende geldverstrekker.' }).int('Onbekende geldverstrekker.').positive('Onbekende geldverstrekker.'))
        .max(30, 'Kies hoogstens 30 geldverstrekkers.')
        .optional(),
    ),
  })
  .superRefine((q, ctx) => {
    if ((q.hoofdsom / q.marktwaarde) * 100 > MAX_LTV) ctx.addIssue({ code: 'custom', path: ['hoofdsom'], message: RATE_MESSAGES.ltvTooHigh });
    else if (q.nhg && q.hoofdsom > NHG_GRENS) ctx.addIssue({ code: 'custom', path: ['nhg'], message: RATE_MESSAGES.nhgTooHigh });
  });

export const COMPARISON_LABELS = {
  hoofdsom: 'Hypotheekbedrag',
  marktwaarde: 'Marktwaarde',
  rentevastePeriode: 'Rentevaste periode',
  looptijdJaren: 'Looptijd',
  nhg: 'NHG',
  geldverstrekkerId: 'Geldverstrekkers',
};

/**
 * Lenders lend at most half the market value interest-only (aflossingsvrij), the norm since the
 * 2013 rules; above it the loan must be repaid (docs/rates.md "Monthly payments").
 */
export const AFLOSSINGSVRIJ_MAX_PERCENTAGE = 50;

/** One product's answer: its rate and the gross monthly payments of the three repayment forms. */
const comparisonRowSchema = z.object({
  tariefId: z.number().int(),
  productId: z.number().int(),
  productNaam: z.string(),
  geldverstrekkerId: z.number().int(),
  geldverstrekkerNaam: z.string(),
  rentePercentage: z.number(),
  ingangsdatum: z.string().describe('YYYY-MM-DD: since when the rate holds'),
  annuiteit: z.object({ brutoMaandlast: z.number().describe('every month the same'), totaleRente: z.number() }),
  lineair: z.object({
    brutoMaandlastEersteMaand: z.number(),
    brutoMaandlastLaatsteMaand: z.number(),
    totaleRente: z.number(),
  }),
  aflossingsvrij: z.object({
    brutoMaandlast: z.number().describe('interest only, every month the same'),
    totaleRente: z.number(),
    restschuld: z.number().describe('still owed at the end of the term: the whole loan'),
  }),
});

export const comparisonSchema = z.object({
  ltv: z.number().describe('loan against market value, in per cent, two decimals'),
  risicoklasse: z.enum(RISICOKLASSE_CODES),
  looptijdMaanden: z.number().int(),
  /** The most a lender lends interest-only on this market value, in euros. */
  aflossingsvrijMaximum: z.number(),
  resultaten: z.array(comparisonRowSchema),
  /** Products of the chosen lenders that fit the loan but publish no rate for this period and class. */
  zonderTarief: z.array(z.object({ productId: z.number().int(), productNaam: z.string(), geldverstrekkerNaam: z.string() })),
});
export type Comparison = z.infer<typeof comparisonSchema>;
