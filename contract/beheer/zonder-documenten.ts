import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const taakZonderDocumentSchema = z.object({
  naam: requiredText(100),
  termijnWerkdagen: requiredNumber(365),
  omschrijving: optionalText(500),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/** Tasks that need no document (e.g. "bel adviseur"), with the business days they may take. */
export const taakZonderDocumentEntity = defineEntity({
  name: 'taken-lot',
  table: 'takenZonderDocumenten',
  apiPath: `${BEHEER_API}/taken-zonder-documenten`,
  route: '/beheer/taken-lot',
  label: { one: 'Taak zonder documenten', many: 'Taken zonder documenten' },
  schema: taakZonderDocumentSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    termijnWerkdagen: { label: 'Termijn (werkdagen)', kind: 'number', list: true, sortable: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_ZONDER_DOCUMENTEN'], write: ['BEHEER_ZONDER_DOCUMENTEN'] },
  menu: { label: 'zonder documenten' },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
});
