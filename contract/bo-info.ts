import { z } from 'zod';
import { optionalDate, optionalRule, version } from './field-rules';
import { choice, int32, MSG, optionalText } from './rules';

/**
 * The back-office information a processing organisation keeps on a dossier beside the application
 * (spec 001 §7 boInfo; the fields are ours: docs/dossier-detail-forms.md "boInfo"). One per dossier.
 */
export const ONTVANGST_KANALEN = ['HDN', 'EMAIL', 'POST'] as const;

const dossierId = int32({ error: 'Kies een dossier.' }).int('Kies een dossier.').positive('Kies een dossier.');

const boInfoFields = {
  internKenmerk: optionalRule('lettersDigits', 30),
  ontvangstKanaal: choice(ONTVANGST_KANALEN).default('HDN'),
  volledigOntvangenOp: optionalDate(),
  compleetVerklaardDoor: optionalRule('lettersDots', 100),
  compleetVerklaardOp: optionalDate(),
  acceptatieOpmerking: optionalText(2000),
  verwachtePasseerdatum: optionalDate(),
  urgent: z.boolean({ error: MSG.choice }).default(false),
};

/** A declaration of completeness names who made it and when; it cannot precede the full receipt. */
const completeness = (
  b: { volledigOntvangenOp?: string | null; compleetVerklaardDoor?: string | null; compleetVerklaardOp?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (b.compleetVerklaardOp && !b.compleetVerklaardDoor) ctx.addIssue({ code: 'custom', path: ['compleetVerklaardDoor'], message: MSG.required });
  if (b.compleetVerklaardDoor && !b.compleetVerklaardOp) ctx.addIssue({ code: 'custom', path: ['compleetVerklaardOp'], message: MSG.required });
  if (b.compleetVerklaardOp && b.volledigOntvangenOp && b.compleetVerklaardOp < b.volledigOntvangenOp) {
    ctx.addIssue({ code: 'custom', path: ['compleetVerklaardOp'], message: 'De compleetverklaring ligt voor de datum van volledige ontvangst.' });
  }
};

export const boInfoCreateSchema = z.object({ dossierId, ...boInfoFields }).superRefine(completeness);
export const boInfoPatchSchema = z.object({ ...boInfoFields, version: version() }).superRefine(completeness);
/** What the browser form validates (the dossier and version are sent beside it). */
export const boInfoFormSchema = z.object(boInfoFields).superRefine(completeness);

export const boInfoSearchSchema = z.object({
  dossierId: dossierId.optional(),
  /** Part of the internal reference. */
  query: optionalText(100),
  urgent: z.boolean({ error: MSG.choice }).optional(),
  page: int32({ error: 'Ongeldige pagina.' }).int('Ongeldige pagina.').min(0, 'Ongeldige pagina.').default(0),
  size: int32({ error: 'Ongeldige paginagrootte.' }).int('Ongeldige paginagrootte.').min(1, 'Ongeldige paginagrootte.').max(500, 'Maximaal 500.').default(25),
});

export const BO_INFO_LABELS = {
  internKenmerk: 'Intern kenmerk',
  ontvangstKanaal: 'Ontvangstkanaal',
  volledigOntvangenOp: 'Volledig ontvangen op',
  compleetVerklaardDoor: 'Compleet verklaard door',
  compleetVerklaardOp: 'Compleet verklaard op',
  acceptatieOpmerking: 'Acceptatie-opmerking',
  verwachtePasseerdatum: 'Verwachte passeerdatum',
  urgent: 'Urgent',
};
