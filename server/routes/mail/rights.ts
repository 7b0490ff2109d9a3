import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CrudExtension } from '../../crud/factory';
import { access } from '../../services/permissions/access';
import { allMailboxes, checkRight, mailReaders } from '../../services/mail/rights';

const beheer = access.allOf(['BEHEER_POSTVAKKEN']);

/** Beheer › Postvakrechten on the CRUD factory: a right is checked against the organisations before it is written. */
export const postvakRechtenExtension: CrudExtension = {
  service: (app, defaults) => ({
    create: async (user, body) => {
      await checkRight(app.db, body as { gebruikerId: number; postvakId: number; versturen?: boolean });
      return defaults.create(user, body);
    },
    update: async (user, id, version, body) => {
      await checkRight(app.db, body as { gebruikerId: number; postvakId: number; versturen?: boolean });
      return defaults.update(user, id, version, body);
    },
  }),
};

/** The reference lists of the Beheer screen (not spec calls: the spec leaves mailbox rights to us). */
const rightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/postvakken',
    { schema: { response: { 200: z.array(z.object({ id: z.number(), naam: z.string(), soort: z.enum(['GEBRUIKER', 'TEAM']), actief: z.boolean() })) } }, config: { access: beheer } },
    async () => allMailboxes(app.db),
  );
  app.get('/api/v1/postvakken/lezers', { schema: { response: { 200: z.array(z.object({ id: z.number(), naam: z.string() })) } }, config: { access: beheer } }, async () =>
    mailReaders(app.db),
  );
};

export default rightsRoutes;
