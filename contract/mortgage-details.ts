import { z } from 'zod';

/**
 * The sub-reads of a mortgage (spec 001 §3 "mortgage"; docs/dossier-detail-forms.md "Mortgage
 * sub-reads"): which belong to the loan as a whole (lening) and which to one loan part (leningdeel),
 * their code lists, and the shapes the API answers. Shared by the server's tables and routes and the
 * browser's blocks; the Dutch names of the codes are in src/i18n/nl-detail-mortgage.ts.
 */

/** GET /dossiers/hypotheek/lening/{id}/{sub}: `{id}` is the mortgage (hypotheken.id). */
export const LENING_SUBS = ['financieledekking', 'bancairedekking', 'hypotheekopties', 'maatwerk'] as const;
/** GET /dossiers/hypotheek/leningdeel/{id}/{sub}: `{id}` is the loan part (leningdelen.id). */
export const LENINGDEEL_SUBS = ['premieafspraken', 'fondsverdeling', 'kortingsregeling'] as const;
export type LeningSub = (typeof LENING_SUBS)[number];
export type LeningdeelSub = (typeof LENINGDEEL_SUBS)[number];

/**
 * Repayment types of loan parts taken along from before 2013 (overgangsrecht eigen woning): a
 * savings or investment account pledged to the lender repays the part at the end of its term. New
 * loan parts use the spec's three (AFLOSVORMEN in dossier.ts).
 */
export const AFLOSVORMEN_OVERGANGSRECHT = ['Bankspaar', 'Beleggen'] as const;

/** What covers a savings or investment part: a bank savings account or an investment right. */
export const BANCAIRE_DEKKING_SOORTEN = ['BANKSPAARREKENING', 'BELEGGINGSRECHT'] as const;
/** How the interest may change during the fixed period. */
export const RENTEAANPASSINGEN = ['GEEN', 'RENTEMIDDELING', 'TUSSENTIJDS_VERLENGEN', 'DALRENTE'] as const;
/** Interest discounts on a loan part. */
export const KORTING_SOORTEN = ['BETAALREKENING', 'DUURZAAMHEID', 'LAGE_LTV'] as const;
/** Agreed periodic payments tied to a loan part. */
export const PREMIE_SOORTEN = ['SPAARINLEG', 'BELEGGINGSINLEG'] as const;
/** Why a loan was granted outside the standard lending rules (maatwerk / explain). */
export const MAATWERK_REDENEN = ['AOW_BINNEN_LOOPTIJD', 'OVERSLUITER_LAGERE_LASTEN', 'TOEKOMSTIG_INKOMEN', 'DUBBELE_WOONLASTEN', 'OVERIG'] as const;

/** The answers of the sub-reads: the server's response schemas and the browser's types. */
export const bancaireDekkingSchema = z.object({
  id: z.number(),
  leningdeelId: z.number().nullable(),
  leningdeelVolgnummer: z.number().nullable(),
  soort: z.enum(BANCAIRE_DEKKING_SOORTEN),
  contractNummer: z.string(),
  waarde: z.number(),
  inlegPerMaand: z.number(),
  ingangsDatum: z.string(),
});
export type BancaireDekking = z.infer<typeof bancaireDekkingSchema>;

export const hypotheekOptiesSchema = z.object({
  id: z.number(),
  meeneembaar: z.boolean(),
  verhogingMogelijk: z.boolean(),
  inschrijvingsBedrag: z.number().nullable(),
  renteaanpassing: z.enum(RENTEAANPASSINGEN),
  boetevrijAflossenPercentage: z.number(),
});
export type HypotheekOpties = z.infer<typeof hypotheekOptiesSchema>;

export const maatwerkSchema = z.object({
  id: z.number(),
  reden: z.enum(MAATWERK_REDENEN),
  toelichting: z.string(),
  beoordeeldDoor: z.string().nullable(),
  beoordeeldOp: z.string().nullable(),
});
export type Maatwerk = z.infer<typeof maatwerkSchema>;

export const premieAfspraakSchema = z.object({
  id: z.number(),
  soort: z.enum(PREMIE_SOORTEN),
  bedragPerMaand: z.number(),
  ingangsDatum: z.string(),
  looptijdMaanden: z.number(),
});
export type PremieAfspraak = z.infer<typeof premieAfspraakSchema>;

export const fondsverdelingSchema = z.object({
  id: z.number(),
  fondsNaam: z.string(),
  percentage: z.number(),
});
export type Fondsverdeling = z.infer<typeof fondsverdelingSchema>;

export const kortingsregelingSchema = z.object({
  id: z.number(),
  soort: z.enum(KORTING_SOORTEN),
  percentage: z.number(),
  voorwaarde: z.string(),
});
export type Kortingsregeling = z.infer<typeof kortingsregelingSchema>;
