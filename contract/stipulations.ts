import { z } from 'zod';
import { moment } from './documents';
import { int32, MSG, queryInt32 } from './rules';

/**
 * The stipulations rule set (docs/stipulations.md): what a dossier must meet before its next step,
 * evaluated on the server by the unprefixed rule-engine calls of spec 001 §7.
 */

export const STIPULATION_RULES = [
  { code: 'DOCUMENTEN_ONTVANGEN', naam: 'Opgevraagde documenten ontvangen' },
  { code: 'DOCUMENTEN_GEVERIFIEERD', naam: 'Ontvangen documenten geverifieerd' },
  { code: 'TAXATIE_BINNEN_TERMIJN', naam: 'Taxatie binnen termijn' },
  { code: 'INKOMEN_GECONTROLEERD', naam: 'Inkomen gecontroleerd' },
] as const;
export type StipulationCode = (typeof STIPULATION_RULES)[number]['code'];

const STIPULATION_OUTCOMES = ['VOLDAAN', 'NIET_VOLDAAN', 'NVT'] as const;
export type StipulationOutcome = (typeof STIPULATION_OUTCOMES)[number];

export interface StipulationResult {
  code: StipulationCode;
  uitkomst: StipulationOutcome;
  /** Why, in Dutch, for the handler: what is missing or until when it holds. */
  toelichting: string;
}

/** How a run came about: the detail's button, the refresh on opening a dossier, the bulk refresh. */
export const TRANSACTION_TYPES = ['EXECUTE_RULESET', 'REFRESH', 'STIPULATIONS_REFRESH'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];


const resultSchema = z.object({
  code: z.enum(STIPULATION_RULES.map((r) => r.code) as [StipulationCode, ...StipulationCode[]]),
  uitkomst: z.enum(STIPULATION_OUTCOMES),
  toelichting: z.string(),
});

export const transactionSchema = z.object({
  id: z.number(),
  dossierId: z.number(),
  transactionType: z.enum(TRANSACTION_TYPES),
  regelset: z.string(),
  voldaan: z.boolean(),
  resultaten: z.array(resultSchema),
  gewijzigd: z.boolean().describe('the outcome differs from the run before'),
  uitgevoerdDoor: z.string().nullable(),
  uitgevoerdOp: moment,
});
export type Transaction = z.output<typeof transactionSchema>;

/** `GET /execute-ruleset/dossiers/{id}`: a page of the dossier's runs. */
export const runsQuery = z.object({
  page: queryInt32({ error: MSG.integer }).int(MSG.integer).min(0, MSG.outOfRange).optional().default(0),
  size: queryInt32({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(100, MSG.outOfRange).optional().default(10),
});

/** `POST /stipulations-refresh`: the dossiers to evaluate again; without any, every open dossier. */
export const stipulationsRefreshSchema = z
  .object({ dossierIds: z.array(int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer)).max(1000, 'Maximaal 1000 dossiers per keer.').nullish() })
  .nullish();
