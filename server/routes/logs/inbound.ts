import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalChangeInSchema, receiptSchema, systemEventInSchema } from '../../../contract/logs';
import { receivePortalChange } from '../../services/logs/portal';
import { receiveSystemEvent } from '../../services/logs/system-events';
import { access } from '../../services/permissions/access';

/**
 * Where other systems send their messages in (ours; docs/logs.md): a system account (user type S)
 * of the channel, with the channel's permission. Each message is logged and answered with how it
 * was taken (202: received; whether it could be used is its status).
 */
const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/v1/system-events',
    {
      schema: { body: systemEventInSchema, response: { 202: receiptSchema } },
      config: { access: access.allOf(['SYSTEM_EVENTS_AANLEVEREN'], ['S']), fieldLabels: { bron: 'Bron', event: 'Event', eventId: 'Event-id', dossierId: 'Dossier', kenmerk: 'Kenmerk', tijdstip: 'Tijdstip' } },
    },
    async (request, reply) => reply.status(202).send(await receiveSystemEvent(db, request.user, request.body)),
  );

  app.post(
    '/api/v1/klantportaal/wijzigingen',
    {
      schema: { body: portalChangeInSchema, response: { 202: receiptSchema } },
      config: { access: access.allOf(['KLANTPORTAAL_AANLEVEREN'], ['S']), fieldLabels: { verzoekNummer: 'Verzoeknummer', dossierId: 'Dossier', hypotheekgeverId: 'Aanvrager', wijzigingen: 'Wijzigingen', toelichting: 'Toelichting' } },
    },
    async (request, reply) => reply.status(202).send(await receivePortalChange(db, request.user, request.body)),
  );
};

export default inboundRoutes;
