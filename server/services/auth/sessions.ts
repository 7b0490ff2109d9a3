import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { gebruikers } from '../../db/schema';
import { clearFailedAttempts } from './login';
import { loadSessionUser } from './session-user';
import { logSecurity } from './security-log';
import { setSessionCookie } from './session-cookie';
import { issueToken } from './tokens';

type User = typeof gebruikers.$inferSelect;

export const loadUser = (app: FastifyInstance, id: number) =>
  app.db
    .select()
    .from(gebruikers)
    .where(eq(gebruikers.id, id))
    .then((rows) => rows[0]);

/** What a finished sign-in answers (startSession); the browser keeps it in localStorage. */
export const sessionAnswer = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_at: z.number().describe('epoch milliseconds'),
  authorities: z.array(z.string()),
  userId: z.number().int(),
  typeCode: z.string(),
  userCode: z.string(),
  naam: z.object({ voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() }),
  officeId: z.number().int().nullable(),
  moneyProviderId: z.number().int().nullable(),
  profile: z.string(),
});

/**
 * The end of every sign-in, with or without a second factor: a session, its token (answered, and
 * set as the document requests' cookie), the permissions, the failure count cleared and the
 * sign-in logged.
 */
export async function startSession(app: FastifyInstance, user: User, reply: FastifyReply) {
  const { token, expiresAt, sessionId } = await issueToken(app.db, app.signingKey, user.id, app.appConfig.tokenTtlMinutes);
  const session = await loadSessionUser(app.db, sessionId);
  await clearFailedAttempts(app.db, user.username);
  await logSecurity(app.db, { event: 'AANMELDING', userId: user.id, username: user.username, ip: reply.request.ip });
  setSessionCookie(reply, token, expiresAt);
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
}
