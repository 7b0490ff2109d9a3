import { z } from 'zod';
import { dateParam } from './dossier-search';
import { moment } from './documents';
import { LOG_KANALEN, LOG_RICHTINGEN, LOG_STATUSSEN, PORTAAL_VELDEN } from './log-codes';
import { int32, MSG, queryInt32 } from './rules';

/**
 * The message logs of Logs › BTL log, Logs › System events and Wijzigingslog (docs/logs.md): one
 * table of messages per channel, searched with a filter body and read one message at a time with
 * the message itself.
 */

const MAX_TEXT = 'Maximaal 100 tekens.';

/** The filter body of `POST /logs/{log}/search`; every field optional. */
export const logFilterSchema = z
  .object({
    van: dateParam,
    tot: dateParam,
    dossierId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
    soort: z.string().trim().max(100, MAX_TEXT).nullish(),
    status: z.enum(LOG_STATUSSEN, { error: MSG.choice }).nullish(),
    richting: z.enum(LOG_RICHTINGEN, { error: MSG.choice }).nullish(),
    /** A part of the summary, the reference or the message text. */
    zoekterm: z.string().trim().max(100, MAX_TEXT).nullish(),
  })
  .superRefine((f, ctx) => {
    if (f.van && f.tot && f.tot < f.van) ctx.addIssue({ code: 'custom', path: ['tot'], message: 'De einddatum ligt voor de begindatum.' });
  })
  .default({});
export type LogFilter = z.output<typeof logFilterSchema>;

export const logEntrySchema = z.object({
  id: z.number(),
  kanaal: z.enum(LOG_KANALEN),
  richting: z.enum(LOG_RICHTINGEN),
  soort: z.string(),
  bron: z.string(),
  dossierId: z.number().nullable(),
  referentie: z.string().nullable(),
  status: z.enum(LOG_STATUSSEN),
  samenvatting: z.string(),
  tijdstip: moment,
});
export type LogEntry = z.output<typeof logEntrySchema>;

export const logDetailSchema = logEntrySchema.extend({
  bericht: z.unknown().describe('the message as it came in or went out'),
  gebruiker: z.string().nullable().describe('the account that sent it in, or whose action sent it out'),
});
export type LogDetail = z.output<typeof logDetailSchema>;

const idParamText = queryInt32({ error: 'Onbekend id.' }).int('Onbekend id.').positive('Onbekend id.');
export const logIdParams = z.object({ id: idParamText });

/** What `POST /system-events` and `POST /klantportaal/wijzigingen` answer: the message as logged. */
export const receiptSchema = z.object({ id: z.number(), status: z.enum(LOG_STATUSSEN), samenvatting: z.string() });

const EVENT_BRONNEN = ['HDN', 'BTL', 'WINDWARD', 'HYARCHIS', 'INTERN'] as const;

/** A system event another system sends (`POST /api/v1/system-events`). */
export const systemEventInSchema = z.object({
  bron: z.enum(EVENT_BRONNEN, { error: MSG.choice }),
  event: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100, MAX_TEXT),
  eventId: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100, MAX_TEXT),
  /** The dossier by number, or by the kenmerk of its offer. */
  dossierId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
  kenmerk: z.string().trim().max(100, MAX_TEXT).nullish(),
  tijdstip: z.iso.datetime({ offset: true, error: 'Geef een tijdstip als 2026-01-31T09:30:00+01:00.' }).nullish(),
  gegevens: z.record(z.string(), z.unknown()).nullish(),
});

/** A change a client submitted in the client portal (`POST /api/v1/klantportaal/wijzigingen`). */
export const portalChangeInSchema = z.object({
  verzoekNummer: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(50, 'Maximaal 50 tekens.'),
  dossierId: int32({ error: MSG.required }).int(MSG.integer).positive(MSG.required),
  hypotheekgeverId: int32({ error: MSG.required }).int(MSG.integer).positive(MSG.required),
  wijzigingen: z
    .array(
      z.object({
        veld: z.enum(PORTAAL_VELDEN, { error: MSG.choice }),
        oudeWaarde: z.string().max(200, MSG.maxLength(200)).nullish(),
        nieuweWaarde: z.string({ error: MSG.required }).trim().max(200, MSG.maxLength(200)),
      }),
      { error: MSG.required },
    )
    .min(1, 'Geef ten minste één wijziging.')
    .max(20, 'Maximaal 20 wijzigingen per verzoek.'),
  toelichting: z.string().trim().max(1000, MSG.maxLength(1000)).nullish(),
});
