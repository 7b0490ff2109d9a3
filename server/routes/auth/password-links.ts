import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gebruikers, wachtwoordLinks } from '../../db/schema';
import type { Db } from '../../db/client';
import { general } from '../../errors';
import { hashPassword } from '../../services/auth/passwords';
import { access } from '../../services/permissions/access';

/** Said for an unknown, used and expired link alike: a guessed token learns nothing. */
export const LINK_EXPIRED = 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const liveLink = (db: Db, token: string) =>
  db
    .select({ id: wachtwoordLinks.id, gebruikerId: wachtwoordLinks.gebruikerId })
    .from(wachtwoordLinks)
    .where(and(eq(wachtwoordLinks.tokenHash, tokenHash(token)), isNull(wachtwoordLinks.usedAt), gt(wachtwoordLinks.expiresAt, new Date())))
    .then((rows) => rows[0]);

const newPassword = z
  .string({ error: 'Dit veld is verplicht.' })
  .min(12, 'Let op: een wachtwoord heeft minimaal 12 tekens.')
  .max(200, 'Maximaal 200 tekens.');

/**
 * Setting a password through a one-time link (spec 000 "password reset": GET /password/forgot/{token}
 * checks the link, POST /password/forgot sets the password). Beheer › Gebruikers makes these links
 * for new users; the "wachtwoord vergeten" mail that also sends one comes with the account issue.
 */
const passwordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/password/forgot/:token',
    { schema: { params: z.object({ token: z.string().max(200) }) }, config: { access: access.public } },
    async (request) => {
      if (!(await liveLink(app.db, request.params.token))) throw general(410, LINK_EXPIRED);
      return { valid: true };
    },
  );

  app.post(
    '/password/forgot',
    {
      schema: { body: z.object({ token: z.string().max(200), password: newPassword }) },
      config: { access: access.public, fieldLabels: { password: 'Wachtwoord' } },
    },
    async (request, reply) => {
      const link = await liveLink(app.db, request.body.token);
      if (!link) throw general(410, LINK_EXPIRED);
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        // The used-at guard in the update makes a link work once even when two requests race.
        const [used] = await tx
          .update(wachtwoordLinks)
          .set({ usedAt: new Date() })
          .where(and(eq(wachtwoordLinks.id, link.id), isNull(wachtwoordLinks.usedAt)))
          .returning({ id: wachtwoordLinks.id });
        if (!used) throw general(410, LINK_EXPIRED);
        await tx.update(gebruikers).set({ passwordHash, updatedAt: new Date() }).where(eq(gebruikers.id, link.gebruikerId));
      });
      return reply.status(204).send();
    },
  );
};

export default passwordLinkRoutes;
