import { z } from 'zod';
import { moment } from './documents';
import { int32, MSG, queryInt32, requiredId } from './rules';
import { deadlineInput } from './tasks';

/** Mail (spec 002 §2–§5, §7 "Mail", §8, §9; docs/mail.md). */

/**
 * The folders of a mailbox. The spec names INBOX only; the work folders a message is moved
 * between, and Verzonden for what the mailbox sent, are ours (docs/mail.md). Archived is a
 * state, not a folder (spec 002 §4): archiving is how a message is done with, and ARCHIEF lists
 * the archived messages of every folder.
 */
export const MAIL_FOLDERS = [
  { id: 'INBOX', name: 'Postvak IN' },
  { id: 'IN_BEHANDELING', name: 'In behandeling' },
  { id: 'WACHT_OP_REACTIE', name: 'Wacht op reactie' },
  { id: 'VERZONDEN', name: 'Verzonden' },
  { id: 'ARCHIEF', name: 'Archief' },
] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number]['id'];
/** The folders a message is stored in (ARCHIEF is a view). */
export const STORED_FOLDERS = ['INBOX', 'IN_BEHANDELING', 'WACHT_OP_REACTIE', 'VERZONDEN'] as const;
/** Where a received message may be moved to. */
export const WORK_FOLDERS = ['INBOX', 'IN_BEHANDELING', 'WACHT_OP_REACTIE'] as const;
const FOLDER_IDS = MAIL_FOLDERS.map((f) => f.id) as unknown as [MailFolder, ...MailFolder[]];

/** The spec's limits (002 §5, §9): the total of a message's attachments, and the list's page size. */
export const MAIL_LIMITS = {
  /** 7 MB: the attachments of one message together may be this large, not larger. */
  maxTotalBytes: 7_340_032,
  pageSize: 100,
  onderwerp: 250,
  tekst: 100_000,
  ontvangers: 50,
  bijlagen: 20,
  selectie: 500,
} as const;

export const MAIL_MESSAGES = {
  /** Spec 002 §5: the title and text of the refusal of a message above 7 MB. */
  tooLargeTitle: 'De omvang van het bericht is te groot',
  tooLarge: 'Het bericht dat u wilt versturen is groter dan 7 MB. Dit is niet toegestaan. Verwijder bijlages en / of beelden.',
  /** Spec 002 §8: a recipient the server (or the relay) refuses. */
  invalidRecipient: 'Het ingevoerde email adres is incorrect. De email kan niet verstuurd worden',
  noMailbox: 'U heeft geen toegang tot dit postvak.',
  noSendRight: 'U mag geen berichten versturen namens dit postvak.',
  noRecipient: 'Voeg minstens één ontvanger toe.',
  notMovable: 'Een verzonden bericht blijft in Verzonden.',
  stillSending: 'Dit bericht wordt nog verzonden en kan pas daarna worden verwijderd.',
  unknownAttachment: 'Deze bijlage bestaat niet (meer). Voeg het bestand opnieuw toe.',
  selection: 'Selecteer minstens één bericht.',
  folder: 'Onbekende map.',
  oneLink: 'Koppel aan een dossier of aan een kantoor, niet aan beide.',
  notForwardable: 'Deze bijlage hoort niet bij het doorgestuurde bericht.',
} as const;

/** A link to a dossier number that names no dossier the caller may see (said in the link dialog, at the number). */
export const unknownDossier = (id: number) => `Dossier ${id} bestaat niet.`;

/** How a recipient was chosen (spec 002 §3): a person or team of the organisation, or an outside address. */
const RECIPIENT_TYPES = ['GEBRUIKER', 'TEAM', 'EXTERNAL'] as const;

const email = z.string({ error: MSG.required }).trim().min(1, MSG.required).max(320, MSG.maxLength(320)).pipe(z.email(MAIL_MESSAGES.invalidRecipient));

/** A recipient tag: its address, the title shown on the tag, and its kind. */
export const recipientSchema = z.object({
  email,
  tagTitle: z.string().trim().max(200, MSG.maxLength(200)).optional(),
  type: z.enum(RECIPIENT_TYPES, { error: MSG.choice }).optional().default('EXTERNAL'),
});

const folder = z.enum(FOLDER_IDS, { error: MAIL_MESSAGES.folder });
const id = () => requiredId();
const pageInt = (min: number, max: number) => queryInt32({ error: MSG.integer }).int(MSG.integer).min(min, MSG.outOfRange).max(max, MSG.outOfRange);

