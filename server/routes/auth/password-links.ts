import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { general } from '../../errors';
import { noContent } from '../../openapi/responses';
import { LINK_EXPIRED, changeOwnPassword, liveLink, sendResetMail, setPasswordByLink } from '../../services/auth/password-links';
import { verifyPassword } from '../../services/auth/passwords';
import { access } from '../../services/permissions/access';

const newPassword = z.string({ error: 'Dit veld is verplicht.' }).min(1, 'Dit veld is verplicht.').max(200, 'Maximaal 200 tekens.');

/**
 * Passwords (spec 000 §4, §7): a one-time link checks and sets a password (new users from
 * Beheer › Gebruikers, and "wachtwoord vergeten" by mail); a signed-in user changes their own.
 * Rules and session revocation live in services/auth/password-links.ts (docs/account-security.md).
 */
const passwordLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/password/forgot/:token',
    {
      schema: { params: z.object({ token: z.string().max(200) }), response: { 200: z.object({ valid: z.boolean() }) } },
      config: { access: access.public },
    },
    async (request) => {
      if (!(await liveLink(app.db, request.params.token))) throw general(410, LINK_EXPIRED);
      return { valid: true };
    },
  );

  app.post(
    '/password/forgot',
    {
      schema: { body: z.object({ token: z.string().max(200), password: newPassword }), response: { 204: noContent } },
      config: { access: access.public, fieldLabels: { password: 'Wachtwoord' } },
    },
    async (request, reply) => {
      await setPasswordByLink(app.db, request.body.token, request.body.password, request.ip);
      return reply.status(204).send();
    },
  );

  /**
   * Always 204 at once: the lookup and the mail happen after the answer, so neither the answer nor
   * its timing tells whether the address has an account.
   */
  app.post(
    '/password/forgot/send-email',
    {
      schema: {
        body: z.object({ email: z.string({ error: 'Vul uw e-mailadres in.' }).trim().min(1, 'Vul uw e-mailadres in.').max(320) }),
        response: { 200: z.object({ geldigMinuten: z.number().describe('zo lang werkt de gemailde link (PASSWORD_RESET_TTL_MINUTES)') }) },
      },
      config: {
        access: access.public,
        fieldLabels: { email: 'E-mailadres' },
        rateLimit: { max: app.appConfig.loginRatePerMinute, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const options = { publicUrl: app.appConfig.publicUrl, ttlMinutes: app.appConfig.passwordResetTtlMinutes };
      setImmediate(() => {
        sendResetMail(app.db, app.mailer, options, email, request.ip).catch((error) => request.log.error({ err: error }, 'reset mail failed'));
      });
      // The same answer for a known and an unknown address: only how long a link would work.
      return reply.status(200).send({ geldigMinuten: options.ttlMinutes });
    },
  );

  app.post(
    '/api/v1/password/reset',
    {
      schema: { body: z.object({ currentPassword: z.string().max(1000), newPassword }), response: { 204: noContent } },
      config: {
        access: access.signedIn(),
        fieldLabels: { currentPassword: 'Huidig wachtwoord', newPassword: 'Nieuw wachtwoord' },
        rateLimit: { max: app.appConfig.loginRatePerMinute, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      await changeOwnPassword(app.db, request.user, request.body.currentPassword, request.body.newPassword, request.ip, verifyPassword);
      return reply.status(204).send();
    },
  );
};

export default passwordLinkRoutes;
