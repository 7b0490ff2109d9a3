import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredDate } from '../field-rules';
import { requiredText } from '../rules';
import { BEHEER_API } from './common';

const vrijeDagSchema = z.object({
  datum: requiredDate(),
  omschrijving: requiredText(100),
});

/** Days off besides the weekend; SLA and Morgen terms skip them (docs/workload.md). */
export const vrijeDagEntity = defineEntity({
  name: 'vrije-dagen',
  table: 'vrijeDagen',
  apiPath: `${BEHEER_API}/vrije-dagen`,
  route: '/beheer/vrije-dagen',
  label: { one: 'Vrije dag', many: 'Vrije dagen' },
  schema: vrijeDagSchema,
  fields: {
    datum: { label: 'Datum', kind: 'date', list: true, sortable: true, unique: true },
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true, sortable: true, filter: true },
  },
  defaultSort: { field: 'datum', order: 'ASC' },
  recordRepresentation: 'omschrijving',
  access: { read: ['BEHEER_VRIJE_DAGEN'], write: ['BEHEER_VRIJE_DAGEN'] },
  deletable: true,
  lenders: 'readOnly',
});