/** Paging of the mail lists: zero-based, 100 to a page (spec 002 §9). */
export const mailPageQuery = z.object({
  page: pageInt(0, 1_000_000).optional().default(0),
  size: pageInt(1, 500).optional().default(MAIL_LIMITS.pageSize),
  dossierId: pageInt(1, 2_147_483_647).optional(),
});

/** POST /new/mail/search body: which mailbox (own by default), folder, dossier and flags. */
export const mailFilterSchema = z
  .object({
    postvakId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
    folder: folder.optional(),
    dossierId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
    kantoorId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
    ongelezen: z.boolean({ error: 'Kies ja of nee.' }).optional(),
    opvolgen: z.boolean({ error: 'Kies ja of nee.' }).optional(),
  })
  .default({});

/** GET /new/mail/colleagues/mailbox and /team/mailbox: the folder (team: INBOX by default) and which colleague or team. */
export const mailboxQuery = z.object({
  folder: folder.optional().default('INBOX'),
  gebruikerId: pageInt(1, 2_147_483_647).optional(),
  teamId: pageInt(1, 2_147_483_647).optional(),
  page: pageInt(0, 1_000_000).optional().default(0),
  size: pageInt(1, 500).optional().default(MAIL_LIMITS.pageSize),
});

export const folderParams = z.object({ dossierId: pageInt(1, 2_147_483_647), folder });
export const flagParams = z.object({ id: pageInt(1, 2_147_483_647), value: z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((v) => v === 'true') });
export const setFolderParams = z.object({ id: pageInt(1, 2_147_483_647), folder: z.enum(WORK_FOLDERS, { error: MAIL_MESSAGES.folder }) });
export const linkDossierParams = z.object({ id: pageInt(1, 2_147_483_647), dossierId: pageInt(1, 2_147_483_647) });
export const linkOfficeParams = z.object({ id: pageInt(1, 2_147_483_647), officeId: pageInt(1, 2_147_483_647) });
export const storageKeyParams = z.object({ s3Key: z.string().trim().regex(/^[0-9a-f-]{36}$/i, 'Onbekende sleutel.') });

/** PUT /new/mail/{id}: relink to another dossier or office, or unlink (both null). */
export const relinkSchema = z
  .object({
    dossierId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish().transform((v) => v ?? null),
    kantoorId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish().transform((v) => v ?? null),
  })
  .refine((v) => v.dossierId === null || v.kantoorId === null, { message: MAIL_MESSAGES.oneLink, path: ['kantoorId'] });

/** PUT /new/mail/{id}/deadline (spec 000 §3 "Email deadline payload": timestamp); null clears it. */
export const deadlineSchema = z.object({ timestamp: deadlineInput.nullable() });

/** PUT /new/mail/readflag/true and /archive: a selection of messages. */
export const selectionSchema = z.object({
  ids: z.array(id(), { error: MSG.required }).min(1, MAIL_MESSAGES.selection).max(MAIL_LIMITS.selectie, `Maximaal ${MAIL_LIMITS.selectie} berichten tegelijk.`),
});

/** POST /new/mail: a new message, a reply when `antwoordOp` names the message answered. */
export const mailSendSchema = z.object({
  postvakId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish().describe('het postvak dat verstuurt; standaard het eigen'),
  recipients: z.array(recipientSchema, { error: MSG.required }).max(MAIL_LIMITS.ontvangers, `Maximaal ${MAIL_LIMITS.ontvangers} ontvangers.`),
  cc: z.array(recipientSchema).max(MAIL_LIMITS.ontvangers, `Maximaal ${MAIL_LIMITS.ontvangers} ontvangers.`).optional().default([]),
  onderwerp: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(MAIL_LIMITS.onderwerp, MSG.maxLength(MAIL_LIMITS.onderwerp)),
  /** HTML from the editor; the server keeps only the editor's safe markup (sanitize-html) and derives the text part. */
  html: z.string({ error: MSG.required }).max(MAIL_LIMITS.tekst, MSG.maxLength(MAIL_LIMITS.tekst)),
  dossierId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
  kantoorId: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish(),
  attachments: z.array(id(), { error: MSG.required }).max(MAIL_LIMITS.bijlagen, `Maximaal ${MAIL_LIMITS.bijlagen} bijlagen.`).optional().default([]).describe('ids van geüploade conceptbijlagen'),
  antwoordOp: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish().describe('het bericht waarop dit een antwoord is'),
  doorgestuurdVan: int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish().describe('het bericht dat wordt doorgestuurd'),
  doorgestuurdeBijlagen: z
    .array(id(), { error: MSG.required })
    .max(MAIL_LIMITS.bijlagen, `Maximaal ${MAIL_LIMITS.bijlagen} bijlagen.`)
    .optional()
    .default([])
    .describe('ids van bijlagen van het doorgestuurde bericht die meegaan'),
});

