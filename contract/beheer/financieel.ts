import { z } from 'zod';
import { defineEntity } from '../entity';
import { optionalDate, requiredAmount, requiredDate } from '../field-rules';
import { choice, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

/** Dutch VAT rates; back-office services are mostly 21 %, some exempt. */
const BTW_TARIEVEN = [
  { id: 'HOOG', name: '21 %' },
  { id: 'LAAG', name: '9 %' },
  { id: 'VRIJGESTELD', name: 'Vrijgesteld' },
] as const;

const factuurRegelSchema = z.object({
  omschrijving: requiredText(200),
  geldverstrekkerId: lenderRule(),
  bedrag: requiredAmount(),
  btw: choice(['HOOG', 'LAAG', 'VRIJGESTELD']),
  grootboekrekening: requiredText(20),
  ingangsdatum: requiredDate(),
  einddatum: optionalDate(),
  active: activeRule(),
});

/** Financieel: the fee lines the invoices (facturen) to money providers are made from. */
export const factuurRegelEntity = defineEntity({
  name: 'facturen',
  table: 'factuurRegels',
  apiPath: `${BEHEER_API}/factuur-regels`,
  route: '/beheer/facturen',
  label: { one: 'Factuurregel', many: 'Financieel' },
  schema: factuurRegelSchema,
  fields: {
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true, sortable: true, filter: true },
    geldverstrekkerId: lenderField,
    bedrag: { label: 'Bedrag excl. btw (€)', kind: 'number', list: true, sortable: true },
    btw: { label: 'Btw-tarief', kind: 'select', choices: BTW_TARIEVEN, list: true, sortable: true },
    grootboekrekening: { label: 'Grootboekrekening', kind: 'text', list: true, sortable: true },
    ingangsdatum: { label: 'Ingangsdatum', kind: 'date', list: true, sortable: true },
    einddatum: { label: 'Einddatum', kind: 'date' },
    active: activeField,
  },
  defaultSort: { field: 'omschrijving', order: 'ASC' },
  recordRepresentation: 'omschrijving',
  access: { read: ['BEHEER_FINANCIEEL'], write: ['BEHEER_FINANCIEEL'] },
  deletable: false,
});
