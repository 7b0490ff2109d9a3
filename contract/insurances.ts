import { z } from 'zod';
import { optionalDate, optionalRule, requiredAmount, requiredRule, version } from './field-rules';
import { choice, int32 } from './rules';

/** Insurances tied to a dossier's mortgage (docs/insurances.md), shared by the detail's form and the server. */
export const VERZEKERING_SOORTEN = ['ORV', 'WOONLASTEN', 'OPSTAL'] as const;
export const VERZEKERING_STATUSSEN = ['AANGEVRAAGD', 'LOPEND', 'BEEINDIGD'] as const;

/**
 * Lenders ask for life cover when a loan without NHG is more than this share of the market value:
 * at least the part of the loan above it (the usual acceptance condition).
 */
export const ORV_GRENS_LTV = 80;

const dossierId = int32({ error: 'Kies een dossier.' }).int('Kies een dossier.').positive('Kies een dossier.');

const fields = {
  soort: choice(VERZEKERING_SOORTEN),
  hypotheekgeverId: int32({ error: 'Kies een aanvrager.' }).int().positive('Kies een aanvrager.').nullish().transform((v) => v ?? null),
  maatschappij: requiredRule('companyName', 150),
  polisnummer: optionalRule('lettersDigits', 30),
  verzekerdBedrag: requiredAmount(),
  premiePerMaand: requiredAmount(),
  ingangsDatum: optionalDate(),
  eindDatum: optionalDate(),
  verpand: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  polisOntvangen: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  status: choice(VERZEKERING_STATUSSEN).default('AANGEVRAAGD'),
};

/** A life or payment-protection cover insures a person; the buildings insurance covers the house. */
const consistent = (v: { soort?: string; hypotheekgeverId?: number | null; ingangsDatum?: string | null; eindDatum?: string | null }, ctx: z.RefinementCtx) => {
  if (v.soort && v.soort !== 'OPSTAL' && !v.hypotheekgeverId) ctx.addIssue({ code: 'custom', path: ['hypotheekgeverId'], message: 'Kies de verzekerde aanvrager.' });
  if (v.ingangsDatum && v.eindDatum && v.eindDatum < v.ingangsDatum) ctx.addIssue({ code: 'custom', path: ['eindDatum'], message: 'De einddatum ligt voor de ingangsdatum.' });
};

export const verzekeringCreateSchema = z.object({ dossierId, ...fields }).superRefine(consistent);
export const verzekeringPatchSchema = z.object({ ...fields, version: version() }).superRefine(consistent);

export const VERZEKERING_LABELS = {
  soort: 'Soort',
  hypotheekgeverId: 'Verzekerde',
  maatschappij: 'Maatschappij',
  polisnummer: 'Polisnummer',
  verzekerdBedrag: 'Verzekerd bedrag',
  premiePerMaand: 'Premie per maand',
  ingangsDatum: 'Ingangsdatum',
  eindDatum: 'Einddatum',
  verpand: 'Verpand aan geldverstrekker',
  polisOntvangen: 'Polis ontvangen',
  status: 'Status',
};
