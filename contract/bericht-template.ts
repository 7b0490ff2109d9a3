import { z } from 'zod';
import { activeField, activeRule, lenderField, lenderRule } from './beheer/common';
import { defineEntity } from './entity';
import { choice, requiredText } from './rules';

/** Categories: the communication kinds of spec 002 §3 (served by GET /bericht-templates/categories). */
const BERICHT_CATEGORIEEN = [
  { id: 'B', name: 'Brief/fax' },
  { id: 'E', name: 'E-mail' },
  { id: 'I', name: 'Telefoon in' },
  { id: 'O', name: 'Opmerking' },
  { id: 'U', name: 'Telefoon uit' },
] as const;

/** Types: the HDN message kinds the spec allows (AX, DA, DX, SX, OX; GET /bericht-templates/types). */
export const BERICHT_SOORTEN = [
  { id: 'AX', name: 'Aanvraagbericht' },
  { id: 'DA', name: 'Documentaanvraag' },
  { id: 'DX', name: 'Documentbericht' },
  { id: 'SX', name: 'Statusinformatiebericht' },
  { id: 'OX', name: 'Offertebericht' },
] as const;

const codesOf = <T extends readonly { id: string }[]>(list: T) => list.map((c) => c.id) as unknown as [T[number]['id'], ...T[number]['id'][]];

/** The longest body kept: a letter of several pages with markup. */
const MAX_BODY = 100_000;

const berichtTemplateSchema = z.object({
  naam: requiredText(150),
  categorie: choice(codesOf(BERICHT_CATEGORIEEN)),
  berichtsoort: choice(codesOf(BERICHT_SOORTEN)),
  onderwerp: requiredText(200),
  /** HTML from the rich-text editor; the server sanitizes it before it is stored. */
  inhoud: requiredText(MAX_BODY),
  btl: z.boolean().default(false),
  handmatig: z.boolean().default(true),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/**
 * Beheer › Berichttemplates (spec 002 §2–§7). The CRUD routes come from the factory at the
 * spec's paths; search, categories, types and the dossier preview are in
 * server/routes/bericht-templates.ts. Lenders keep their own templates (docs/beheer.md).
 */
export const berichtTemplateEntity = defineEntity({
  name: 'berichttemplates',
  table: 'berichtTemplates',
  apiPath: '/api/v1/bericht-templates',
  searchPath: '/api/v1/bericht-templates/search',
  route: '/beheer/berichttemplates',
  label: { one: 'Berichttemplate', many: 'Berichttemplates' },
  schema: berichtTemplateSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    categorie: { label: 'Categorie', kind: 'select', choices: BERICHT_CATEGORIEEN, list: true, sortable: true, filter: true },
    berichtsoort: { label: 'Type', kind: 'select', choices: BERICHT_SOORTEN, list: true, sortable: true, filter: true },
    onderwerp: { label: 'Onderwerp', kind: 'text', list: true, sortable: true },
    inhoud: { label: 'Inhoud', kind: 'longtext' },
    btl: { label: 'Buy-to-let', kind: 'boolean', list: true, sortable: true, filter: true, helperText: 'Gebruikt de samenvoegvelden voor buy-to-let.' },
    handmatig: { label: 'Handmatig te kiezen', kind: 'boolean', sortable: true, helperText: 'Aan te bieden bij het opstellen van een bericht.' },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_BERICHTTEMPLATES'], write: ['BEHEER_BERICHTTEMPLATES'] },
  deletable: true,
  lenders: { owner: 'geldverstrekkerId' },
  storeKey: 'messageTemplatePagination',
});
