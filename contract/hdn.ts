import { z } from 'zod';
import { BERICHT_SOORTEN } from './bericht-template';
import type { Fase } from './dossier';
import { dateParam } from './dossier-search';
import { moment } from './documents';
import { int32, MSG, queryInt32 } from './rules';

/**
 * HDN messages (docs/hdn.md): what the exchange sends the back office about dossiers and what the
 * back office answers. Shared by the server (checks, answers) and the browser (labels, filters).
 */

/** The kinds the spec allows (002 §3: AX, DA, DX, SX, OX), with the names of the berichtsoorttypes list. */
export const HDN_SOORTEN = BERICHT_SOORTEN;
export type HdnSoort = (typeof HDN_SOORTEN)[number]['id'];
export const HDN_SOORT_CODES = HDN_SOORTEN.map((s) => s.id) as [HdnSoort, ...HdnSoort[]];

export const HDN_RICHTINGEN = [
  { id: 'IN', name: 'Ontvangen' },
  { id: 'UIT', name: 'Verzonden' },
] as const;

/**
 * Where a message stands. In: processed, waiting for a person to link it to a dossier, or refused.
 * Out: waiting to be sent, sent, or not sent (after its last attempt, or without a connection).
 */
export const HDN_STATUSSEN = [
  { id: 'VERWERKT', name: 'Verwerkt' },
  { id: 'ONGEKOPPELD', name: 'Niet gekoppeld' },
  { id: 'GEWEIGERD', name: 'Geweigerd' },
  { id: 'TE_VERZENDEN', name: 'Te verzenden' },
  { id: 'VERZONDEN', name: 'Verzonden' },
  { id: 'NIET_VERZONDEN', name: 'Niet verzonden' },
] as const;
export type HdnStatus = (typeof HDN_STATUSSEN)[number]['id'];

/** How a message came in or went out: the HTTP endpoint, the drop folder, or (out) nowhere yet. */
export const HDN_KANALEN = [
  { id: 'HTTP', name: 'HTTP' },
  { id: 'MAP', name: 'Map' },
  { id: 'GEEN', name: 'Geen verbinding' },
] as const;
export type HdnKanaal = (typeof HDN_KANALEN)[number]['id'];

/**
 * The status codes of an SX message (HDN ketenafspraak Statusmeldingen Hypotheken) and the step
 * each one moves a dossier to; codes without a step are recorded on the dossier only (docs/hdn.md).
 */
export const SX_STATUSSEN: readonly { code: string; name: string; naar?: { fase: Fase; stap: string } }[] = [
  { code: '09', name: 'Ontvangstbevestiging', naar: { fase: 'AANVRAAG', stap: 'ONTVANGEN' } },
  { code: '10', name: 'Offerteaanvraag in behandeling genomen', naar: { fase: 'AANVRAAG', stap: 'BEOORDELEN' } },
  { code: '22', name: 'Renteaanbod verzonden', naar: { fase: 'RENTEAANBOD', stap: 'UITGEBRACHT' } },
  { code: '12', name: 'Wacht op (aanvullende) stukken', naar: { fase: 'HYPOTHEEKAANBOD', stap: 'DOCUMENTEN_OPVRAGEN' } },
  { code: '04', name: 'Dossier te acceptatie', naar: { fase: 'HYPOTHEEKAANBOD', stap: 'DOCUMENTEN_BEOORDELEN' } },
  { code: '23', name: 'Bindende offerte verzonden', naar: { fase: 'HYPOTHEEKAANBOD', stap: 'UITGEBRACHT' } },
  { code: '05', name: 'Dossier finaal akkoord', naar: { fase: 'PASSEREN', stap: 'PASSEEROPDRACHT' } },
  { code: '26', name: 'Gelden worden uitbetaald', naar: { fase: 'PASSEREN', stap: 'GEPASSEERD' } },
  { code: '20', name: 'Lening in beheer', naar: { fase: 'PASSEREN', stap: 'GEPASSEERD' } },
  { code: '11', name: 'Offerteaanvraag afgewezen' },
  { code: '01', name: 'Offertetermijn verloopt' },
  { code: '14', name: 'Offerteaanvraag niet te verwerken' },
  { code: '16', name: 'Offerteaanvraag beëindigd' },
  { code: '24', name: 'Offerteaanvraag wordt aangepast door geldverstrekker of serviceprovider' },
  { code: '25', name: 'Offerteaanvraag technisch niet te verwerken' },
];
export const sxStatus = (code: string) => SX_STATUSSEN.find((s) => s.code === code);

