import { z } from 'zod';
import { FASE_CODES } from '../dossier';
import { dateParam } from '../dossier-search';
import { queryInt32 } from '../rules';
import { cdsScopeParam, SEGMENT_CODES } from './codes';
import { DASHBOARD_NAMES } from './figures';
import { inPeriodDays, PERIOD_DAY_MESSAGE, PERIOD_KINDS } from './period';

const INTEGER = 'Let op: alleen cijfers toegestaan.';
const filled = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const id = filled(queryInt32({ error: INTEGER }).int(INTEGER).positive(INTEGER));

/** A day within the range the periods are counted in (PERIOD_DAYS); outside it 400, never a period that misses it. */
export const periodDay = dateParam.refine((day) => day === undefined || inPeriodDays(day), PERIOD_DAY_MESSAGE);

/**
 * The query of every dashboard and lead-time call: the period (its kind and any day in it,
 * default today), the filters per office, money provider and team, and which dossiers count as to
 * CDS (without, with, only; default without).
 */
export const insightQuerySchema = z.object({
  periode: z.enum(PERIOD_KINDS, { error: 'Kies jaar, maand of week.' }).default('maand'),
  datum: periodDay,
  kantoor: id,
  geldverstrekker: id,
  team: id,
  cds: cdsScopeParam,
});
export type InsightQuery = z.output<typeof insightQuerySchema>;

export const INSIGHT_QUERY_LABELS = {
  periode: 'Periode',
  datum: 'Datum',
  kantoor: 'Kantoor',
  geldverstrekker: 'Geldverstrekker',
  team: 'Team',
  cds: 'CDS-dossiers',
  segment: 'Soort',
  naam: 'Dashboard',
};

/**
 * Where a figure leads: the dossier list (or the CDS list) with this query, in the API's names
 * (docs/api-dossiers.md). Its total is the figure: that is what the API tests check.
 */
export const drillSchema = z.object({
  lijst: z.enum(['dossiers', 'cds']),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type Drill = z.infer<typeof drillSchema>;

const rangeSchema = z.object({ label: z.string(), van: z.string(), tot: z.string().describe('the day after the last') });
const periodAnswerSchema = rangeSchema.extend({ soort: z.enum(PERIOD_KINDS), vorige: rangeSchema });

const UNITS = ['aantal', 'procent', 'euro', 'werkdagen'] as const;
export type Unit = (typeof UNITS)[number];

const kengetalSchema = z.object({
  id: z.string(),
  eenheid: z.enum(UNITS),
  waarde: z.number().nullable(),
  vorige: z.number().nullable().describe('the same figure over the previous period; null where it does not apply'),
  vorigePeriode: z.string().nullable().describe('the label of the period `vorige` is about'),
  filter: drillSchema.nullable(),
});
export type Kengetal = z.infer<typeof kengetalSchema>;

const grafiekSchema = z.object({
  id: z.string(),
  eenheid: z.enum(UNITS),
  gestapeld: z.boolean(),
  reeksen: z.array(z.object({ id: z.string(), label: z.string() })),
  punten: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      waarden: z.array(z.number().nullable()).describe('one per series'),
      filters: z.array(drillSchema.nullable()).describe('one per series'),
    }),
  ),
});
export type Grafiek = z.infer<typeof grafiekSchema>;

export const dashboardAnswerSchema = z.object({
  dashboard: z.enum(['dashboard', ...DASHBOARD_NAMES]),
  periode: periodAnswerSchema,
  kengetallen: z.array(kengetalSchema),
  grafieken: z.array(grafiekSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

const leadTimeRowSchema = z.object({
  fase: z.enum(FASE_CODES),
  stap: z.string().nullable().describe('null: the whole phase'),
  label: z.string(),
  aantal: z.number().int(),
  mediaan: z.number().nullable(),
  p80: z.number().nullable(),
  p95: z.number().nullable(),
  norm: z.number().nullable(),
  signaal: z.number().nullable(),
  binnenNorm: z.number().nullable().describe('percentage of `aantal` within the norm'),
  nuLopend: z.number().int(),
  nuBovenNorm: z.number().int().nullable(),
  filterLopend: drillSchema,
  filterBovenNorm: drillSchema.nullable(),
});
export type LeadTimeRow = z.infer<typeof leadTimeRowSchema>;

export const leadTimesAnswerSchema = z.object({
  segment: z.enum(SEGMENT_CODES),
  periode: periodAnswerSchema,
  rijen: z.array(leadTimeRowSchema),
});
export type LeadTimesAnswer = z.infer<typeof leadTimesAnswerSchema>;
