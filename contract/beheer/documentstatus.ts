import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { choice, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

/** The icons of the document status letters (spec 001: O hourglass, G check, R close, Y paper). */
const DOCUMENT_ICONS = [
  { id: 'HOURGLASS', name: 'Zandloper (in afwachting)' },
  { id: 'CHECK', name: 'Vinkje (akkoord)' },
  { id: 'CLOSE', name: 'Kruis (afgekeurd)' },
  { id: 'PAPER', name: 'Papier (origineel nodig)' },
] as const;

const documentStatusSchema = z.object({
  code: requiredText(5),
  omschrijving: requiredText(100),
  icoon: choice(['HOURGLASS', 'CHECK', 'CLOSE', 'PAPER']),
  volgorde: requiredNumber(999),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

export const documentStatusEntity = defineEntity({
  name: 'documentstatus',
  table: 'documentStatussen',
  apiPath: `${BEHEER_API}/documentstatussen`,
  route: '/beheer/documentstatus',
  label: { one: 'Documentstatus', many: 'Documentstatussen' },
  schema: documentStatusSchema,
  fields: {
    code: { label: 'Code', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true, sortable: true, filter: true },
    icoon: { label: 'Icoon', kind: 'select', choices: DOCUMENT_ICONS, list: true, sortable: true },
    volgorde: { label: 'Volgorde', kind: 'number', list: true, sortable: true },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'volgorde', order: 'ASC' },
  recordRepresentation: 'omschrijving',
  access: { read: ['BEHEER_DOCUMENTSTATUS'], write: ['BEHEER_DOCUMENTSTATUS'] },
  menu: { label: 'documenten' },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
  storeKey: 'documentStatusPagination',
});
