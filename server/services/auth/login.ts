import { and, eq, gt, min, sql } from 'drizzle-orm';
import { SERVER_MESSAGES, tooManyAttempts } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { gebruikers, loginPogingen } from '../../db/schema';
import { general } from '../../errors';
import { verifyPassword } from './passwords';

export const MAX_FAILED_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MINUTES = 15;

/**
 * Checks a user name and password. Five failures within fifteen minutes lock that user name until
 * the oldest of them has left the window; the lock counts per user name so that one attacker
 * cannot hide behind many addresses. Wrong name and wrong password answer alike.
 */
export async function checkCredentials(db: Db, rawUsername: string, password: string, ip: string) {
  const username = rawUsername.trim().toLowerCase();
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

  const [user] = await db.select().from(gebruikers).where(eq(gebruikers.username, username));
  const valid = await verifyPassword(user?.active ? user.passwordHash : null, password);
  if (!user || !user.active || !valid) {
    await db.insert(loginPogingen).values({ username, ip });
    throw general(401, SERVER_MESSAGES.badCredentials);
  }
  await db.delete(loginPogingen).where(eq(loginPogingen.username, username));
  return user;
}
