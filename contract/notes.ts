import { z } from 'zod';
import { actorSchema, moment } from './documents';
import { int32, MSG, requiredText } from './rules';
import { NOTE_LIMITS } from './limits';

/** Notes on a dossier (spec 000 §3–§5, §7; docs/documents.md "Notes"). */

/** Spec 000 §3 "Aanleiding". */
const AANLEIDINGEN = [
  { id: 'O', name: 'Opmerking' },
  { id: 'I', name: 'Telefoon in' },
  { id: 'U', name: 'Telefoon uit' },
  { id: 'E', name: 'E-mail' },
  { id: 'B', name: 'Brief/Fax' },
] as const;
export const AANLEIDING_CODES = AANLEIDINGEN.map((a) => a.id) as unknown as ['O', 'I', 'U', 'E', 'B'];

/** Spec 000 §3 "Priorities". */
const NOTITIE_PRIORITEITEN = [
  { id: 3, name: 'Normaal' },
  { id: 2, name: 'Hoog' },
  { id: 1, name: 'Spoed' },
] as const;
export const NOTITIE_PRIORITEIT_IDS = NOTITIE_PRIORITEITEN.map((p) => p.id);

export const NOTE_MESSAGES = {
  tooManyFiles: `Het maximale aantal bestanden is ${NOTE_LIMITS.bijlagen}`,
  badBase64: 'De bijlage is geen geldige base64-tekst.',
  notShown: 'Het document kan niet weergegeven worden',
} as const;

/** POST /dossiers/{id}/notities (spec 000 §3 "Note creation"). */
export const noteCreateSchema = z.object({
  priorityId: z.union(NOTITIE_PRIORITEIT_IDS.map((id) => z.literal(id)), { error: MSG.choice }).optional().default(3),
  onderwerp: requiredText(NOTE_LIMITS.onderwerp),
  aanleiding: z.enum(AANLEIDING_CODES, { error: MSG.choice }).optional().default('O'),
  bodyText: requiredText(NOTE_LIMITS.body),
  files: z
    .array(
      z.object({
        // No length limit here: the route's body limit bounds the text, and the decoded size is
        // checked on the server, so a file just over the limit hears FILESIZE, not a text length.
        base64File: z.string({ error: MSG.required }).min(1, MSG.required),
        filename: requiredText(200),
      }),
      { error: MSG.required },
    )
    .max(NOTE_LIMITS.bijlagen, NOTE_MESSAGES.tooManyFiles)
    .optional()
    .default([]),
});

export const notePageQuery = z.object({
  page: z.coerce.number({ error: MSG.integer }).pipe(int32({ error: MSG.integer }).int(MSG.integer).min(0, MSG.outOfRange)).optional().default(0),
  size: z.coerce.number({ error: MSG.integer }).pipe(int32({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(100, MSG.outOfRange)).optional().default(NOTE_LIMITS.pageSize),
});

/** A note as GET /notities/{id} and the dossier's list answer it; an attachment is read with its key. */
export const noteSchema = z.object({
  id: z.number(),
  dossierId: z.number(),
  onderwerp: z.string(),
  aanleiding: z.string(),
  priorityId: z.number(),
  bodyText: z.string(),
  auteur: actorSchema.nullable(),
  createdAt: moment,
  bijlagen: z.array(z.object({ id: z.number(), key: z.string(), naam: z.string(), mimeType: z.string(), grootte: z.number() })),
});
