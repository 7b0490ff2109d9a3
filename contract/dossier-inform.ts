import { z } from 'zod';
import { int32, MSG } from './rules';

/** POST /dossiers/{id}/informeer: inform the dossier's adviser with a message template (docs/dossier-inform.md). */
export const informeerSchema = z.object({
  templateId: int32({ error: MSG.required }).int(MSG.required).positive(MSG.required),
});
export const INFORMEER_LABELS = { templateId: 'Berichttemplate' };

/** Refusals of the call, shared with the tests. */
export const INFORMEER_MESSAGES = {
  unknownTemplate: 'Kies een actieve berichttemplate.',
  noAdviser: 'Dit dossier heeft geen adviseur om te informeren. Koppel eerst een adviseur.',
} as const;
