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

export interface BancaireDekking {
  id: number;
  leningdeelId: number | null;
  leningdeelVolgnummer: number | null;
  soort: (typeof BANCAIRE_DEKKING_SOORTEN)[number];
  contractNummer: string;
  waarde: number;
  inlegPerMaand: number;
  ingangsDatum: string;
}

export interface HypotheekOpties {
  id: number;
  meeneembaar: boolean;
  verhogingMogelijk: boolean;
  inschrijvingsBedrag: number | null;
  renteaanpassing: (typeof RENTEAANPASSINGEN)[number];
  boetevrijAflossenPercentage: number;
}

export interface Maatwerk {
  id: number;
  reden: (typeof MAATWERK_REDENEN)[number];
  toelichting: string;
  beoordeeldDoor: string | null;
  beoordeeldOp: string | null;
}

export interface PremieAfspraak {
  id: number;
  soort: (typeof PREMIE_SOORTEN)[number];
  bedragPerMaand: number;
  ingangsDatum: string;
  looptijdMaanden: number;
}

export interface Fondsverdeling {
  id: number;
  fondsNaam: string;
  percentage: number;
}

export interface Kortingsregeling {
  id: number;
  soort: (typeof KORTING_SOORTEN)[number];
  percentage: number;
  voorwaarde: string;
}
