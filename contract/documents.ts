import { z } from 'zod';
import { int32, MSG, requiredText } from './rules';

/**
 * The documents of a dossier (docs/documents.md): code lists and request bodies shared by the
 * browser and the server.
 */

/** The three phase lists of spec 001 §7 (`/dossiers/{id}/<lijst>/documenten`), by their path segment. */
export const DOCUMENT_LIJSTEN = [
  { id: 'RENTEAANBOD', pad: 'renteaanbod', name: 'Renteaanbod' },
  { id: 'HYPOTHEEKAANBOD', pad: 'hypotheekaanbod', name: 'Hypotheekaanbod' },
  { id: 'PASSEREN', pad: 'passeren', name: 'Passeren' },
] as const;
export const DOCUMENT_LIJST_CODES = DOCUMENT_LIJSTEN.map((l) => l.id) as unknown as ['RENTEAANBOD', 'HYPOTHEEKAANBOD', 'PASSEREN'];
export type DocumentLijst = (typeof DOCUMENT_LIJST_CODES)[number];

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
