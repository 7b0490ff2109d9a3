import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const codeLeningMijSchema = z.object({
  code: requiredText(10),
  omschrijving: requiredText(100),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/** HDN's CodeLeningMij: the code a money provider gives each of its mortgage labels. */
export const codeLeningMijEntity = defineEntity({
  name: 'codeLeningMij',
  table: 'codesLeningMij',
  apiPath: `${BEHEER_API}/code-lening-mij`,
  route: '/beheer/codeLeningMij',
  label: { one: 'CodeLeningMij', many: 'CodeLeningMij' },
  schema: codeLeningMijSchema,
  fields: {
    code: { label: 'Code', kind: 'text', list: true, sortable: true, filter: true },
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true, sortable: true, filter: true },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'code', order: 'ASC' },
  recordRepresentation: 'omschrijving',
  access: { read: ['BEHEER_CODE_LENING_MIJ'], write: ['BEHEER_CODE_LENING_MIJ'] },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
});
