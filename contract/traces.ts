import { z } from 'zod';
import { dateParam } from './dossier-search';
import { moment } from './documents';
import { int32, MSG } from './rules';
import { TRACE_OUTCOMES } from './trace-codes';

/**
 * External-call traces (spec 002 §7, docs/traces.md): every call the server made to an outside
 * party, with request and answer masked. The field names are English where the spec gives them
 * (`timestamp`, callers).
 */

export const callerSchema = z.object({ id: z.string(), naam: z.string() });

const MAX_TEXT = 'Maximaal 100 tekens.';

/** The filter body of `POST /external-calls/trace`; every field optional. */
export const traceFilterSchema = z
  .object({
    caller: z.string().trim().max(50, 'Maximaal 50 tekens.').nullish(),
    outcome: z.enum(TRACE_OUTCOMES, { error: MSG.choice }).nullish(),
    from: dateParam,
    to: dateParam,
    dossierId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
    /** A part of the target, the operation, the error or the masked request and answer. */
    query: z.string().trim().max(100, MAX_TEXT).nullish(),
  })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.to < f.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'De einddatum ligt voor de begindatum.' });
  })
  .default({});
export type TraceFilter = z.output<typeof traceFilterSchema>;

export const traceSummarySchema = z.object({
  id: z.number(),
  timestamp: moment,
  caller: z.string(),
  target: z.string(),
  operation: z.string(),
  durationMs: z.number(),
  outcome: z.enum(TRACE_OUTCOMES),
  error: z.string().nullable(),
  dossierId: z.number().nullable(),
});
export type TraceSummary = z.output<typeof traceSummarySchema>;

export const traceDetailSchema = traceSummarySchema.extend({
  request: z.unknown().describe('what was sent, masked'),
  response: z.unknown().describe('what came back, masked'),
  user: z.string().nullable().describe('whose action made the call; empty for the system'),
});
export type TraceDetail = z.output<typeof traceDetailSchema>;
