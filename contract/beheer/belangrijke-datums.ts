import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const belangrijkeDatumSchema = z.object({
  code: requiredText(40),
  naam: requiredText(100),
  dagenVooraf: requiredNumber(365),
  omschrijving: optionalText(500),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/** The kinds of important dossier dates (passeerdatum, financieringsvoorbehoud, …) and when a task precedes them. */
export const belangrijkeDatumEntity = defineEntity({
  name: 'important-tasks',
  table: 'belangrijkeDatumSoorten',
  apiPath: `${BEHEER_API}/belangrijke-datums`,
  route: '/beheer/important-tasks',
  label: { one: 'Belangrijke datum', many: 'Belangrijke datums' },
  schema: belangrijkeDatumSchema,
  fields: {
    code: { label: 'Code', kind: 'text', list: true, sortable: true, unique: true, helperText: 'De soort zoals het dossier hem opslaat, bijv. PASSEERDATUM.' },
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true },
    dagenVooraf: { label: 'Taak (werkdagen vooraf)', kind: 'number', list: true, sortable: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_BELANGRIJKE_DATUMS'], write: ['BEHEER_BELANGRIJKE_DATUMS'] },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
});
