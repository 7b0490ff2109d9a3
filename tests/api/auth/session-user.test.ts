import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gebruikerRollen, gebruikers } from '../../../server/db/schema';
import { loadSessionUser } from '../../../server/services/auth/session-user';
import { issueToken, revokeSession } from '../../../server/services/auth/tokens';
import { userKey } from '../../../server/services/permissions/access';
import { caller, testServer } from '../helpers';

const { app, database } = await testServer();
const { db } = database;

async function session(username: string) {
  const [user] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, username));
  const issued = await issueToken(db, app.signingKey, user.id, 60);
  return { userId: user.id, ...issued };
}

// The server hands a session's requests the same user object while the database still gives the
// same row for it (server/services/auth/session-user.ts); these check that it never stands in for a changed one.
describe('the user of a session, loaded on every request', () => {
  it('is the same object while nothing changed, with the same statement key as another session of that user', async () => {
    const one = await session('medewerker3');
    const other = await session('medewerker3');
    const first = await loadSessionUser(db, one.sessionId);
    expect(first).not.toBeNull();
    expect(await loadSessionUser(db, one.sessionId)).toBe(first);
    const second = await loadSessionUser(db, other.sessionId);
    expect(second).not.toBe(first);
    expect(userKey(second!)).toBe(userKey(first!));
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('holds the permissions of right now: a role taken away refuses the next request, given back allows it again', async () => {
    const { userId, token, sessionId } = await session('medewerker4');
    const me = caller(app, token);
    expect((await me.get('/api/v1/dossiers?page=0&size=5')).status).toBe(200);
    const before = (await loadSessionUser(db, sessionId))!;
    const roles = await db.select().from(gebruikerRollen).where(eq(gebruikerRollen.gebruikerId, userId));
    expect(roles.length).toBeGreaterThan(0);
    await db.delete(gebruikerRollen).where(eq(gebruikerRollen.gebruikerId, userId));
    try {
      expect((await me.get('/api/v1/dossiers?page=0&size=5')).status).toBe(403);
      const after = (await loadSessionUser(db, sessionId))!;
      expect(after).not.toBe(before);
      expect(after.permissions.size).toBe(0);
      expect(userKey(after)).not.toBe(userKey(before));
    } finally {
      await db.insert(gebruikerRollen).values(roles);
    }
    expect((await me.get('/api/v1/dossiers?page=0&size=5')).status).toBe(200);
    expect((await loadSessionUser(db, sessionId))!.permissions).toEqual(before.permissions);
  });

  it('follows a changed office, and is gone at sign-out', async () => {
    const { userId, token, sessionId } = await session('medewerker5');
    const before = (await loadSessionUser(db, sessionId))!;
    const [{ kantoorId }] = await db.select({ kantoorId: gebruikers.kantoorId }).from(gebruikers).where(eq(gebruikers.id, userId));
    const [elsewhere] = await db.select({ kantoorId: gebruikers.kantoorId }).from(gebruikers).where(eq(gebruikers.username, 'adviseur1'));
    expect(elsewhere.kantoorId).not.toBe(kantoorId);
    await db.update(gebruikers).set({ kantoorId: elsewhere.kantoorId }).where(eq(gebruikers.id, userId));
    try {
      const moved = (await loadSessionUser(db, sessionId))!;
      expect(moved.kantoorId).toBe(elsewhere.kantoorId);
      expect(userKey(moved)).not.toBe(userKey(before));
    } finally {
      await db.update(gebruikers).set({ kantoorId }).where(eq(gebruikers.id, userId));
    }
    const me = caller(app, token);
    expect((await me.get('/api/v1/profile')).status).toBe(200);
    await revokeSession(db, sessionId);
    expect(await loadSessionUser(db, sessionId)).toBeNull();
    expect((await me.get('/api/v1/profile')).status).toBe(401);
  });
});
