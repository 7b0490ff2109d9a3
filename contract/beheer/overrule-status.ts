import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { choice, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

/** An overrule request has a status on each side (spec 001: moneyProviderStatusId, serviceProviderStatusId). */
const OVERRULE_PARTIES = [
  { id: 'GELDVERSTREKKER', name: 'Geldverstrekker' },
  { id: 'SERVICE_PROVIDER', name: 'Service provider' },
] as const;

const overruleStatusSchema = z.object({
  naam: requiredText(100),
  partij: choice(['GELDVERSTREKKER', 'SERVICE_PROVIDER']),
  volgorde: requiredNumber(999),
  afgesloten: z.boolean().default(false),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

export const overruleStatusEntity = defineEntity({
  name: 'taken-overrule',
  table: 'overruleStatussen',
  apiPath: `${BEHEER_API}/overrule-statussen`,
  route: '/beheer/taken-overrule',
  label: { one: 'Overrule status', many: 'Overrule statussen' },
  schema: overruleStatusSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true },
    partij: { label: 'Status van', kind: 'select', choices: OVERRULE_PARTIES, list: true, sortable: true, filter: true },
    volgorde: { label: 'Volgorde', kind: 'number', list: true, sortable: true },
    afgesloten: { label: 'Sluit het verzoek af', kind: 'boolean', list: true, sortable: true },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'volgorde', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_OVERRULE_STATUS'], write: ['BEHEER_OVERRULE_STATUS'] },
  menu: { label: 'overrule status' },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
});
