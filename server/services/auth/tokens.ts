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

async function verifiedClaims(key: Uint8Array, token: string) {
  try {
    return (await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] })).payload;
  } catch {
    return null;
  }
}

/** The session id of a valid, unexpired token, or null. Revocation is checked against the database. */
export async function verifyToken(key: Uint8Array, token: string): Promise<string | null> {
  return (await verifiedClaims(key, token))?.jti ?? null;
}

/** Verified tokens a server remembers; a few hundred bytes each. */
const VERIFIED_TOKENS = 10_000;

/**
 * `verifyToken` for one key that remembers what it verified until the token expires: the HMAC
 * check (WebCrypto, asynchronous) costs more than the rest of a small call outside the database.
 * A remembered token only stands for a genuine signature; whether its session still counts
 * (signed out, revoked, past its end, the user deactivated) is read from the database on every
 * request by loadSessionUser, so a sign-out or revocation applies at once. The least recently
 * used token goes first when the cache is full.
 */
export function tokenVerifier(key: Uint8Array, capacity = VERIFIED_TOKENS) {
  const verified = new Map<string, { sessionId: string; expiresAtMs: number }>();
  return async (token: string): Promise<string | null> => {
    const known = verified.get(token);
    if (known) {
      verified.delete(token);
      // jose refuses a token from its `exp` second on; so does the cache.
      if (Date.now() < known.expiresAtMs) {
        verified.set(token, known);
        return known.sessionId;
      }
      return null;
    }
    const claims = await verifiedClaims(key, token);
    if (!claims?.jti) return null;
    if (typeof claims.exp === 'number') {
      if (verified.size >= capacity) verified.delete(verified.keys().next().value!);
      verified.set(token, { sessionId: claims.jti, expiresAtMs: claims.exp * 1000 });
    }
    return claims.jti;
  };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessies).set({ revokedAt: new Date() }).where(eq(sessies.id, sessionId));
}
