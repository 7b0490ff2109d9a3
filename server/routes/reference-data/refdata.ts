import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, queryInt32 } from '../../../contract/rules';
import { access } from '../../services/permissions/access';
import * as lists from '../../services/reference-data/lists';

const signedIn = { access: access.signedIn() };
const list = <T extends z.ZodType>(item: T) => ({ response: { 200: z.array(item) } });

/** Reference lists (spec 002 §7 "Reference data"); the browser loads each once and caches it. */
const refdataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/v1/organisations',
    {
      schema: { querystring: z.object({ moneyProviderId: queryInt32({ error: MSG.integer }).int(MSG.integer).optional() }), ...list(lists.organisationItem) },
      config: { ...signedIn, fieldLabels: { moneyProviderId: 'Geldverstrekker' } },
    },
    async (request) => lists.organisations(db, request.user, request.query.moneyProviderId),
  );

  app.get('/api/v1/rs/geldverstrekkers', { schema: list(lists.moneyProviderItem), config: signedIn }, async () => lists.moneyProviders(db));
  app.get('/api/v1/rs/kantoren', { schema: list(lists.officeItem), config: signedIn }, async () => lists.offices(db));
  app.get('/api/v1/rs/changerequeststatuses', { schema: list(lists.changeRequestStatusItem), config: signedIn }, async () => lists.changeRequestStatuses(db));
  app.get('/api/v1/rs/events', { schema: list(lists.eventItem), config: signedIn }, async () => lists.events(db));
  app.get('/api/v1/rs/ontvangercodes', { schema: list(lists.receiverItem), config: signedIn }, async () => lists.receivers(db));

  app.get(
    '/api/v1/rs/ontvangercodes/lite',
    {
      schema: { querystring: z.object({ btlOnly: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional() }), ...list(lists.receiverLiteItem) },
      config: { ...signedIn, fieldLabels: { btlOnly: 'Alleen buy-to-let' } },
    },
    async (request) => lists.receiversLite(db, request.query.btlOnly === 'true' ? 'btl' : undefined),
  );

  app.get('/api/v1/rs/ontvangercodes/lite/residential', { schema: list(lists.receiverLiteItem), config: signedIn }, async () =>
    lists.receiversLite(db, 'particulier'),
  );

  app.get('/api/v1/rs/systeemstatuses', { schema: list(lists.systemStatusItem), config: signedIn }, async () => lists.systemStatuses(db));
  app.get('/api/v1/rs/systeemstatuses/fases', { schema: list(lists.phaseItem), config: signedIn }, async () => lists.phases(db));
  app.get('/api/v1/rs/systeemstatuses/staps', { schema: list(lists.stepItem), config: signedIn }, async () => lists.steps(db));
  app.get('/api/v1/adviseurs', { schema: list(lists.adviserItem), config: signedIn }, async (request) => lists.advisers(db, request.user));
  app.get('/api/v1/rs/documentstatuses', { schema: list(lists.documentStatusItem), config: signedIn }, async (request) =>
    lists.documentStatuses(db, request.user),
  );
};

export default refdataRoutes;
