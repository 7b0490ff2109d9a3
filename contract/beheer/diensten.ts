import { z } from 'zod';
import { defineEntity } from '../entity';
import { requiredAmount } from '../field-rules';
import { optionalText, requiredText } from '../rules';
import { activeField, activeRule, BEHEER_API, lenderField, lenderRule } from './common';

const dienstSchema = z.object({
  naam: requiredText(100),
  tarief: requiredAmount(),
  btwPlichtig: z.boolean().default(true),
  omschrijving: optionalText(500),
  geldverstrekkerId: lenderRule(),
  active: activeRule(),
});

/** Services the back office performs for a dossier, with their fee in euros. */
export const dienstEntity = defineEntity({
  name: 'diensten',
  apiPath: `${BEHEER_API}/diensten`,
  route: '/beheer/diensten',
  label: { one: 'Dienst', many: 'Diensten' },
  schema: dienstSchema,
  fields: {
    naam: { label: 'Naam', kind: 'text', list: true, sortable: true, filter: true },
    tarief: { label: 'Tarief (€)', kind: 'number', list: true, sortable: true },
    btwPlichtig: { label: 'Btw-plichtig', kind: 'boolean', list: true, sortable: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    geldverstrekkerId: lenderField,
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_DIENSTEN'], write: ['BEHEER_DIENSTEN'] },
  deletable: false,
  lenders: { owner: 'geldverstrekkerId' },
});
