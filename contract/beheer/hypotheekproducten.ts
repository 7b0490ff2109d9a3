import { z } from 'zod';
import { defineEntity } from '../entity';
import { int32, optionalText, requiredId, requiredText } from '../rules';
import { BEHEER_API, activeField, activeRule } from './common';

const maxLtvMessage = 'Let op: een maximale financiering tussen 10% en 106% van de marktwaarde.';

const hypotheekproductSchema = z.object({
  geldverstrekkerId: requiredId(),
  naam: requiredText(100),
  omschrijving: optionalText(500),
  nhg: z.boolean({ error: 'Kies ja of nee.' }).default(true),
  // 100% of the market value, up to 106% with energy-saving measures (Tijdelijke regeling hypothecair krediet).
  maxLtv: int32({ error: maxLtvMessage }).int(maxLtvMessage).min(10, maxLtvMessage).max(106, maxLtvMessage).default(100),
  active: activeRule(),
});

/** A money provider's mortgage products, whose rates Beheer › Rentetarieven keeps (docs/rates.md). */
export const hypotheekproductEntity = defineEntity({
  name: 'hypotheekproducten',
  apiPath: `${BEHEER_API}/hypotheekproducten`,
  route: '/beheer/hypotheekproducten',
  label: { one: 'Hypotheekproduct', many: 'Hypotheekproducten' },
  schema: hypotheekproductSchema,
  fields: {
    geldverstrekkerId: {
      label: 'Geldverstrekker',
      kind: 'reference',
      reference: { path: '/api/v1/rs/geldverstrekkers', optionText: 'naam', table: 'geldverstrekkers' },
      list: true,
      filter: true,
    },
    naam: { label: 'Productnaam', kind: 'text', list: true, sortable: true, filter: true },
    omschrijving: { label: 'Omschrijving', kind: 'longtext' },
    nhg: { label: 'Met NHG', kind: 'boolean', list: true, sortable: true, filter: true },
    maxLtv: { label: 'Max. financiering (% marktwaarde)', kind: 'number', list: true, sortable: true },
    active: activeField,
  },
  defaultSort: { field: 'naam', order: 'ASC' },
  recordRepresentation: 'naam',
  access: { read: ['BEHEER_RENTE'], write: ['BEHEER_RENTE'] },
  // 'Hypotheekproducten' does not fit the sidebar at 1,366 px; beside Rentetarieven 'Producten' says enough.
  menu: { label: 'Producten' },
  deletable: false,
});
