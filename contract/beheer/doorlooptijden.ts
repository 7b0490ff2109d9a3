import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { requiredText } from '../rules';
import { BEHEER_API, activeField, lenderField, lenderRule } from './common';

const doorlooptijdSchema = z.object({
  stap: requiredText(100),
  normWerkdagen: requiredNumber(365),
  signaalWerkdagen: requiredNumber(365),
  geldverstrekkerId: lenderRule(),
  active: z.boolean(),
});

/** The agreed lead time (doorlooptijd) of a processing step, in business days. */
export const doorlooptijdEntity = defineEntity({
  name: 'doorlooptijden',
  apiPath: `${BEHEER_API}/doorlooptijden`,
  route: '/beheer/doorlooptijden',
  label: { one: 'Doorlooptijd', many: 'Doorlooptijden' },
  schema: doorlooptijdSchema,
  fields: {
    stap: { label: 'Stap', kind: 'text', list: true, sortable: true, filter: true },
    normWerkdagen: { label: 'Norm (werkdagen)', kind: 'number', list: true, sortable: true },
    signaalWerkdagen: { label: 'Signaal na (werkdagen)', kind: 'number', list: true, sortable: true },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'stap', order: 'ASC' },
  recordRepresentation: 'stap',
  access: { read: ['BEHEER_DOORLOOPTIJDEN'], write: ['BEHEER_DOORLOOPTIJDEN'] },
  deletable: true,
});
