import { z } from 'zod';

/**
 * Background jobs (docs/jobs.md): the states of a job on the queue, and the job as the browser
 * follows its progress (`GET /api/v1/jobs/{id}`).
 */
const JOB_STATUSES = [
  { id: 'WACHTEND', name: 'Wacht op uitvoering' },
  { id: 'BEZIG', name: 'Bezig' },
  { id: 'KLAAR', name: 'Klaar' },
  { id: 'MISLUKT', name: 'Mislukt' },
] as const;
export const JOB_STATUS_CODES = JOB_STATUSES.map((s) => s.id) as unknown as ['WACHTEND', 'BEZIG', 'KLAAR', 'MISLUKT'];
export type JobStatus = (typeof JOB_STATUS_CODES)[number];

const moment = z.codec(z.iso.datetime({ offset: true }), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });

export const jobSchema = z.object({
  id: z.number(),
  soort: z.string(),
  status: z.enum(JOB_STATUS_CODES),
  /** Steps done of `totaal` (null while the job has not counted its work yet). */
  gedaan: z.number(),
  totaal: z.number().nullable(),
  pogingen: z.number(),
  maxPogingen: z.number(),
  /** The last failure's message; a retry keeps it until it succeeds. */
  fout: z.string().nullable(),
  uitvoerenVanaf: moment,
  aangemaaktOp: moment,
  gestartOp: moment.nullable(),
  voltooidOp: moment.nullable(),
});
export type JobDto = z.output<typeof jobSchema>;
