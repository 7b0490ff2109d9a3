import { z } from 'zod';
import { defineEntity } from '../entity';
import { choice, optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const DC_CATEGORIES = [
  { id: 'DOCUMENT', name: 'Documentsoort' },
  { id: 'STATUS', name: 'Status' },
  { id: 'PRODUCT', name: 'Product' },
  { id: 'TAAK', name: 'Taak' },
] as const;

const dcMappingSchema = z.object({
  categorie: choice(['DOCUMENT', 'STATUS', 'PRODUCT', 'TAAK']),
  externeCode: requiredText(50),
  interneCode: requiredText(50),
  omschrijving: optionalText(200),
  active: activeRule(),
});

/** DC Mapping: codes of the DaVinci document and case system translated to ours. */
export const dcMappingEntity = defineEntity({
  name: 'davinci',
  table: 'dcMappings',
  apiPath: `${BEHEER_API}/dc-mappings`,
  route: '/beheer/davinci',
  label: { one: 'DC mapping', many: 'DC mappings' },
  schema: dcMappingSchema,
  fields: {
    categorie: { label: 'Categorie', kind: 'select', choices: DC_CATEGORIES, list: true, sortable: true, filter: true },
    externeCode: { label: 'Code DaVinci', kind: 'text', list: true, sortable: true, filter: true },
    interneCode: { label: 'Eigen code', kind: 'text', list: true, sortable: true, filter: true },
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true },
    active: activeField,
  },
  defaultSort: { field: 'externeCode', order: 'ASC' },
  recordRepresentation: 'externeCode',
  access: { read: ['BEHEER_DC_MAPPING'], write: ['BEHEER_DC_MAPPING'] },
  menu: { label: 'DC Mapping' },
  deletable: true,
});
