import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikers, sessies, wachtwoordLinks } from '../../db/schema';
import { general, validationError } from '../../errors';
import type { Tx } from '../dossiers/audit';
import type { Mailer } from '../mail/outbox';
import { PASSWORD_MESSAGES } from '../../../contract/account-security';
import { assertNotLocked, clearFailedAttempts, recordFailedAttempt } from './login';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-rules';
import { logSecurity } from './security-log';

/** Said for an unknown, used and expired link alike: a guessed token learns nothing. */
export const LINK_EXPIRED = 'Deze link is verlopen of al gebruikt. Vraag een nieuwe link aan.';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const liveLink = (db: Db, token: string) =>
  db
    .select({ id: wachtwoordLinks.id, gebruikerId: wachtwoordLinks.gebruikerId, username: gebruikers.username })
    .from(wachtwoordLinks)
    .innerJoin(gebruikers, eq(gebruikers.id, wachtwoordLinks.gebruikerId))
    .where(and(eq(wachtwoordLinks.tokenHash, tokenHash(token)), isNull(wachtwoordLinks.usedAt), gt(wachtwoordLinks.expiresAt, new Date())))
    .then((rows) => rows[0]);

/** Ends the user's sessions, all of them or all but the one in use. */
async function revokeSessions(db: Db | Tx, userId: number, keepSessionId?: string) {
  await db
    .update(sessies)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessies.gebruikerId, userId), isNull(sessies.revokedAt), keepSessionId ? ne(sessies.id, keepSessionId) : undefined));
}

async function checkedHash(password: string, username: string, field = 'password', label = 'Wachtwoord') {
  const problem = await passwordProblem(password, username);
  if (problem) throw validationError({ [field]: problem }, { [field]: label });
  return hashPassword(password);
}

/** Sets the password behind a one-time link, ends every session of that user and the lock of failed sign-ins. */
export async function setPasswordByLink(db: Db, token: string, password: string, ip: string) {
  const link = await liveLink(db, token);
  if (!link) throw general(410, LINK_EXPIRED);
  const passwordHash = await checkedHash(password, link.username);
  await db.transaction(async (tx) => {
    // The used-at guard in the update makes a link work once even when two requests race.
    const [used] = await tx
      .update(wachtwoordLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(wachtwoordLinks.id, link.id), isNull(wachtwoordLinks.usedAt)))
      .returning({ id: wachtwoordLinks.id });
    if (!used) throw general(410, LINK_EXPIRED);
    await tx.update(gebruikers).set({ passwordHash, updatedAt: new Date() }).where(eq(gebruikers.id, link.gebruikerId));
    await revokeSessions(tx, link.gebruikerId);
    // Whoever can open the mailbox's link is the user: the lock that failed sign-ins set is over.
    await clearFailedAttempts(tx, link.username);
  });
  await logSecurity(db, { event: 'WACHTWOORD_RESET', userId: link.gebruikerId, username: link.username, ip });
}

/** A signed-in user's own change: the current password first; their other sessions end. */
export async function changeOwnPassword(
  db: Db,
  user: { id: number; username: string; sessionId: string },
  current: string,
  next: string,
  ip: string,
  verify: (hash: string | null, password: string) => Promise<boolean>,
) {
  await assertNotLocked(db, user.username);
  const [row] = await db.select({ passwordHash: gebruikers.passwordHash }).from(gebruikers).where(eq(gebruikers.id, user.id));
  if (!(await verify(row?.passwordHash ?? null, current))) {
    await recordFailedAttempt(db, user.username, ip);
    throw validationError({ currentPassword: PASSWORD_MESSAGES.currentWrong }, { currentPassword: 'Huidig wachtwoord' });
  }
  const passwordHash = await checkedHash(next, user.username, 'newPassword', 'Nieuw wachtwoord');
  await db.transaction(async (tx) => {
    await tx.update(gebruikers).set({ passwordHash, updatedAt: new Date(), version: sql`${gebruikers.version} + 1` }).where(eq(gebruikers.id, user.id));
    await revokeSessions(tx, user.id, user.sessionId);
  });
  await logSecurity(db, { event: 'WACHTWOORD_GEWIJZIGD', userId: user.id, username: user.username, ip });
}

/**
 * "Wachtwoord vergeten": a single-use link by mail to every active account with this address.
 * Runs after the answer has gone out, so a known and an unknown address answer alike, also in time.
 */
export async function sendResetMail(db: Db, mailer: Mailer, options: { publicUrl: string; ttlMinutes: number }, email: string, ip: string) {
  const users = await db
    .select({ id: gebruikers.id, username: gebruikers.username, email: gebruikers.email })
    .from(gebruikers)
    .where(and(sql`lower(${gebruikers.email}) = ${email.trim().toLowerCase()}`, eq(gebruikers.active, true)));
  for (const user of users) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(wachtwoordLinks).values({ gebruikerId: user.id, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + options.ttlMinutes * 60_000) });
    const link = `${options.publicUrl}/auth/password-reset/${token}`;
    await mailer.send({
      to: user.email,
      subject: 'Wachtwoord opnieuw instellen',
      text: [
        'Beste gebruiker,',
        '',
        `Er is gevraagd het wachtwoord van gebruikersnaam ${user.username} opnieuw in te stellen. Dat doet u via deze link:`,
        '',
        link,
        '',
        `De link werkt één keer en is ${options.ttlMinutes} minuten geldig. Heeft u dit niet zelf gevraagd, dan kunt u deze mail negeren.`,
      ].join('\n'),
    });
    await logSecurity(db, { event: 'WACHTWOORD_RESET_AANGEVRAAGD', userId: user.id, username: user.username, ip });
  }
}
