import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCredentials } from '../../services/auth/login';
import { loadProfile } from '../../services/auth/profile';
import { loadSessionUser } from '../../services/auth/session-user';
import { issueToken, revokeSession } from '../../services/auth/tokens';
import { access } from '../../services/permissions/access';

const credentials = z.object({
  username: z.string({ error: 'Vul uw gebruikersnaam in.' }).trim().min(1, 'Vul uw gebruikersnaam in.').max(200),
  password: z.string({ error: 'Vul uw wachtwoord in.' }).min(1, 'Vul uw wachtwoord in.').max(1000),
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    {
      schema: { body: credentials },
      config: {
        access: access.public,
        fieldLabels: { username: 'Gebruikersnaam', password: 'Wachtwoord' },
        rateLimit: { max: app.appConfig.loginRatePerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const user = await checkCredentials(app.db, request.body.username, request.body.password, request.ip);
      const { token, expiresAt, sessionId } = await issueToken(
        app.db,
        app.signingKey,
        user.id,
        app.appConfig.tokenTtlMinutes,
      );
      const session = await loadSessionUser(app.db, sessionId);
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_at: expiresAt.getTime(),
        authorities: [...(session?.permissions ?? [])].sort(),
        userId: user.id,
        typeCode: user.typeCode,
        userCode: user.typeCode,
        naam: { voorLetters: user.voorLetters, tussenVoegsels: user.tussenVoegsels, achterNaam: user.achterNaam },
        officeId: user.kantoorId,
        moneyProviderId: user.geldverstrekkerId,
        profile: app.appConfig.profile,
      };
    },
  );

  app.post('/api/v1/logout', { config: { access: access.signedIn() } }, async (request, reply) => {
    await revokeSession(app.db, request.user.sessionId);
    return reply.status(204).send();
  });

  app.get('/api/v1/profile', { config: { access: access.signedIn() } }, async (request) =>
    loadProfile(app.db, request.user.id, request.user.permissions),
  );
};

export default authRoutes;
