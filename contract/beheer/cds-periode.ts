import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredNumber } from '../field-rules';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const cdsPeriodeSchema = z.object({
  naam: requiredText(100),
  werkdagen: requiredNumber(365),
  signaalWerkdagen: requiredNumber(365),
  omschrijving: optionalText(500),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/** CDS periods: how many business days a CDS task may take, and when it turns orange. */
export const cdsPeriodeEntity = defineEntity({
  name: 'cdstaken',
  table: 'cdsPerioden',
  apiPath: `${BEHEER_API}/cds-perioden`,
  route: '/beheer/cdstaken',
  label: { one: 'CDS periode', many: 'CDS periodes' },
  schema: cdsPeriodeSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    werkdagen: { label: 'Termijn (werkdagen)', kind: 'number', list: true, sortable: true },
    signaalWerkdagen: { label: 'Signaal na (werkdagen)', kind: 'number', list: true, sortable: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_CDS_PERIODE'], write: ['BEHEER_CDS_PERIODE'] },
  menu: { label: 'CDS periode' },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
  storeKey: 'cdsPeriodPagination',
});
