import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredDate } from '../field-rules';
import { RENTEVASTE_PERIODE_CODES, RENTEVASTE_PERIODES, RISICOKLASSE_CODES, RISICOKLASSEN, ratePercentage } from '../rates';
import { choice, requiredId } from '../rules';
import { BEHEER_API, activeField } from './common';

const rentetariefSchema = z.object({
  productId: requiredId(),
  rentevastePeriode: choice(RENTEVASTE_PERIODE_CODES),
  risicoklasse: choice(RISICOKLASSE_CODES),
  rentePercentage: ratePercentage(),
  ingangsdatum: requiredDate(),
  active: z.boolean(),
});

/**
 * The rate of one product for one fixed-rate period and risk class; a change of its percentage is
 * kept as a rate change with its date, old and new value (docs/rates.md).
 */
export const rentetariefEntity = defineEntity({
  name: 'rentetarieven',
  apiPath: `${BEHEER_API}/rentetarieven`,
  route: '/beheer/rentetarieven',
  label: { one: 'Rentetarief', many: 'Rentetarieven' },
  schema: rentetariefSchema,
  fields: {
    productId: {
      label: 'Product',
      kind: 'reference',
      reference: { path: '/api/v1/rente-tarieven/producten', optionText: 'omschrijving' },
      list: true,
      filter: true,
      createOnly: true,
    },
    rentevastePeriode: { label: 'Rentevaste periode', kind: 'select', choices: RENTEVASTE_PERIODES, list: true, filter: true, createOnly: true },
    risicoklasse: { label: 'Risicoklasse', kind: 'select', choices: RISICOKLASSEN, list: true, filter: true, createOnly: true },
    rentePercentage: { label: 'Rente (%)', kind: 'number', list: true, sortable: true },
    ingangsdatum: {
      label: 'Ingangsdatum',
      kind: 'date',
      list: true,
      sortable: true,
      helperText: 'Vanaf wanneer dit percentage geldt; bij een wijziging de datum van het nieuwe tarief.',
    },
    active: activeField,
  },
  defaultSort: { field: 'ingangsdatum', order: 'DESC' },
  recordRepresentation: 'rentePercentage',
  access: { read: ['BEHEER_RENTE'], write: ['BEHEER_RENTE'] },
  deletable: false,
});