/** An offer of an OX message: a rate offer or the binding mortgage offer. */
export const OFFERTE_SOORTEN = [
  { id: 'RENTEAANBOD', name: 'Renteaanbod' },
  { id: 'HYPOTHEEKAANBOD', name: 'Hypotheekaanbod' },
] as const;

/** A message as the lists show it (the raw message only in the detail). */
export const hdnMessageSchema = z.object({
  id: z.number(),
  richting: z.enum(['IN', 'UIT']),
  soort: z.string().nullable().describe('AX, DA, DX, SX or OX; null when the message could not be read'),
  berichtId: z.string().nullable(),
  kanaal: z.string(),
  afzender: z.string().nullable(),
  ontvanger: z.string().nullable(),
  dossierId: z.number().nullable(),
  naamHypotheekGever: z.string().nullable().describe("the linked dossier's applicants"),
  referentie: z.string().nullable().describe('the dossier number, offer number or kenmerk the message named'),
  samenvatting: z.string(),
  status: z.string(),
  resultaat: z.string().nullable().describe('what processing changed'),
  melding: z.string().nullable().describe('why it was refused, not linked or not sent'),
  tijdstip: moment.describe('when the back office received or made it'),
  verzondenOp: moment.nullable(),
});
export type HdnMessage = z.input<typeof hdnMessageSchema>;

/** One message with its raw text, the message it answers and the answers it got. */
export const hdnMessageDetailSchema = hdnMessageSchema.extend({
  inhoud: z.string().describe('the message exactly as received or sent'),
  berichtDatum: moment.nullable(),
  inReactieOp: z.number().nullable(),
  antwoorden: z.array(z.object({ id: z.number(), soort: z.string().nullable(), status: z.string(), samenvatting: z.string() })),
  behandeldDoor: z.string().nullable().describe('who linked it to its dossier by hand'),
});
export type HdnMessageDetail = z.input<typeof hdnMessageDetailSchema>;

const HDN_SORT_FIELDS = ['tijdstip', 'soort', 'status', 'dossierId'] as const;

/** GET /hdn/berichten: zero-based pages, newest first unless sorted otherwise. */
export const hdnListQuery = z.object({
  page: queryInt32({ error: MSG.integer }).int(MSG.integer).min(0, MSG.outOfRange).default(0),
  size: queryInt32({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(100, 'Maximaal 100 per pagina.').default(25),
  sort: z
    .string()
    .regex(new RegExp(`^(${HDN_SORT_FIELDS.join('|')}),(asc|desc)$`), 'Sorteer op tijdstip, soort, status of dossierId, asc of desc.')
    .default('tijdstip,desc'),
  richting: z.enum(['IN', 'UIT'], { error: MSG.choice }).optional(),
  soort: z.enum(HDN_SOORT_CODES, { error: MSG.choice }).optional(),
  status: z.enum(HDN_STATUSSEN.map((s) => s.id) as [HdnStatus, ...HdnStatus[]], { error: MSG.choice }).optional(),
  kanaal: z.enum(HDN_KANALEN.map((k) => k.id) as [HdnKanaal, ...HdnKanaal[]], { error: MSG.choice }).optional(),
  dossierId: queryInt32({ error: MSG.integer }).int(MSG.integer).positive(MSG.outOfRange).optional(),
  van: dateParam.describe('from this day (Dutch time); as spec 000 §5 sends it, with T00:00:00Z'),
  tot: dateParam.describe('up to and including this day (Dutch time); as spec 000 §5 sends it, with T23:59:59Z'),
  zoek: z.string().trim().max(100, MSG.maxLength(100)).optional().describe('a word of the summary, the message id or the reference'),
});
export type HdnListQuery = z.input<typeof hdnListQuery>;

/** PUT /hdn/berichten/{id}/dossier: link a message that named no known dossier, and process it. */
export const hdnLinkBody = z.object({
  dossierId: int32({ error: MSG.required }).int(MSG.integer).positive(MSG.required),
});

/** What the exchange gets back for a message it posted (POST /hdn/berichten). */
export const hdnReceiptSchema = z.object({
  id: z.number(),
  status: z.string(),
  dossierId: z.number().nullable(),
  resultaat: z.string().nullable(),
  melding: z.string().nullable(),
  duplicaat: z.boolean().describe('true when this message id had been received before: nothing was done again'),
});
