import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const nieuweAanstellingSchema = z.object({
  naam: requiredText(100),
  geldverstrekkerId: lenderRule(),
  maxMaandenTotIngang: requiredNumber(24),
  intentieverklaringVereist: z.boolean().default(true),
  proeftijdToegestaan: z.boolean().default(false),
  voorwaarden: optionalText(2000),
  active: activeRule(),
});

/**
 * Nieuwe aanstelling: when income from a job that has not started yet counts, per money provider
 * (how soon it must start, whether a statement of intent is needed, whether a trial period may run).
 */
export const nieuweAanstellingEntity = defineEntity({
  name: 'nieuwe-aanstelling',
  table: 'nieuweAanstellingen',
  apiPath: `${BEHEER_API}/nieuwe-aanstellingen`,
  route: '/beheer/nieuwe-aanstelling',
  label: { one: 'Nieuwe aanstelling', many: 'Nieuwe aanstelling' },
  schema: nieuweAanstellingSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true },
    geldverstrekkerId: lenderField,
    maxMaandenTotIngang: { label: 'Ingang binnen (maanden)', kind: 'number', list: true, sortable: true },
    intentieverklaringVereist: { label: 'Intentieverklaring vereist', kind: 'boolean', list: true },
    proeftijdToegestaan: { label: 'Proeftijd toegestaan', kind: 'boolean', list: true },
    voorwaarden: { label: 'Voorwaarden', kind: 'longtext' },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_NIEUWE_AANSTELLING'], write: ['BEHEER_NIEUWE_AANSTELLING'] },
  deletable: false,
});
