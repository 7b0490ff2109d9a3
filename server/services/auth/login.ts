import { and, eq, gt, min, sql } from 'drizzle-orm';
import { SERVER_MESSAGES, tooManyAttempts } from '../../../contract/errors';
import type { Db } from '../../db/client';
import type { Tx } from '../dossiers/audit';
import { gebruikers, loginPogingen } from '../../db/schema';
import { general } from '../../errors';
import { verifyPassword } from './passwords';
import { logSecurity } from './security-log';

const MAX_FAILED_ATTEMPTS = 5;
const ATTEMPT_WINDOW_MINUTES = 15;

const normaliseUsername = (raw: string) => raw.trim().toLowerCase();

/**
 * Five failures within fifteen minutes lock a user name until the oldest of them has left the
 * window. The lock counts per user name so that one attacker cannot hide behind many addresses;
 * wrong passwords and wrong second-factor codes count alike.
 */
export async function assertNotLocked(db: Db, username: string) {
  const windowStart = sql`now() - make_interval(mins => ${ATTEMPT_WINDOW_MINUTES})`;
  const [failures] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: min(loginPogingen.at) })
    .from(loginPogingen)
    .where(and(eq(loginPogingen.username, username), gt(loginPogingen.at, windowStart)));
  if (failures.count >= MAX_FAILED_ATTEMPTS && failures.oldest) {
    const unlockAt = new Date(failures.oldest).getTime() + ATTEMPT_WINDOW_MINUTES * 60_000;
    const minutes = Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
    throw general(429, tooManyAttempts(minutes));
  }
}

export const recordFailedAttempt = (db: Db, username: string, ip: string) => db.insert(loginPogingen).values({ username, ip });

export const clearFailedAttempts = (db: Db | Tx, username: string) => db.delete(loginPogingen).where(eq(loginPogingen.username, normaliseUsername(username)));

/** Checks a user name and password. Wrong name and wrong password answer alike. */
export async function checkCredentials(db: Db, rawUsername: string, password: string, ip: string) {
  const username = normaliseUsername(rawUsername);
  await assertNotLocked(db, username);
  const [user] = await db.select().from(gebruikers).where(eq(gebruikers.username, username));
  const valid = await verifyPassword(user?.active ? user.passwordHash : null, password);
  if (!user || !user.active || !valid) {
    await recordFailedAttempt(db, username, ip);
    await logSecurity(db, { event: 'AANMELDING_MISLUKT', userId: user?.id, username, ip });
    throw general(401, SERVER_MESSAGES.badCredentials);
  }
  // The failures are cleared only once the whole sign-in succeeds (sessions.ts): a right password
  // must not reset the count of wrong second-factor codes.
  return user;
}
