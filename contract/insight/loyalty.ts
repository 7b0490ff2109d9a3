import { z } from 'zod';

/** The levels of the advisers' loyalty programme, highest first (spec 002 §1, §9). */
export const LOYALTY_LEVELS = [
  { id: 'GOUD', name: 'Goud' },
  { id: 'ZILVER', name: 'Zilver' },
  { id: 'BRONS', name: 'Brons' },
  { id: 'BASIS', name: 'Basis' },
] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number]['id'];
export const LOYALTY_LEVEL_CODES = LOYALTY_LEVELS.map((l) => l.id) as [LoyaltyLevel, ...LoyaltyLevel[]];
/** The levels with thresholds of their own (Beheer › Loyaliteit); Basis is what is left. */
export const THRESHOLD_LEVELS = LOYALTY_LEVELS.filter((l) => l.id !== 'BASIS');

/** What a level rests on, each measured per office per quarter (docs/insight.md "Loyaliteit"). */
export const LOYALTY_CRITERIA = ['aanvragen', 'firstTimeRight', 'compleet', 'aanlevertijd'] as const;
export type LoyaltyCriterion = (typeof LOYALTY_CRITERIA)[number];

export interface LoyaltyThresholds {
  niveau: LoyaltyLevel;
  minAanvragen: number;
  minFirstTimeRight: number;
  minCompleet: number;
  maxAanlevertijd: number;
}

export interface LoyaltyFigures {
  aanvragen: number;
  firstTimeRight: number | null;
  compleet: number | null;
  aanlevertijd: number | null;
}

/** The threshold of a criterion at a level, and whether a higher value is better. */
export const thresholdOf = (t: LoyaltyThresholds, criterion: LoyaltyCriterion): { value: number; higherIsBetter: boolean } =>
  criterion === 'aanvragen'
    ? { value: t.minAanvragen, higherIsBetter: true }
    : criterion === 'firstTimeRight'
      ? { value: t.minFirstTimeRight, higherIsBetter: true }
      : criterion === 'compleet'
        ? { value: t.minCompleet, higherIsBetter: true }
        : { value: t.maxAanlevertijd, higherIsBetter: false };

/**
 * Whether a figure meets a threshold. A figure without basis (no offer, no assessed application,
 * no delivered document in the quarter) meets none: a level needs evidence on every criterion.
 */
export function meets(figures: LoyaltyFigures, t: LoyaltyThresholds, criterion: LoyaltyCriterion) {
  const value = figures[criterion];
  if (value === null) return false;
  const { value: limit, higherIsBetter } = thresholdOf(t, criterion);
  return higherIsBetter ? value >= limit : value <= limit;
}

/** The highest level whose every threshold the figures meet; Basis when none. */
export function levelOf(figures: LoyaltyFigures, thresholds: readonly LoyaltyThresholds[]): LoyaltyLevel {
  for (const level of THRESHOLD_LEVELS) {
    const t = thresholds.find((x) => x.niveau === level.id);
    if (t && LOYALTY_CRITERIA.every((c) => meets(figures, t, c))) return level.id;
  }
  return 'BASIS';
}

const figures = {
  aanvragen: z.number().int(),
  firstTimeRight: z.number().nullable().describe('percentage, one decimal'),
  compleet: z.number().nullable().describe('percentage, one decimal'),
  aanlevertijd: z.number().nullable().describe('median business days, one decimal'),
};

const office = z.object({ id: z.number().int(), bedrijfsNaam: z.string(), plaatsNaam: z.string() });
const quarter = z.object({ jaar: z.number().int(), kwartaal: z.number().int(), label: z.string(), van: z.string(), tot: z.string() });
const level = z.enum(LOYALTY_LEVEL_CODES);

const loyaltyHistorySchema = z.object({
  ...quarter.shape,
  niveau: level,
  ...figures,
  /** The quarter is over and its level was recorded; otherwise it is the running quarter's level so far. */
  definitief: z.boolean(),
});

export const loyaltyOfficeSchema = z.object({
  kantoor: office,
  kwartaal: quarter,
  niveau: level,
  cijfers: z.object(figures),
  drempels: z.array(
    z.object({ niveau: level, minAanvragen: z.number(), minFirstTimeRight: z.number(), minCompleet: z.number(), maxAanlevertijd: z.number() }),
  ),
  /** What the next level asks that the office does not meet yet; null at Goud. */
  volgende: z
    .object({
      niveau: level,
      ontbreekt: z.array(z.object({ criterium: z.enum(LOYALTY_CRITERIA), waarde: z.number().nullable(), nodig: z.number() })),
    })
    .nullable(),
  historie: z.array(loyaltyHistorySchema),
});
export type LoyaltyOffice = z.infer<typeof loyaltyOfficeSchema>;

export const loyaltyOverviewSchema = z.object({
  kwartaal: quarter,
  kantoren: z.array(z.object({ kantoor: office, niveau: level, ...figures })),
});
export type LoyaltyOverview = z.infer<typeof loyaltyOverviewSchema>;
