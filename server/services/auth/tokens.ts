import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { instellingen, sessies } from '../../db/schema';

const ISSUER = 'hypotheek-backoffice';

/**
 * The signing key: SESSION_SECRET when set, else one generated once and kept in the database so
 * every API server on that database accepts the same tokens.
 */
export async function loadSigningKey(db: Db, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(instellingen).values({ sleutel: 'token-key', waarde: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(instellingen).where(eq(instellingen.sleutel, 'token-key'));
  return new TextEncoder().encode(row.waarde);
}

/** Starts a session and signs a token for it; the token's jti is the session id. */
export async function issueToken(db: Db, key: Uint8Array, userId: number, ttlMinutes: number) {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  await db.insert(sessies).values({ id: sessionId, gebruikerId: userId, expiresAt });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setJti(sessionId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt, sessionId };
}

/** The session id of a valid, unexpired token, or null. Revocation is checked against the database. */
export async function verifyToken(key: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.jti ?? null;
  } catch {
    return null;
  }
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessies).set({ revokedAt: new Date() }).where(eq(sessies.id, sessionId));
}
