import { z } from 'zod';
import { SUB_STATUSES } from './dossier';
import { int32, optionalText } from './rules';

/** Bodies of the dossier status actions (spec 001 §7 "Status actions"; docs/dossier-status.md). */
const optionalVersion = int32({ error: 'Versie ontbreekt.' }).int().positive().optional();
const idOf = (message: string) => int32({ error: message }).int(message).positive(message);

/** Every action may send the version the screen shows; a stale one answers 409. */
export const statusVersionSchema = z.object({ version: optionalVersion }).default({});

export const rejectSchema = z.object({ toelichting: optionalText(2000), version: optionalVersion }).default({ toelichting: null });

/** The closing payload: redenBeeindigingId (from /rs/redenbeeindigings) and toelichting. */
export const closeSchema = z.object({
  redenBeeindigingId: idOf('Kies een reden.'),
  toelichting: optionalText(2000),
  version: optionalVersion,
});
export const CLOSE_LABELS = { redenBeeindigingId: 'Reden', toelichting: 'Toelichting' };

export const forwardSchema = z.object({ geldverstrekkerId: idOf('Kies een geldverstrekker.'), version: optionalVersion });

const SUB_STATUS_CODES = SUB_STATUSES.map((s) => s.id) as [string, ...string[]];
export const subStatusSchema = z.object({
  subStatus: z.enum(SUB_STATUS_CODES, { error: 'Kies een substatus uit de lijst.' }).nullable(),
  version: optionalVersion,
});

export const kantoorLinkSchema = z
  .object({ adviseurId: idOf('Kies een adviseur.').nullish().transform((v) => v ?? null), version: optionalVersion })
  .default({ adviseurId: null });
