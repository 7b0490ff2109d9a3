import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const taakStatusSchema = z.object({
  code: requiredText(30),
  omschrijving: requiredText(100),
  volgorde: requiredNumber(999),
  afgerond: z.boolean().default(false),
  toelichting: optionalText(500),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/** The statuses a task (taak) can have; `afgerond` marks the ones that close it. */
export const taakStatusEntity = defineEntity({
  name: 'taken',
  table: 'taakStatussen',
  apiPath: `${BEHEER_API}/taak-statussen`,
  route: '/beheer/taken',
  label: { one: 'Taakstatus', many: 'Taken (statussen)' },
  schema: taakStatusSchema,
  fields: {
    code: { label: 'Code', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true, sortable: true, filter: true },
    volgorde: { label: 'Volgorde', kind: 'number', list: true, sortable: true },
    afgerond: { label: 'Sluit de taak af', kind: 'boolean', list: true, sortable: true },
    toelichting: { label: 'Toelichting', kind: 'longtext' },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'volgorde', order: 'ASC' },
  recordRepresentation: 'omschrijving',
  access: { read: ['BEHEER_TAKEN'], write: ['BEHEER_TAKEN'] },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
  storeKey: 'manageTaskPagination',
});
