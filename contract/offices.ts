import { z } from 'zod';
import { FASE_CODES, KANTOOR_TYPE_CODES, REGIO_CODES } from './dossier';
import { MSG, queryInt32 } from './rules';

/**
 * Offices (kantoren) and their advisers (spec 000 §7, 001 §7; docs/offices.md): the answers of
 * /kantoors/…, /adviseurs/teammates, /adviseurs/current/geldverstrekkers and
 * /dossiers/{id}/advisor-contact, and the query of the Kantoren list.
 */

const nullableText = z.string().nullable();

/** An office as a choice (`GET /kantoors/list`, `/kantoors/small/current`). */
export const officeItemSchema = z.object({ id: z.number(), bedrijfsNaam: z.string(), plaatsNaam: z.string() });
export type OfficeItem = z.output<typeof officeItemSchema>;

/** A line of the Kantoren list (`GET /kantoors`). */
export const officeSummarySchema = officeItemSchema.extend({
  regio: z.enum(REGIO_CODES),
  kantoorType: z.enum(KANTOOR_TYPE_CODES),
  afmNummer: nullableText,
  active: z.boolean(),
  aantalAdviseurs: z.number(),
  lopendeDossiers: z.number(),
  gepasseerd12Maanden: z.number(),
});
export type OfficeSummary = z.output<typeof officeSummarySchema>;

export const OFFICE_SORT_COLUMNS = ['bedrijfsNaam', 'plaatsNaam', 'regio', 'afmNummer', 'aantalAdviseurs', 'lopendeDossiers', 'gepasseerd12Maanden'] as const;

const filled = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const officeSearchQuery = z.object({
  /** A part of the name, the place, the AFM or the KvK number. */
  query: filled(z.string().trim().max(100, 'Maximaal 100 tekens.')),
  regio: filled(z.enum(REGIO_CODES, { error: MSG.choice })),
  kantoorType: filled(z.enum(KANTOOR_TYPE_CODES, { error: MSG.choice })),
  actief: filled(z.enum(['true', 'false'], { error: 'Kies true of false.' }).transform((v) => v === 'true')),
  page: queryInt32({ error: MSG.integer }).int(MSG.integer).min(0, MSG.outOfRange).optional().default(0),
  size: queryInt32({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(100, MSG.outOfRange).optional().default(25),
  sort: z.union([z.string(), z.array(z.string())]).optional(),
});

export const lenderLinkSchema = z.object({
  id: z.number(),
  naam: z.string(),
  ontvangerCode: z.string(),
  agentnummer: z.string(),
  sinds: z.string().describe('YYYY-MM-DD'),
});
export type LenderLink = z.output<typeof lenderLinkSchema>;

/**
 * The kinds of dossier a user's permissions open (docs/permissions.md): ordinary dossiers (not CDS),
 * CDS dossiers, BTL dossiers, BTL loans in servicing. An office's figures count these.
 */
const DOSSIER_KINDS = ['GEWOON', 'CDS', 'BTL', 'BTL_BEHEER'] as const;
export type DossierKind = (typeof DOSSIER_KINDS)[number];

/**
 * The dossier-list query of an office's running dossiers (and of one of its advisers'): the
 * running filter the dashboards' "Lopende dossiers" opens (status Lopend, not archived), on the
 * office, CDS dossiers included as far as the user sees them, as the office's figures count.
 */
export const runningDossiersQuery = (kantoorId: number, adviseurId?: number): Record<string, string | string[]> => ({
  status: ['LOPEND'],
  kantoor: String(kantoorId),
  dossierCds: 'alle',
  ...(adviseurId === undefined ? {} : { advisor: String(adviseurId) }),
});

/** An office with its contact data and registrations (`GET /kantoors/{id}`). */
export const officeDetailSchema = officeItemSchema.extend({
  regio: z.enum(REGIO_CODES),
  kantoorType: z.enum(KANTOOR_TYPE_CODES),
  afmNummer: nullableText,
  active: z.boolean(),
  straatNaam: nullableText,
  huisNummer: nullableText,
  postcode: nullableText,
  telefoonNummer: nullableText,
  email: nullableText,
  website: nullableText,
  kvkNummer: nullableText,
});
export type OfficeDetail = z.output<typeof officeDetailSchema>;

/** An office's figures (`GET /kantoors/{id}/cijfers`, ADVISEURS_DETAIL_CIJFERS), counted within the dossiers the caller may see. */
export const officeFiguresSchema = z.object({
  lopendeDossiers: z.number(),
  perFase: z.record(z.enum(FASE_CODES), z.number()).describe('running dossiers per phase'),
  gepasseerd12Maanden: z.number(),
  afgewezen12Maanden: z.number(),
  volume12Maanden: z.number().describe('sum of the loans passed in the last twelve months, in euros'),
  gemiddeldeDoorlooptijdDagen: z.number().nullable().describe('received to passed, over the last twelve months'),
  soorten: z.array(z.enum(DOSSIER_KINDS)).nullable().describe('the kinds of dossier counted, as the user may see them; null: every dossier of the office'),
});
export type OfficeFigures = z.output<typeof officeFiguresSchema>;

const personFields = { id: z.number(), voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() };

/** An adviser of an office (`GET /kantoors/{id}/adviseurs`). */
export const officeAdviserSchema = z.object({
  ...personFields,
  email: z.string(),
  telefoonnummer: nullableText,
  lopendeDossiers: z.number(),
});
export type OfficeAdviser = z.output<typeof officeAdviserSchema>;

/** A colleague of the signed-in adviser (`GET /adviseurs/teammates`). */
export const teammateSchema = z.object({
  ...personFields,
  email: z.string(),
  telefoonnummer: nullableText,
  mobielnummer: nullableText,
  zelf: z.boolean(),
});
export type Teammate = z.output<typeof teammateSchema>;

/** Who to call about a dossier (`GET /dossiers/{id}/advisor-contact`). */
export const advisorContactSchema = z.object({
  adviseur: z.object({ ...personFields, email: z.string(), telefoonnummer: nullableText, mobielnummer: nullableText }).nullable(),
  kantoor: officeItemSchema
    .extend({ straatNaam: nullableText, huisNummer: nullableText, postcode: nullableText, telefoonNummer: nullableText, email: nullableText, website: nullableText, afmNummer: nullableText })
    .nullable(),
});
export type AdvisorContact = z.output<typeof advisorContactSchema>;
