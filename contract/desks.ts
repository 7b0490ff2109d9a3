import { z } from 'zod';
import { moment } from './documents';
import { int32, MSG, optionalId, requiredId, requiredText } from './rules';

/**
 * The two chat desks (spec 001 §2–§7; docs/desks.md): the overrule desk, where an adviser asks a
 * money provider to depart from its rules on a dossier, and the voorbespreekdesk, where an adviser
 * discusses a difficult case with the back office before submitting it.
 */

export const DESK_LIMITS = { message: 4000, clientName: 200, files: 10 } as const;

/** Which desk a conversation belongs to; events and read marks carry it. */
export const DESKS = ['OVERRULE', 'VOORBESPREEK'] as const;
export type Desk = (typeof DESKS)[number];

/** Who wrote a message (spec 001 §3: "Senders in chat are advisor, employee and money provider"). */
export const DESK_ROLES = ['ADVISEUR', 'MEDEWERKER', 'GELDVERSTREKKER'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/**
 * The states of a pre-discussion (spec 001 §4 names the actions, not the states): OPEN waits for
 * the back office (new, or the adviser wrote last), BEANTWOORD waits for the adviser, BEEINDIGD
 * was ended by the adviser. Archiving is a flag on top of any state.
 */
const VOORBESPREEK_STATUSSEN = [
  { id: 'OPEN', name: 'Wacht op backoffice' },
  { id: 'BEANTWOORD', name: 'Wacht op adviseur' },
  { id: 'BEEINDIGD', name: 'Beëindigd' },
] as const;
export type VoorbespreekStatus = (typeof VOORBESPREEK_STATUSSEN)[number]['id'];
export const VOORBESPREEK_STATUS_CODES = VOORBESPREEK_STATUSSEN.map((s) => s.id) as [VoorbespreekStatus, ...VoorbespreekStatus[]];

/** The back office's verdict on a pre-discussed case (the chat's `voorbespreekdeskStatus`). */
export const VOORBESPREEK_OORDELEN = [
  { id: 'HAALBAAR', name: 'Haalbaar' },
  { id: 'HAALBAAR_ONDER_VOORWAARDEN', name: 'Haalbaar onder voorwaarden' },
  { id: 'AANVULLENDE_INFORMATIE', name: 'Aanvullende informatie nodig' },
  { id: 'NIET_HAALBAAR', name: 'Niet haalbaar' },
] as const;
export type VoorbespreekOordeel = (typeof VOORBESPREEK_OORDELEN)[number]['id'];
export const VOORBESPREEK_OORDEEL_CODES = VOORBESPREEK_OORDELEN.map((s) => s.id) as [VoorbespreekOordeel, ...VoorbespreekOordeel[]];

export const DESK_MESSAGES = {
  notAParty: 'U neemt op deze manier geen deel aan deze desk.',
  closed: 'Dit gesprek is gearchiveerd en kan niet meer worden gewijzigd.',
  ended: 'Dit gesprek is beëindigd: er kunnen geen berichten meer bij.',
  openRequestExists: (id: number) => `Voor dit dossier loopt al overrule-verzoek ${id}.`,
  unknownSubject: 'Kies een onderwerp uit de lijst.',
  unknownSubSubject: 'Kies een subonderwerp van het gekozen onderwerp.',
  subSubjectRequired: 'Kies een subonderwerp.',
  unknownStatus: 'Kies een status uit de lijst.',
  notAVerdict: 'Kies een oordeel: een afsluitende status van de geldverstrekker.',
  verdictOnlyLender: 'Alleen de geldverstrekker geeft een oordeel.',
  serviceStatusOnlyStaff: 'Alleen de backoffice zet de status van de service provider.',
  lenderStatusOnlyLender: 'Alleen de geldverstrekker zet de status van de geldverstrekker.',
  nothingToChange: 'Kies een status om te wijzigen.',
  unknownReceiver: 'Kies een geldverstrekker uit de lijst.',
  unknownOffice: 'Kies een kantoor uit de lijst.',
  otherOffice: 'Een adviseur start alleen gesprekken voor het eigen kantoor.',
  unknownHandler: 'Deze medewerker kan geen voorbesprekingen behandelen.',
  handlerNotAllowed: 'Alleen wie de behandelaar mag instellen, kiest een andere behandelaar.',
  endOnlyAdviser: 'Alleen de adviseur beëindigt een voorbespreking.',
  oordeelOnlyStaff: 'Alleen de backoffice geeft een oordeel.',
  viewOnly: 'U mag de voorbespreekdesk alleen inzien.',
  archiveOnlyStaff: 'Alleen de backoffice archiveert een gesprek.',
  otherOfficeDossier: 'Dit dossier hoort niet bij het kantoor van deze voorbespreking.',
  notLinked: 'Deze voorbespreking is niet aan een dossier gekoppeld.',
  tooManyFiles: `Voeg ten hoogste ${DESK_LIMITS.files} bestanden toe.`,
  partMissing: (part: string) => `Het deel '${part}' ontbreekt of is geen geldige JSON.`,
} as const;

const message = () => requiredText(DESK_LIMITS.message);
/** Sub-subject 0 means none (spec 001 §3, §9). */
const subSubject = () =>
  int32({ error: MSG.integer })
    .int(MSG.integer)
    .min(0, MSG.outOfRange)
    .nullish()
    .transform((v) => (v ? v : null));
const flag = () => z.boolean({ error: MSG.choice }).nullish().transform((v) => v ?? false);

/** POST /dossiers/overrule/new, part `overrule` (spec 001 §3). */
export const overruleCreateSchema = z.object({
  mainSubjectId: requiredId(),
  subSubjectId: subSubject(),
  initialMessage: message(),
  dossierId: requiredId(),
});

/** POST /dossiers/overrule/{id}/chat, part `chat` (spec 001 §3). */
export const overruleChatSchema = z.object({
  message: message(),
  overruleVerdictId: optionalId().transform((v) => v || null),
  serviceProviderStatusId: optionalId().transform((v) => v || null),
});

/** PUT /dossiers/overrule/{id}/status (spec 001 §3): each party sets its own; null leaves it. */
export const overruleStatusChangeSchema = z.object({
  moneyProviderStatusId: optionalId().transform((v) => v || null),
  serviceProviderStatusId: optionalId().transform((v) => v || null),
});

/** POST /dossiers/overrule: the overview's filter (spec 001 §7: "empty by default"). */
export const overruleFilterSchema = z
  .object({
    gearchiveerd: flag(),
    dossierId: optionalId(),
    query: z.string().trim().max(100, MSG.maxLength(100)).nullish(),
    mainSubjectId: optionalId(),
    moneyProviderStatusId: optionalId(),
    serviceProviderStatusId: optionalId(),
    alleenOngelezen: flag(),
  })
  .nullish()
  .transform((v) => v ?? { gearchiveerd: false, alleenOngelezen: false });

/** POST /dossiers/voorbespreekdesk, part `voorbespreekdesk` (spec 001 §3; the spec's own spelling rsOntvagerCodeId). */
export const voorbespreekCreateSchema = z.object({
  clientName: requiredText(DESK_LIMITS.clientName),
  rsOntvagerCodeId: requiredText(40),
  mainSubjectId: requiredId(),
  subSubjectId: subSubject(),
  initialMessage: message(),
  kantoorId: optionalId(),
  behandelaarId: optionalId(),
});

/** POST /dossiers/voorbespreekdesk/chat, part `chat` (spec 001 §3). */
export const voorbespreekChatSchema = z.object({
  voorbespreekdeskDossierId: requiredId(),
  message: message(),
  endVoorbespreekdeskDossier: flag(),
  voorbespreekdeskStatus: z.enum(VOORBESPREEK_OORDEEL_CODES, { error: MSG.choice }).nullish().transform((v) => v ?? null),
});

/** POST /dossiers/voorbespreekdesk/filtered: the overview's filter; the sort travels in the query. */
export const voorbespreekFilterSchema = z
  .object({
    gearchiveerd: flag(),
    status: z.enum(VOORBESPREEK_STATUS_CODES, { error: MSG.choice }).nullish(),
    kantoorId: optionalId(),
    behandelaarId: optionalId(),
    query: z.string().trim().max(100, MSG.maxLength(100)).nullish(),
    mainSubjectId: optionalId(),
    alleenOngelezen: flag(),
  })
  .nullish()
  .transform((v) => v ?? { gearchiveerd: false, alleenOngelezen: false });

const ref = z.object({ id: z.number().int(), naam: z.string() });
const fileSchema = z.object({ key: z.string(), naam: z.string(), mimeType: z.string(), grootte: z.number().int() });

/** A subject with its sub-subjects (GET /dossiers/overrule/subject, /voorbespreekdesk/subjects). */
export const deskSubjectSchema = z.object({ id: z.number().int(), naam: z.string(), subjects: z.array(ref) });

const overruleStatusRef = z.object({ id: z.number().int(), naam: z.string(), afgesloten: z.boolean() }).nullable();

export const overruleSummarySchema = z.object({
  id: z.number().int(),
  dossierId: z.number().int(),
  klantNaam: z.string(),
  kantoor: ref.nullable(),
  geldverstrekker: ref,
  mainSubject: ref,
  subSubject: ref.nullable(),
  moneyProviderStatus: overruleStatusRef,
  serviceProviderStatus: overruleStatusRef,
  verdict: ref.nullable(),
  aangevraagdDoor: z.string(),
  gearchiveerd: z.boolean(),
  createdAt: moment,
  laatsteBerichtOp: moment,
  aantalBerichten: z.number().int(),
  ongelezen: z.boolean(),
});

const deskMessageBase = {
  id: z.number().int(),
  afzender: ref,
  rol: z.enum(DESK_ROLES),
  message: z.string(),
  createdAt: moment,
  files: z.array(fileSchema),
};

const overruleMessageSchema = z.object({
  ...deskMessageBase,
  soort: z.enum(['BERICHT', 'STATUS']),
  verdict: ref.nullable(),
  moneyProviderStatus: ref.nullable(),
  serviceProviderStatus: ref.nullable(),
});

/** The statuses of the beheer list "overrule status" that apply to this request's money provider, per party. */
const statusChoice = z.object({ id: z.number().int(), naam: z.string(), afgesloten: z.boolean() });

export const overruleDetailSchema = overruleSummarySchema.extend({
  messages: z.array(overruleMessageSchema),
  statusChoices: z.object({ moneyProvider: z.array(statusChoice), serviceProvider: z.array(statusChoice) }),
});

export const overruleExistsSchema = z.object({ exists: z.boolean(), id: z.number().int().nullable() });

export const voorbespreekSummarySchema = z.object({
  id: z.number().int(),
  clientName: z.string(),
  ontvanger: z.object({ code: z.string(), naam: z.string() }),
  kantoor: ref,
  adviseur: ref.nullable(),
  behandelaar: ref.nullable(),
  mainSubject: ref,
  subSubject: ref.nullable(),
  status: z.enum(VOORBESPREEK_STATUS_CODES),
  oordeel: z.enum(VOORBESPREEK_OORDEEL_CODES).nullable(),
  dossierId: z.number().int().nullable(),
  gearchiveerd: z.boolean(),
  startDate: moment,
  laatsteBerichtOp: moment,
  aantalBerichten: z.number().int(),
  ongelezen: z.boolean(),
});

const voorbespreekMessageSchema = z.object({
  ...deskMessageBase,
  oordeel: z.enum(VOORBESPREEK_OORDEEL_CODES).nullable(),
  einde: z.boolean(),
});

export const voorbespreekDetailSchema = voorbespreekSummarySchema.extend({ messages: z.array(voorbespreekMessageSchema) });

export const deskCountSchema = z.object({ count: z.number().int() });

export type DeskSubject = z.infer<typeof deskSubjectSchema>;
export type OverruleSummary = z.infer<typeof overruleSummarySchema>;
export type OverruleDetail = z.infer<typeof overruleDetailSchema>;
export type VoorbespreekSummary = z.infer<typeof voorbespreekSummarySchema>;
export type VoorbespreekDetail = z.infer<typeof voorbespreekDetailSchema>;
export type OverruleFilter = z.input<typeof overruleFilterSchema>;
export type VoorbespreekFilter = z.input<typeof voorbespreekFilterSchema>;

const pageInt = (min: number, max: number) => z.coerce.number({ error: MSG.integer }).int(MSG.integer).min(min, MSG.outOfRange).max(max, MSG.outOfRange);
const sortOf = <const T extends readonly string[]>(columns: T) =>
  z.enum(columns.flatMap((c) => [`${c},asc`, `${c},desc`]) as [string, ...string[]], { error: `Sorteer op ${columns.join(', ')} met asc of desc.` });

/** Paging of the overrule overview: newest activity first unless asked otherwise. */
export const overrulePageQuery = z.object({
  page: pageInt(0, 1_000_000).optional().default(0),
  size: pageInt(1, 200).optional().default(25),
  sort: sortOf(['laatsteBerichtOp', 'createdAt', 'dossierId']).optional().default('laatsteBerichtOp,desc'),
});

/** Paging of the voorbespreekdesk overview (spec 001 §7: sort=startDate,{dir}). */
export const voorbespreekPageQuery = z.object({
  page: pageInt(0, 1_000_000).optional().default(0),
  size: pageInt(1, 200).optional().default(25),
  sort: sortOf(['startDate', 'laatsteBerichtOp']).optional().default('startDate,desc'),
});
