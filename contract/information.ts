import { z } from 'zod';
import { INFORMATION_LABELS } from './information-labels';
import { defineEntity } from './entity';
import { optionalDate, requiredDate, version } from './field-rules';
import type { FileInfo } from './files';
import { int32, optionalText, requiredId, requiredText } from './rules';

/** The reader pages of spec 000 §2, one per category of information type. */
export const INFORMATION_CATEGORIES = ['aankondigingen', 'nieuwsbrieven', 'kennisbank'] as const;
export type InformationCategory = (typeof INFORMATION_CATEGORIES)[number];

const informationFields = z.object({
  typeId: requiredId(),
  titel: requiredText(200),
  samenvatting: optionalText(500),
  body: requiredText(200_000),
  publicatieDatum: requiredDate(),
  vervalDatum: optionalDate(),
  active: z.boolean({ error: 'Dit veld is verplicht.' }),
});

const expiresAfterPublication = {
  check: (v: { publicatieDatum: string; vervalDatum: string | null }) => !v.vervalDatum || v.vervalDatum >= v.publicatieDatum,
  params: { path: ['vervalDatum'], message: 'De vervaldatum ligt niet voor de publicatiedatum.' },
};

/** The writable fields of an information item; `body` is HTML the server sanitises. */
export const informationSchema = informationFields.refine(expiresAfterPublication.check, expiresAfterPublication.params);

/** PUT /information carries the id and version in the body (the spec's path has no id). */
export const informationUpdateSchema = informationFields
  .extend({
    id: int32({ error: 'Onbekend id.' }).int().positive('Onbekend id.'),
    version: version(),
    /** true: remove the PDF (a new file in the same request replaces it anyway). */
    pdfVerwijderen: z.boolean().optional(),
  })
  .refine(expiresAfterPublication.check, expiresAfterPublication.params);

/** The filter body of POST /information/search and /search/lite. */
export const informationSearchSchema = z.object({
  categorie: z.enum(INFORMATION_CATEGORIES, { error: 'Onbekende categorie.' }).nullish(),
  typeId: int32().int().positive().nullish(),
  tekst: z.string().trim().max(200).nullish(),
  active: z.boolean().nullish(),
});

export { INFORMATION_LABELS };

export interface InformationType {
  id: number;
  categorie: InformationCategory;
  naam: string;
}

/** An item without its body (lists, /search/lite, /information/my). */
export interface InformationLite {
  id: number;
  version: number;
  typeId: number;
  typeNaam: string;
  categorie: InformationCategory;
  titel: string;
  samenvatting: string | null;
  publicatieDatum: string;
  vervalDatum: string | null;
  active: boolean;
  pdf: FileInfo | null;
}

export interface InformationItem extends InformationLite {
  body: string;
}

/**
 * Beheer › Informatie en nieuws. Its server extension (server/routes/information) gives the
 * spec's shape of the generic routes: search by POST, PUT without id, the PDF in the same request.
 */
export const informationEntity = defineEntity({
  name: 'informatie',
  table: 'informatieItems',
  apiPath: '/api/v1/information',
  searchPath: '/api/v1/information/search',
  route: '/beheer/informatie',
  label: { one: 'Informatiebericht', many: 'Informatie en nieuws' },
  schema: informationSchema,
  fields: {
    typeId: { label: 'Soort', kind: 'reference', reference: { path: '/api/v1/rs/informationtypes', optionText: 'naam' }, list: true, filter: true },
    titel: { label: 'Titel', kind: 'text', list: true, sortable: true },
    samenvatting: { label: 'Samenvatting', kind: 'longtext' },
    body: { label: 'Tekst', kind: 'longtext' },
    publicatieDatum: { label: 'Publicatiedatum', kind: 'date', list: true, sortable: true },
    vervalDatum: { label: 'Vervaldatum', kind: 'date', list: true },
    active: { label: 'Actief', kind: 'boolean', list: true, filter: true },
  },
  defaultSort: { field: 'publicatieDatum', order: 'DESC' },
  recordRepresentation: 'titel',
  access: { read: ['BEHEER_INFORMATIE'], write: ['BEHEER_INFORMATIE'] },
  deletable: true,
});
