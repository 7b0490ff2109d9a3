import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERZEKERING_SOORTEN, VERZEKERING_STATUSSEN } from '../../../contract/insurances';
import { daysParam, flagParam, pagingParams, sortParam } from '../../../contract/list-params';
import { MSG, optionalText } from '../../../contract/rules';
import { page } from '../../openapi/responses';
import { INSURANCE_SORTS, insuranceItem, listInsurances } from '../../services/insurances/list';
import { access } from '../../services/permissions/access';

const LABELS = {
  page: 'Pagina',
  size: 'Aantal',
  sort: 'Sortering',
  soort: 'Soort',
  status: 'Status',
  polisOntbreekt: 'Polis ontbreekt',
  onvoldoendeDekking: 'Onvoldoende dekking',
  eindigtBinnen: 'Eindigt binnen',
  query: 'Zoeken',
};
const codes = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => [v].flat())
    .pipe(z.array(z.enum(values, { error: MSG.choice })).max(values.length))
    .optional();

/** Verzekeringen (spec 000 §2 /verzekeringen): the insurances across the dossiers in scope (docs/insurances.md). */
const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/verzekeringen',
    {
      schema: {
        querystring: z.object({
          ...pagingParams(25),
          sort: sortParam(INSURANCE_SORTS),
          soort: codes(VERZEKERING_SOORTEN),
          status: codes(VERZEKERING_STATUSSEN),
          polisOntbreekt: flagParam().optional(),
          onvoldoendeDekking: flagParam().optional(),
          eindigtBinnen: daysParam().optional(),
          query: optionalText(100),
        }),
        response: { 200: page(insuranceItem) },
      },
      config: { access: access.anyOf(['MENU_VERZEKERINGEN_VIEW']), fieldLabels: LABELS },
    },
    async (request) => listInsurances(app.db, request.user, request.query),
  );
};

export default insuranceRoutes;
