import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysParam, pagingParams, sortParam } from '../../../contract/list-params';
import { RENTEVASTE_PERIODE_CODES, RISICOKLASSE_CODES } from '../../../contract/rates';
import { optionalDate } from '../../../contract/field-rules';
import { choice, queryInt32 } from '../../../contract/rules';
import { notFound } from '../../errors';
import { page } from '../../openapi/responses';
import { access } from '../../services/permissions/access';
import { RATE_CHANGE_SORTS, rateChangeItem, rateChanges } from '../../services/rates/changes';
import { listProducts, productItem } from '../../services/rates/products';
import { assortment, assortmentItem, productRatesItem, rateTable } from '../../services/rates/rate-table';

const id = (message: string) => queryInt32({ error: message }).int(message).positive(message);
const LABELS = {
  page: 'Pagina',
  size: 'Aantal',
  sort: 'Sortering',
  geldverstrekkerId: 'Geldverstrekker',
  productId: 'Product',
  rentevastePeriode: 'Rentevaste periode',
  risicoklasse: 'Risicoklasse',
  richting: 'Richting',
  vanaf: 'Vanaf',
  tot: 'Tot en met',
  dagen: 'Dagen',
};
const RENTE = { access: access.anyOf(['MENU_RENTE']), fieldLabels: LABELS };

/**
 * Rente (spec 000 §2: /rente-tarieven/assortiment, /alle, /wijzigingen): the current rates, their
 * changes and, for profile hin, the assortment. Every holder of MENU_RENTE reads every lender's
 * rates: they are published prices, not dossier data (docs/rates.md).
 */
const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/v1/rente-tarieven/producten',
    {
      schema: { querystring: z.object({ active: z.enum(['true', 'false']).optional() }), response: { 200: z.array(productItem) } },
      config: { access: access.anyOf(['MENU_RENTE', 'BEHEER_RENTE', 'MENU_PRODUCTVERGELIJKER_VIEW']) },
    },
    async (request) => listProducts(db, { activeOnly: request.query.active === 'true' }),
  );

  app.get(
    '/api/v1/rente-tarieven',
    {
      schema: {
        querystring: z.object({
          ...pagingParams(10),
          sort: sortParam(['geldverstrekkerNaam', 'naam'] as const),
          geldverstrekkerId: id('Onbekende geldverstrekker.').optional(),
          productId: id('Onbekend product.').optional(),
          rentevastePeriode: choice(RENTEVASTE_PERIODE_CODES).optional(),
        }),
        response: { 200: page(productRatesItem) },
      },
      config: RENTE,
    },
    async ({ query: { sort, ...q } }) => rateTable(db, { ...q, sort: sort[0]?.field, direction: sort[0]?.direction ?? 'asc' }),
  );

  app.get(
    '/api/v1/rente-tarieven/wijzigingen',
    {
      schema: {
        querystring: z
          .object({
            ...pagingParams(25),
            sort: sortParam(RATE_CHANGE_SORTS),
            geldverstrekkerId: id('Onbekende geldverstrekker.').optional(),
            productId: id('Onbekend product.').optional(),
            rentevastePeriode: choice(RENTEVASTE_PERIODE_CODES).optional(),
            risicoklasse: choice(RISICOKLASSE_CODES).optional(),
            richting: choice(['omhoog', 'omlaag'] as const).optional(),
            vanaf: optionalDate(),
            tot: optionalDate(),
            /** The last N days, a shorthand for `vanaf`. */
            dagen: daysParam().optional(),
          })
          .refine((q) => !q.vanaf || !q.tot || q.vanaf <= q.tot, { path: ['tot'], message: 'De einddatum ligt voor de begindatum.' }),
        response: { 200: page(rateChangeItem) },
      },
      config: RENTE,
    },
    async ({ query: { dagen, vanaf, tot, ...q } }) => {
      const since = dagen === undefined ? vanaf : new Date(Date.now() - dagen * 86_400_000).toISOString().slice(0, 10);
      return rateChanges(db, { ...q, vanaf: since ?? undefined, tot: tot ?? undefined });
    },
  );

  /** Pre-production for profile hin only: another profile answers 404, as the route does not exist there. */
  app.get(
    '/api/v1/rente-tarieven/assortiment',
    {
      schema: { querystring: z.object({ geldverstrekkerId: id('Onbekende geldverstrekker.').optional() }), response: { 200: z.array(assortmentItem) } },
      config: RENTE,
    },
    async (request) => {
      if (app.appConfig.profile !== 'hin') throw notFound();
      return assortment(db, request.query.geldverstrekkerId);
    },
  );
};

export default rateRoutes;
