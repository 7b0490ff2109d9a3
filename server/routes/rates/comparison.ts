import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPARISON_LABELS, comparisonQuerySchema, comparisonSchema } from '../../../contract/rates';
import { access } from '../../services/permissions/access';
import { compare } from '../../services/rates/comparison';

/** Productvergelijker (spec 000 §2 /productvergelijker): products compared on rate and monthly payment, computed here. */
const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/productvergelijker',
    {
      schema: { querystring: comparisonQuerySchema, response: { 200: comparisonSchema } },
      config: { access: access.anyOf(['MENU_PRODUCTVERGELIJKER_VIEW']), fieldLabels: COMPARISON_LABELS },
    },
    async (request) => compare(app.db, request.query),
  );
};

export default comparisonRoutes;
