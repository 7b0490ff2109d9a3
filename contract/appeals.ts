import { z } from 'zod';
import { PARTIJ_NAW_LABELS, partijNawSchema } from './dossier-forms';
import { optionalId, requiredId } from './rules';

/**
 * Aanvraag (spec 000 §2 /appeals, "create appeal"): a new application entered by hand, the
 * dossier in phase AANVRAAG with its applicants (docs/applications.md). The applicants follow the
 * 'Let op:' rules of the applicant form.
 */
export const appealSchema = z.object({
  geldverstrekkerId: requiredId(),
  /** The adviser's office; an adviser's own office when an adviser sends it (or leaves it empty). */
  kantoorId: optionalId(),
  adviseurId: optionalId(),
  hypotheekgevers: z.array(partijNawSchema, { error: 'Geef de aanvragers op.' }).min(1, 'Geef minstens één aanvrager op.').max(2, 'Hoogstens twee aanvragers.'),
});
export type Appeal = z.output<typeof appealSchema>;

export const APPEAL_LABELS: Record<string, string> = {
  geldverstrekkerId: 'Geldverstrekker',
  kantoorId: 'Kantoor',
  adviseurId: 'Adviseur',
  hypotheekgevers: 'Aanvragers',
  // 'Aanvrager 2 – Achternaam' for hypotheekgevers.1.achterNaam: which of the two is wrong.
  ...Object.fromEntries(
    [0, 1].flatMap((i) => Object.entries(PARTIJ_NAW_LABELS).map(([field, label]) => [`hypotheekgevers.${i}.${field}`, `Aanvrager ${i + 1} – ${label}`])),
  ),
};

export const appealCreatedSchema = z.object({
  id: z.number().int(),
  fase: z.literal('AANVRAAG'),
  stap: z.string(),
  naamHypotheekGever: z.string(),
});
