/**
 * The codes of the external-call traces (docs/traces.md) without their schemas, so the browser's
 * first chunk can name them without loading zod.
 */

export const TRACE_OUTCOMES = ['OK', 'FOUT'] as const;
export type TraceOutcome = (typeof TRACE_OUTCOMES)[number];

export const TRACE_OUTCOME_LABELS: Record<TraceOutcome, string> = { OK: 'Gelukt', FOUT: 'Mislukt' };

/** The parts of the server that call outside, with what they call (GET /external-calls/callers). */
export const TRACE_CALLERS = [
  { id: 'SMTP', naam: 'Uitgaande mail (SMTP-relay)' },
  { id: 'SMS', naam: 'Sms-dienst (verificatiecodes)' },
  { id: 'REGELSET', naam: 'Regelset stipulaties' },
  { id: 'HDN', naam: 'HDN-berichten (uitgaand)' },
] as const;

/** What every masked value reads as. */
export const MASK = '••••••';
