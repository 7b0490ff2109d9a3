import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gebruikers, sessies } from '../../../server/db/schema';
import { issueToken, revokeSession, tokenVerifier } from '../../../server/services/auth/tokens';
import { caller, signIn, testServer } from '../helpers';

const { app, database } = await testServer();

async function userId(username: string) {
  const [user] = await database.db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, username));
  return user.id;
}

// The server remembers verified tokens; these calls all come after a first one put the token in that cache.
describe('verified tokens remembered by the server', () => {
  it('refuses a signed-out session at once', async () => {
    const me = await signIn(app, 'employee');
    expect((await me.get('/api/v1/profile')).status).toBe(200);
    expect((await me.post('/api/v1/logout')).status).toBe(204);
    expect((await me.get('/api/v1/profile')).status).toBe(401);
  });

  it('refuses a revoked session and a deactivated user at once', async () => {
    const { token, sessionId } = await issueToken(database.db, app.signingKey, await userId('medewerker2'), 60);
    const me = caller(app, token);
    expect((await me.get('/api/v1/profile')).status).toBe(200);
    await revokeSession(database.db, sessionId);
    expect((await me.get('/api/v1/profile')).status).toBe(401);

    const other = caller(app, (await issueToken(database.db, app.signingKey, await userId('medewerker2'), 60)).token);
    expect((await other.get('/api/v1/profile')).status).toBe(200);
    await database.db.update(gebruikers).set({ active: false }).where(eq(gebruikers.username, 'medewerker2'));
    try {
      expect((await other.get('/api/v1/profile')).status).toBe(401);
    } finally {
      await database.db.update(gebruikers).set({ active: true }).where(eq(gebruikers.username, 'medewerker2'));
    }
  });

  it('refuses a session the database let expire', async () => {
    const { token, sessionId } = await issueToken(database.db, app.signingKey, await userId('employee'), 60);
    const me = caller(app, token);
    expect((await me.get('/api/v1/profile')).status).toBe(200);
    await database.db.update(sessies).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessies.id, sessionId));
    expect((await me.get('/api/v1/profile')).status).toBe(401);
  });

  it('refuses a remembered token from its expiry on, although its session row still counts', async () => {
    const { token, sessionId, expiresAt } = await issueToken(database.db, app.signingKey, await userId('employee'), 1.5 / 60);
    await database.db.update(sessies).set({ expiresAt: new Date(Date.now() + 3_600_000) }).where(eq(sessies.id, sessionId));
    const me = caller(app, token);
    expect((await me.get('/api/v1/profile')).status).toBe(200);
    // The token's exp is in whole seconds; wait until that second has come.
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(expiresAt.getTime() / 1000) * 1000 - Date.now() + 50));
    expect((await me.get('/api/v1/profile')).status).toBe(401);
  });
});

describe('tokenVerifier', () => {
  const signatureChecks = () => vi.spyOn(crypto.subtle, 'verify');

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('checks a genuine token once and answers its session from then on; refuses a forged one or another key', async () => {
    const { token, sessionId } = await issueToken(database.db, app.signingKey, await userId('employee'), 60);
    const verify = tokenVerifier(app.signingKey);
    const checks = signatureChecks();
    expect(await verify(token)).toBe(sessionId);
    expect(await verify(token)).toBe(sessionId);
    expect(checks).toHaveBeenCalledTimes(1);
    expect(await verify(`${token.slice(0, -4)}AAAA`)).toBeNull();
    expect(await verify(`${token.slice(0, -4)}AAAA`)).toBeNull();
    expect(checks).toHaveBeenCalledTimes(3);
    expect(await tokenVerifier(new TextEncoder().encode('another key'))(token)).toBeNull();
  });

  it('forgets the least recently used token when full', async () => {
    const id = await userId('employee');
    const [a, b, c] = [await issueToken(database.db, app.signingKey, id, 60), await issueToken(database.db, app.signingKey, id, 60), await issueToken(database.db, app.signingKey, id, 60)];
    const verify = tokenVerifier(app.signingKey, 2);
    await verify(a.token);
    await verify(b.token);
    await verify(a.token);
    await verify(c.token);
    const checks = signatureChecks();
    expect(await verify(a.token)).toBe(a.sessionId);
    expect(await verify(c.token)).toBe(c.sessionId);
    expect(checks).not.toHaveBeenCalled();
    expect(await verify(b.token)).toBe(b.sessionId);
    expect(checks).toHaveBeenCalledTimes(1);
  });
});
