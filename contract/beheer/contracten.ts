import { z } from 'zod';
import { defineEntity } from '../entity';
import { optionalDate, requiredDate } from '../field-rules';
import { optionalText, requiredId, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API } from './common';

const contractSchema = z.object({
  contractNummer: requiredText(30),
  geldverstrekkerId: requiredId(),
  omschrijving: requiredText(200),
  ingangsdatum: requiredDate(),
  einddatum: optionalDate(),
  toelichting: optionalText(1000),
  active: activeRule(),
});

/** The service contracts with money providers the processing is done under. */
export const contractEntity = defineEntity({
  name: 'contracten',
  apiPath: `${BEHEER_API}/contracten`,
  route: '/beheer/contracten',
  label: { one: 'Contract', many: 'Contracten' },
  schema: contractSchema,
  fields: {
    contractNummer: { label: 'Contractnummer', kind: 'text', list: true, sortable: true, filter: true, unique: true },
    geldverstrekkerId: { label: 'Geldverstrekker', kind: 'reference', reference: { path: '/api/v1/rs/geldverstrekkers', optionText: 'naam', table: 'geldverstrekkers' }, list: true, filter: true },
    omschrijving: { label: 'Omschrijving', kind: 'text', list: true, sortable: true },
    ingangsdatum: { label: 'Ingangsdatum', kind: 'date', list: true, sortable: true },
    einddatum: { label: 'Einddatum', kind: 'date', list: true, sortable: true },
    toelichting: { label: 'Toelichting', kind: 'longtext' },
    active: activeField,
  },
  defaultSort: { field: 'contractNummer', order: 'ASC' },
  recordRepresentation: 'contractNummer',
  access: { read: ['BEHEER_CONTRACTEN'], write: ['BEHEER_CONTRACTEN'] },
  deletable: false,
});
