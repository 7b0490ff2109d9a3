import { z } from 'zod';
import { int32, MSG, requiredText } from './rules';
import { DOCUMENT_LIJST_CODES } from './document-lists';

/**
 * The documents of a dossier (docs/documents.md): code lists and request bodies shared by the
 * browser and the server.
 */

/** Spec 001 §3 "Document kinds" (GET /rf/docsoorttypes): the documents the back office itself produces. */
export const DOC_SOORT_TYPES = [
  { id: 1, code: 'RENTE_AANBOD', naam: 'Renteaanbod' },
  { id: 2, code: 'HYPOTHEEK_AANBOD', naam: 'Hypotheekaanbod' },
  { id: 3, code: 'WELKOMSTBRIEF', naam: 'Welkomstbrief' },
] as const;
export const DOC_SOORT_TYPE_IDS = DOC_SOORT_TYPES.map((t) => t.id);

/**
 * The status letters of spec 001 §3 and the colour each shows in (GET /rs/statuskleurs); the
 * letters themselves and their texts are Beheer › documenten (`document_statussen`).
 */
export const STATUS_KLEUREN = [
  { code: 'O', icoon: 'HOURGLASS', kleur: '#ed6c02' },
  { code: 'G', icoon: 'CHECK', kleur: '#2e7d32' },
  { code: 'R', icoon: 'CLOSE', kleur: '#d32f2f' },
  { code: 'Y', icoon: 'PAPER', kleur: '#0288d1' },
] as const;

/** What a version of a document came from: an upload, a page operation of the page tools, a restore. */
export const DOCUMENT_BEWERKINGEN = [
  'UPLOAD',
  'GENERATED',
  'REMOVE',
  'SPLIT',
  'DUPLICATE',
  'MERGE',
  'MOVE',
  'ROTATE',
  'COMPRESS',
  'BLUR',
  'RESTORE',
] as const;

const positiveId = (message = MSG.required) => int32({ error: message }).int(MSG.integer).positive(message);

/** POST /dossiers/{id}/<lijst>/documenten: a new document in a phase list, its file uploaded next. */
export const documentCreateSchema = z.object({
  naam: requiredText(200),
  soort: z.string().trim().max(50, MSG.maxLength(50)).nullish().transform((v) => v || null),
  documentType: z.union(DOC_SOORT_TYPE_IDS.map((id) => z.literal(id)), { error: MSG.choice }).nullish().transform((v) => v ?? null),
  dossierDocumentId: positiveId().nullish().transform((v) => v ?? null),
});

/** POST /dossiers/{id}/documenten/opgevraagd: ask the adviser for a document. */
export const opgevraagdCreateSchema = z.object({
  soort: requiredText(50),
  hypotheekgeverId: positiveId().nullish().transform((v) => v ?? null),
  dossierChange: z.boolean({ error: MSG.choice }).optional().default(false),
  /** What the adviser should send exactly (which period, signed or not); shown beside the request. */
  toelichting: z.string().trim().max(1000, MSG.maxLength(1000)).nullish().transform((v) => v || null),
});

/** POST /dossiers/{id}/documenten/soort: (re)classify a document. */
export const documentSoortSchema = z.object({
  documentId: positiveId(),
  soort: requiredText(50),
});

/** Decline (SP or NHL): the reasons of `/documenten/redens` and an optional remark for the adviser. */
export const declineSchema = z.object({
  rsRedenIds: z.array(positiveId(), { error: MSG.required }).min(1, 'Kies minimaal één reden.').max(20),
  toelichting: z.string().trim().max(1000, MSG.maxLength(1000)).nullish().transform((v) => v || null),
});

/** PUT /documenten/{id}/redens. */
export const redenenSchema = z.object({ rsRedenIds: z.array(positiveId(), { error: MSG.required }).max(20) });

/** POST /dossiers/document/{x}/pass: hand reviewed documents on (spec 001 §7: dossierId, documentsId). */
export const passSchema = z.object({
  dossierId: positiveId(),
  documentsId: z.array(positiveId(), { error: MSG.required }).min(1, MSG.required).max(500),
});

