import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hdnReceiptSchema } from '../../../contract/hdn';
import { general } from '../../errors';
import { receiveHdn, type HdnDeps } from '../../services/hdn/intake';
import { access } from '../../services/permissions/access';

/** A message with documents carries them base64: room for one of the 30 MB upload limit. */
const HDN_BODY_LIMIT = 45 * 1024 * 1024;

/**
 * POST /api/v1/hdn/berichten: the exchange posts one message as XML (docs/hdn.md). Only the
 * exchange's own account holds HDN_BERICHTEN_AANLEVEREN. 201 with the receipt for a message taken
 * in (processed, or kept to be linked by hand), 200 with the first receipt for a repeat, 400 with
 * the reason for a refused one, which is kept in the HDN log all the same.
 */
const intakeRoutes: FastifyPluginAsyncZod<{ deps: HdnDeps }> = async (app, { deps }) => {
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: HDN_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/api/v1/hdn/berichten',
    {
      bodyLimit: HDN_BODY_LIMIT,
      schema: {
        consumes: ['application/xml', 'text/xml'],
        body: z.string({ error: 'Stuur het bericht als XML.' }).min(1, 'Het bericht is leeg.').describe('one HDN message (docs/hdn.md, "Message format")'),
        response: { 200: hdnReceiptSchema, 201: hdnReceiptSchema },
      },
      config: { access: access.anyOf(['HDN_BERICHTEN_AANLEVEREN']), fieldLabels: { body: 'Bericht' } },
    },
    async (request, reply) => {
      const receipt = await receiveHdn(deps, request.body, 'HTTP');
      if (receipt.status === 'GEWEIGERD') throw general(400, receipt.melding!);
      return reply.status(receipt.duplicaat ? 200 : 201).send(receipt);
    },
  );
};

export default intakeRoutes;