/** GET /new/mail/contacts: part of a colleague's or team's name or address. */
export const contactSearchQuery = z.object({ search: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100, MSG.maxLength(100)) });

/** POST /new/mail/contacts/resolve: addresses to name as recipient tags. */
export const contactResolveSchema = z.object({
  emails: z.array(z.string().trim().max(320, MSG.maxLength(320)), { error: MSG.required }).max(MAIL_LIMITS.ontvangers * 2, `Maximaal ${MAIL_LIMITS.ontvangers * 2} adressen.`),
});

const address = z.object({ email: z.string(), naam: z.string().nullable() });

export const SEND_STATES = ['WACHTEND', 'VERZONDEN', 'NIET_VERZONDEN'] as const;

/** A message in a list. */
export const mailItemSchema = z.object({
  id: z.number(),
  postvak: z.object({ id: z.number(), soort: z.enum(['GEBRUIKER', 'TEAM']), naam: z.string() }),
  folder: z.enum(STORED_FOLDERS),
  richting: z.enum(['IN', 'UIT']),
  van: address,
  aan: z.array(address),
  onderwerp: z.string(),
  voorbeeld: z.string().describe('het begin van de tekst'),
  ontvangenOp: moment,
  gelezen: z.boolean(),
  opvolgen: z.boolean(),
  prioriteitId: z.number().describe('1 Spoed, 2 Hoog, 3 Normaal'),
  deadline: moment.nullable(),
  gearchiveerd: z.boolean(),
  dossierId: z.number().nullable(),
  kantoor: z.object({ id: z.number(), naam: z.string() }).nullable(),
  koppeling: z.enum(['AUTOMATISCH', 'HANDMATIG']).nullable().describe('hoe het bericht aan zijn dossier of kantoor kwam'),
  aantalBijlagen: z.number(),
  verzendstatus: z.enum(SEND_STATES).nullable().describe('alleen voor verzonden berichten'),
  verzendfout: z.string().nullable(),
});

const mailAttachmentSchema = z.object({
  id: z.number(),
  key: z.string(),
  naam: z.string(),
  mimeType: z.string(),
  grootte: z.number(),
  inline: z.boolean().describe('een afbeelding in de tekst (cid:)'),
  contentId: z.string().nullable(),
});

/** One message with its body and attachments (GET /new/mail/{id}). */
export const mailDetailSchema = mailItemSchema.extend({
  cc: z.array(address),
  tekst: z.string(),
  html: z.string().nullable().describe('zoals ontvangen; de browser schoont het op (DOMPurify) voordat het getoond wordt'),
  bijlagen: z.array(mailAttachmentSchema),
  messageId: z.string().nullable(),
});

/** A folder of a mailbox or a dossier: how many messages it holds and how many of them are unread. */
export const folderCountSchema = z.object({ folder: folder, naam: z.string(), aantal: z.number(), ongelezen: z.number() });

/** A mailbox the caller may read (not a spec call: the mailbox choice needs it; docs/mail.md). */
export const mailboxSchema = z.object({
  id: z.number(),
  soort: z.enum(['GEBRUIKER', 'TEAM']),
  naam: z.string(),
  adres: z.string(),
  eigen: z.boolean().describe('het eigen postvak of dat van een eigen team (geen recht uit Beheer nodig)'),
  versturen: z.boolean().describe('de gebruiker mag namens dit postvak versturen: het eigen postvak, of een recht met "versturen" uit Beheer'),
  ongelezen: z.number(),
});

/** GET /new/mail/contacts/recent, /contacts and /contacts/resolve: a recipient tag with its name and kind. */
export const recentContactSchema = z.object({ email: z.string(), tagTitle: z.string(), type: z.enum(RECIPIENT_TYPES) });

/** A draft attachment, uploaded before the message is sent (the upload control's answer). */
export const draftAttachmentSchema = z.object({ id: z.number(), naam: z.string(), mimeType: z.string(), grootte: z.number() });

/** The kinds of file a message may carry as an upload (recognised from the bytes). */
export const MAIL_UPLOAD_KINDS = ['pdf', 'jpeg', 'png', 'docx'] as const;

/** Whether the attachments together stay within 7 MB (spec 002 §5), checked by the browser and the server alike. */
export const withinMailLimit = (sizes: readonly number[]) => sizes.reduce((sum, size) => sum + size, 0) <= MAIL_LIMITS.maxTotalBytes;