/** POST /documents/search. */
export const documentSearchSchema = z.object({
  dossierId: positiveId().optional(),
  naam: z.string().trim().max(200, MSG.maxLength(200)).optional(),
  status: z.string().trim().max(10, MSG.maxLength(10)).optional(),
  soort: z.string().trim().max(50, MSG.maxLength(50)).optional(),
  page: int32({ error: MSG.integer }).int(MSG.integer).min(0, MSG.outOfRange).optional().default(0),
  size: int32({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(500, MSG.outOfRange).optional().default(25),
});

/** POST /dossiers/{id}/documenten/history: the audit rows of one document, or all documents of the dossier. */
export const documentHistorySchema = z.object({ documentId: positiveId().optional() });

/** POST /dossiers/{id}/sendLetter and /requestGenerateDocument: a letter from a template. */
export const letterSchema = z.object({
  templateId: positiveId(),
  lijst: z.enum(DOCUMENT_LIJST_CODES, { error: MSG.choice }).optional().default('PASSEREN'),
});

/** A moment of an answer: a Date on the server, an ISO text on the wire and in the browser. */
export const moment = z.codec(z.iso.datetime({ offset: true }), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });

/** Who did something, as the screens name them. */
export const actorSchema = z.object({ id: z.number(), naam: z.string() });

const fileInfoSchema = z.object({ key: z.string(), naam: z.string(), mimeType: z.string(), grootte: z.number() });

const redenSchema = z.object({ id: z.number(), code: z.string(), omschrijving: z.string() });

const documentVersionSchema = z.object({
  versie: z.number(),
  bewerking: z.string(),
  gemaaktOp: moment,
  gemaaktDoor: actorSchema.nullable(),
  bestand: fileInfoSchema,
});

/** One document of a dossier as every list and the detail answer it. */
export const documentSchema = z.object({
  id: z.number(),
  dossierId: z.number(),
  lijst: z.enum(DOCUMENT_LIJST_CODES),
  naam: z.string(),
  soort: z.string().nullable(),
  soortOmschrijving: z.string().nullable(),
  documentType: z.number().nullable(),
  dossierDocumentId: z.number().nullable(),
  dossierChange: z.boolean(),
  status: z.string(),
  bestand: fileInfoSchema.nullable(),
  versie: z.number().nullable(),
  spGeverifieerdOp: moment.nullable(),
  spGeverifieerdDoor: actorSchema.nullable(),
  nhlGeverifieerdOp: moment.nullable(),
  nhlGeverifieerdDoor: actorSchema.nullable(),
  beoordeeldOp: moment.nullable(),
  beoordeeldDoor: actorSchema.nullable(),
  toelichting: z.string().nullable(),
  redenen: z.array(redenSchema),
  doorgezetOp: moment.nullable(),
  ontvangenOp: moment.nullable(),
  vervalDatum: z.string().nullable(),
  gearchiveerd: z.boolean(),
  /** Whether a blurred version exists (GET /documents/blurred/{id}). */
  geblurd: z.boolean(),
  version: z.number(),
  createdAt: moment,
});
export type DocumentDto = z.output<typeof documentSchema>;

export const documentDetailSchema = documentSchema.extend({ versies: z.array(documentVersionSchema) });

/** GET /dossiers/{id}/documenten/opgevraagd: a requested document and the documents that answer it. */
export const requestedDocumentSchema = z.object({
  id: z.number(),
  soort: z.string(),
  omschrijving: z.string(),
  hypotheekgever: z.string().nullable(),
  status: z.string(),
  opgevraagdOp: moment,
  ontvangenOp: moment.nullable(),
  beoordeeldOp: moment.nullable(),
  beoordeeldDoor: actorSchema.nullable(),
  reden: z.string().nullable(),
  toelichting: z.string().nullable(),
  dossierChange: z.boolean(),
  documenten: z.array(z.object({ id: z.number(), naam: z.string(), status: z.string() })),
});

export const historyEntrySchema = z.object({
  id: z.number(),
  gewijzigdOp: moment,
  veld: z.string(),
  oudeWaarde: z.string().nullable(),
  nieuweWaarde: z.string().nullable(),
  /** What an id or code among the values stands for (a colleague, a request, an applicant, a kind), else null. */
  oudeWaardeNaam: z.string().nullable(),
  nieuweWaardeNaam: z.string().nullable(),
  gebruiker: actorSchema.nullable(),
});

/** Our refusals of a review or a change of a document (status 409 unless said otherwise). */
export const DOCUMENT_MESSAGES = {
  noFile: 'Er is nog geen bestand bij dit document geüpload.',
  archived: 'Dit document is gearchiveerd en kan niet meer worden beoordeeld.',
  notSpVerified: 'Het document moet eerst door de serviceprovider worden gecontroleerd.',
  notDossierChange: 'Dit document hoort niet bij een wijzigingsverzoek.',
  verifiedCannotRemove: 'Een gecontroleerd document kan niet worden verwijderd.',
  unknownKind: 'Onbekende documentsoort.',
  unknownReason: 'Onbekende reden.',
  unknownRequest: 'Dit opgevraagde document hoort niet bij dit dossier.',
  unknownApplicant: 'Deze aanvrager hoort niet bij dit dossier.',
  notPassable: 'Alleen door de serviceprovider gecontroleerde documenten kunnen worden doorgezet.',
  dossierMismatch: 'Het dossiernummer in het pad en in de gegevens verschillen.',
  neverBlurred: 'Van dit document bestaat geen geblurde versie.',
  noLetterTemplate: 'Deze template is geen brief.',
  fileGone: 'Het bestand van dit document is niet meer aanwezig. Open het dossier opnieuw.',
  verifiedPages: "Van een gecontroleerd document kunnen alleen beoordelaars de pagina's wijzigen.",
  noDocuments: 'Dit dossier heeft nog geen documenten met een bestand om te downloaden.',
} as const;
