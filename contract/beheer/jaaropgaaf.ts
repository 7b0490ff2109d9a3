import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredDate, requiredNumber } from '../field-rules';
import { optionalText, requiredEmail, requiredText } from '../rules';
import { BEHEER_API } from './common';

const jaaropgaafSchema = z.object({
  belastingjaar: requiredNumber(2100),
  verzenddatum: requiredDate(),
  afzenderNaam: requiredText(100),
  antwoordEmail: requiredEmail(),
  toelichting: optionalText(2000),
});

/**
 * The settings of the yearly statement (jaaropgaaf) for the income-tax return: one record per
 * tax year; the Beheer menu opens record 1 (/beheer/jaaropgaaf/1).
 */
export const jaaropgaafEntity = defineEntity({
  name: 'jaaropgaaf',
  table: 'jaaropgaven',
  apiPath: `${BEHEER_API}/jaaropgaven`,
  route: '/beheer/jaaropgaaf',
  label: { one: 'Jaaropgaaf', many: 'Jaaropgaven' },
  schema: jaaropgaafSchema,
  fields: {
    belastingjaar: { label: 'Belastingjaar', kind: 'number', list: true, sortable: true, unique: true },
    verzenddatum: { label: 'Verzenddatum', kind: 'date', list: true, sortable: true },
    afzenderNaam: { label: 'Afzender', kind: 'text', list: true },
    antwoordEmail: { label: 'Antwoordadres', kind: 'email', list: true },
    toelichting: { label: 'Toelichting in de brief', kind: 'longtext' },
  },
  defaultSort: { field: 'belastingjaar', order: 'DESC' },
  recordRepresentation: 'belastingjaar',
  access: { read: ['BEHEER_JAAROPGAAF'], write: ['BEHEER_JAAROPGAAF'] },
  menu: { label: 'Jaaropgaaf', to: '/beheer/jaaropgaaf/1' },
  deletable: false,
});
