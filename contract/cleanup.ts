import { z } from 'zod';
import { actorSchema, moment } from './documents';
import { jobSchema } from './jobs';

/**
 * Data clean-up (spec 001 §4 "Clean-up flow", docs/cleanup.md): a dossier is marked for deletion,
 * the marking approved by someone else, and the approved dossiers cleaned by background jobs.
 */
export const OPSCHONING_STATUSES = [
  { id: 'GEMARKEERD', name: 'Gemarkeerd voor verwijdering' },
  { id: 'GOEDGEKEURD', name: 'Verwijdering goedgekeurd' },
  { id: 'GEPLAND', name: 'Opschoning gestart' },
  { id: 'UITGEVOERD', name: 'Opgeschoond' },
  { id: 'INGETROKKEN', name: 'Markering ingetrokken' },
] as const;
export const OPSCHONING_STATUS_CODES = OPSCHONING_STATUSES.map((s) => s.id) as unknown as ['GEMARKEERD', 'GOEDGEKEURD', 'GEPLAND', 'UITGEVOERD', 'INGETROKKEN'];
export type OpschoningStatus = (typeof OPSCHONING_STATUS_CODES)[number];

/** The markings still in progress: a dossier has at most one of these. */
export const OPEN_OPSCHONING_STATUSES = ['GEMARKEERD', 'GOEDGEKEURD', 'GEPLAND'] as const satisfies readonly OpschoningStatus[];

/**
 * Why a dossier was marked: a ground chosen by hand, or a retention term of Beheer › Data retentie
 * that passed (the rule's kind). Codes, not free text: the clean-up row outlives the dossier and
 * holds no personal data (docs/cleanup.md).
 */
export const OPSCHONING_REDEN_NAMEN = [
  { id: 'VERZOEK_KLANT', name: 'Verzoek van de klant om verwijdering' },
  { id: 'ONTERECHT_AANGEMAAKT', name: 'Dubbel of ten onrechte aangemaakt' },
  { id: 'HANDMATIG', name: 'Overige reden' },
  { id: 'DOSSIER_AFGEWEZEN', name: 'Bewaartermijn afgewezen dossier verstreken' },
  { id: 'DOSSIER_GEPASSEERD', name: 'Bewaartermijn gepasseerd dossier verstreken' },
] as const;
export const OPSCHONING_REDENEN = OPSCHONING_REDEN_NAMEN.map((r) => r.id) as unknown as ['VERZOEK_KLANT', 'ONTERECHT_AANGEMAAKT', 'HANDMATIG', 'DOSSIER_AFGEWEZEN', 'DOSSIER_GEPASSEERD'];

/** The grounds a user picks when marking one dossier by hand; HANDMATIG when none is given. */
export const HANDMATIGE_REDENEN = ['VERZOEK_KLANT', 'ONTERECHT_AANGEMAAKT', 'HANDMATIG'] as const satisfies readonly (typeof OPSCHONING_REDENEN)[number][];

const countsSchema = z.object({
  documenten: z.number(),
  versies: z.number(),
  notities: z.number(),
  bijlagen: z.number(),
  bestanden: z.number(),
});
export type OpschoningCounts = z.output<typeof countsSchema>;

/** One dossier's clean-up as the screen shows it; it outlives the dossier it removed. */
export const opschoningSchema = z.object({
  id: z.number(),
  dossierId: z.number(),
  /** The applicants' names while the dossier exists; null once it is removed or anonymised. */
  dossierNaam: z.string().nullable(),
  status: z.enum(OPSCHONING_STATUS_CODES),
  reden: z.enum(OPSCHONING_REDENEN),
  anonimiseren: z.boolean(),
  gemarkeerdDoor: actorSchema.nullable(),
  gemarkeerdOp: moment,
  goedgekeurdDoor: actorSchema.nullable(),
  goedgekeurdOp: moment.nullable(),
  gestartDoor: actorSchema.nullable(),
  gestartOp: moment.nullable(),
  ingetrokkenDoor: actorSchema.nullable(),
  ingetrokkenOp: moment.nullable(),
  uitgevoerdOp: moment.nullable(),
  verwijderd: countsSchema.nullable(),
  job: jobSchema.nullable(),
  version: z.number(),
});
export type OpschoningDto = z.output<typeof opschoningSchema>;

export const CLEANUP_MESSAGES = {
  alreadyMarked: 'Dit dossier is al gemarkeerd voor verwijdering.',
  notMarked: 'Dit dossier is niet gemarkeerd voor verwijdering.',
  alreadyApproved: 'De verwijdering van dit dossier is al goedgekeurd.',
  notApproved: 'De verwijdering van dit dossier is nog niet goedgekeurd.',
  ownMarking: 'Wie het dossier markeerde, mag de verwijdering niet zelf goedkeuren.',
  alreadyStarted: 'De opschoning van dit dossier is al gestart en kan niet meer worden teruggedraaid.',
} as const;
