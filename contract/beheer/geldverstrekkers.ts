import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const geldverstrekkerSchema = z.object({
  naam: requiredText(100),
  ontvangerCode: requiredText(20),
  active: activeRule(),
});

/** Money providers, known by their HDN receiver code. */
export const geldverstrekkerEntity = defineEntity({
  name: 'geldverstrekkers',
  apiPath: `${BEHEER_API}/geldverstrekkers`,
  route: '/beheer/geldverstrekkers',
  label: { one: 'Geldverstrekker', many: 'Geldverstrekkers' },
  schema: geldverstrekkerSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true },
    ontvangerCode: { label: 'HDN-ontvangercode', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_GELDVERSTREKKERS'], write: ['BEHEER_GELDVERSTREKKERS'] },
  deletable: false,
});
