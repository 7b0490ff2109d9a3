import { z } from 'zod';
import { choice, int32, optionalText, requiredText } from './rules';

/** Acceptance approvals and labels/remarks of a dossier (spec 001 §3, §7). */
export const APPROVAL_NIVEAUS = [
  { id: 'FIRST', name: 'Eerste beoordeling' },
  { id: 'SECOND', name: 'Tweede beoordeling' },
  { id: 'THIRD', name: 'Derde beoordeling' },
] as const;
export const APPROVAL_RESULTATEN = [
  { id: 'AKKOORD', name: 'Akkoord' },
  { id: 'NIET_AKKOORD', name: 'Niet akkoord' },
  { id: 'FINAAL_AFGEWEZEN', name: 'Finaal afgewezen' },
] as const;
const NIVEAU_CODES = ['FIRST', 'SECOND', 'THIRD'] as const;
const RESULTAAT_CODES = ['AKKOORD', 'NIET_AKKOORD', 'FINAAL_AFGEWEZEN'] as const;
export type ApprovalNiveau = (typeof NIVEAU_CODES)[number];

const id = (message: string) => int32({ error: message }).int(message).positive(message);

export const approvalCreateSchema = z.object({
  dossierId: id('Kies een dossier.'),
  niveau: choice(NIVEAU_CODES),
  resultaat: choice(RESULTAAT_CODES),
  toelichting: optionalText(4000),
});
export const approvalUpdateSchema = z.object({
  id: id('Kies een beoordeling.'),
  resultaat: choice(RESULTAAT_CODES),
  toelichting: optionalText(4000),
  version: id('Versie ontbreekt.'),
});
export const APPROVAL_LABELS = { niveau: 'Niveau', resultaat: 'Resultaat', toelichting: 'Toelichting' };

export const labelAddSchema = z.object({ labelId: id('Kies een label.') });
export const remarkSchema = z.object({ dossierId: id('Kies een dossier.'), tekst: requiredText(4000) });
