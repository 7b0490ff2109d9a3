import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TWO_FACTOR_METHODS } from '../../../contract/account-security';
import { checkCredentials } from '../../services/auth/login';
import { noContent } from '../../openapi/responses';
import { loadProfile, profileAnswer } from '../../services/auth/profile';
import { sessionAnswer, startSession } from '../../services/auth/sessions';
import { clearSessionCookie } from '../../services/auth/session-cookie';
import { revokeSession } from '../../services/auth/tokens';
import { factorOf, phoneHint, requiredByRole, sendSmsCode, startStep } from '../../services/auth/two-factor';
import { access } from '../../services/permissions/access';

const credentials = z.object({
  username: z.string({ error: 'Vul uw gebruikersnaam in.' }).trim().min(1, 'Vul uw gebruikersnaam in.').max(200),
  password: z.string({ error: 'Vul uw wachtwoord in.' }).min(1, 'Vul uw wachtwoord in.').max(1000),
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A right password gives a session token only when no second factor applies. Otherwise the
   * answer is a pre-authentication token for the /authenticate/preAuthenticate steps
   * (docs/account-security.md); an SMS user gets the code at once.
   */
  app.post(
    '/authenticate',
    {
      schema: {
        body: credentials,
        response: {
          200: z.union([
            sessionAnswer,
            z.object({
              mfaRequired: z.literal(true),
              preAuthToken: z.string(),
              method: z.enum(TWO_FACTOR_METHODS).nullable().describe('null: the role demands a second factor the user has yet to set up'),
              phoneHint: z.string().nullable(),
            }),
          ]),
        },
      },
      config: {
        access: access.public,
        fieldLabels: { username: 'Gebruikersnaam', password: 'Wachtwoord' },
        rateLimit: { max: app.appConfig.loginRatePerMinute, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(app.db, request.body.username, request.body.password, request.ip);
      const factor = await factorOf(app.db, user.id);
      if (!factor && !(await requiredByRole(app.db, user.id))) return startSession(app, user, reply);

      const { token, step } = await startStep(app.db, user.id, 'AANMELDEN', request.ip);
      if (factor?.methode === 'SMS' && factor.telefoon) {
        await sendSmsCode(app.db, app.sms.sender, { ...step, username: user.username }, factor.telefoon);
      }
      return {
        mfaRequired: true as const,
        preAuthToken: token,
        method: (factor?.methode ?? null) as 'TOTP' | 'SMS' | null,
        phoneHint: phoneHint(factor?.telefoon),
      };
    },
  );

  app.post('/api/v1/logout', { schema: { response: { 204: noContent } }, config: { access: access.signedIn() } }, async (request, reply) => {
    await revokeSession(app.db, request.user.sessionId);
    return clearSessionCookie(reply).status(204).send();
  });

  app.get('/api/v1/profile', { schema: { response: { 200: profileAnswer } }, config: { access: access.signedIn() } }, async (request) =>
    loadProfile(app.db, request.user.id, request.user.permissions),
  );
};

export default authRoutes;
