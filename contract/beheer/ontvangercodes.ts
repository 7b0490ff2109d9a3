import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const ontvangercodeSchema = z.object({
  code: requiredText(10).pipe(z.string().regex(/^[A-Z0-9]+$/, 'Let op: alleen hoofdletters en cijfers toegestaan.')),
  naam: requiredText(100),
  particulier: z.boolean().default(true),
  btl: z.boolean().default(false),
  active: activeRule(),
});

/**
 * The HDN receiver codes of the money providers (Beheer › Ontvangercodes; read as /rs/ontvangercodes
 * and its lite variants). The code is fixed once made: dossiers and messages keep it.
 */
export const ontvangercodeEntity = defineEntity({
  name: 'ontvangercodes',
  table: 'ontvangercodes',
  apiPath: `${BEHEER_API}/ontvangercodes`,
  route: '/beheer/ontvangercodes',
  label: { one: 'Ontvangercode', many: 'Ontvangercodes' },
  schema: ontvangercodeSchema,
  fields: {
    code: { label: 'Code', kind: 'text', list: true, sortable: true, filter: true, unique: true, createOnly: true, helperText: 'Vast na aanmaken.' },
    naam: { label: 'Geldverstrekker', kind: 'text', list: true, sortable: true, filter: true },
    particulier: { label: 'Particulier (eigen woning)', kind: 'boolean', list: true, sortable: true, filter: true },
    btl: { label: 'Buy-to-let', kind: 'boolean', list: true, sortable: true, filter: true },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_REFERENTIELIJSTEN'], write: ['BEHEER_REFERENTIELIJSTEN'] },
  deletable: false,
});
