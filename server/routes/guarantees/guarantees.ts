import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BANKGARANTIE_STATUSSEN } from '../../../contract/dossier-parties';
import { daysParam, flagParam, pagingParams, sortParam } from '../../../contract/list-params';
import { idParam, MSG, optionalText, queryInt32 } from '../../../contract/rules';
import { page } from '../../openapi/responses';
import { guaranteeDetail, readGuarantee } from '../../services/guarantees/detail';
import { GUARANTEE_SORTS, guaranteeItem, listGuarantees } from '../../services/guarantees/list';
import { access } from '../../services/permissions/access';

const LABELS = { page: 'Pagina', size: 'Aantal', sort: 'Sortering', status: 'Status', verlooptBinnen: 'Verloopt binnen', verlopen: 'Verlopen', geldverstrekkerId: 'Geldverstrekker', query: 'Zoeken' };

/** Bankgaranties (spec 000 §2 /bankgaranties): the bank guarantees across the dossiers in scope, and one of them (docs/guarantees.md). */
const guaranteeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/bankgaranties',
    {
      schema: {
        querystring: z.object({
          ...pagingParams(25),
          sort: sortParam(GUARANTEE_SORTS),
          status: z
            .union([z.string(), z.array(z.string())])
            .transform((v) => [v].flat())
            .pipe(z.array(z.enum(BANKGARANTIE_STATUSSEN, { error: MSG.choice })).max(4))
            .optional(),
          verlooptBinnen: daysParam().optional(),
          verlopen: flagParam().optional(),
          geldverstrekkerId: queryInt32({ error: 'Onbekende geldverstrekker.' }).int('Onbekende geldverstrekker.').positive('Onbekende geldverstrekker.').optional(),
          query: optionalText(100),
        }),
        response: { 200: page(guaranteeItem) },
      },
      config: { access: access.anyOf(['MENU_BANKGARANTIES_VIEW']), fieldLabels: LABELS },
    },
    async (request) => listGuarantees(app.db, request.user, request.query),
  );

  // Ours: one guarantee in the context a handler checks it in (docs/guarantees.md "Detail").
  app.get(
    '/api/v1/bankgaranties/:id',
    { schema: { params: idParam('Onbekende bankgarantie.'), response: { 200: guaranteeDetail } }, config: { access: access.anyOf(['MENU_BANKGARANTIES_VIEW']) } },
    async (request) => readGuarantee(app.db, request.user, request.params.id),
  );
};

export default guaranteeRoutes;
