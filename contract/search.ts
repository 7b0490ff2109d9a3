import { z } from 'zod';
import { moment } from './documents';
import { MSG, queryInt32 } from './rules';

/**
 * One search over what the back office keeps (docs/search.md). Each kind is one source on the
 * server; a kind the user may not read is never searched for them.
 */
export const ZOEK_SOORTEN = [
  { id: 'dossier', name: 'Dossiers' },
  { id: 'notitie', name: 'Notities' },
  { id: 'hdn', name: 'HDN-berichten' },
  { id: 'mail', name: 'E-mails' },
] as const;
export type ZoekSoort = (typeof ZOEK_SOORTEN)[number]['id'];
const SOORT_CODES = ZOEK_SOORTEN.map((s) => s.id) as [ZoekSoort, ...ZoekSoort[]];

/** Counts per kind stop here: enough to say "more than a thousand" without counting a million. */
export const ZOEK_TELLING_MAX = 1000;

export const searchQuery = z.object({
  q: z.string({ error: 'Vul een zoekterm in.' }).trim().min(1, 'Vul een zoekterm in.').max(200, MSG.maxLength(200)),
  soort: z.enum(SOORT_CODES, { error: MSG.choice }).optional().describe('only this kind'),
  page: queryInt32({ error: MSG.integer }).int(MSG.integer).min(0, MSG.outOfRange).max(49, MSG.outOfRange).default(0),
  size: queryInt32({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(50, 'Maximaal 50 per pagina.').default(20),
});

const searchHitSchema = z.object({
  soort: z.enum(SOORT_CODES),
  id: z.number(),
  dossierId: z.number().nullable(),
  titel: z.string(),
  omschrijving: z.string(),
  fragment: z
    .string()
    .nullable()
    .describe('the matching part of a text, the matched words between « and »'),
  datum: moment.nullable(),
  dossierSoort: z.enum(['dossier', 'cds', 'btl']).nullable().describe('where the dossier opens: /dossiers, /cds or /btl'),
  rang: z.number().describe('relevance: higher first'),
});
export type SearchHit = z.input<typeof searchHitSchema>;

export const searchPageSchema = z.object({
  content: z.array(searchHitSchema),
  totalElements: z.number().int().describe(`hits of the kinds searched, each kind counted up to ${ZOEK_TELLING_MAX}`),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
  aantallen: z.partialRecord(z.enum(SOORT_CODES), z.number().int()).describe(`hits per kind the user may search, up to ${ZOEK_TELLING_MAX} each`),
});
export type SearchPage = z.input<typeof searchPageSchema>;
