import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTickets } from '../../db/schema';

/** Seconds a stream ticket stays redeemable: long enough for the browser to open the EventSource. */
const TICKET_TTL_SECONDS = 30;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** POST /events/ticket: a random single-use ticket bound to the caller's session. */
export async function issueTicket(db: Db, sessionId: string) {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TICKET_TTL_SECONDS * 1000);
  await db.delete(eventTickets).where(lt(eventTickets.expiresAt, new Date()));
  await db.insert(eventTickets).values({ hash: hashOf(ticket), sessieId: sessionId, expiresAt });
  return { ticket, expiresAt };
}

/** The session a ticket was issued to, once: redeeming deletes it, on whichever API server. */
export async function redeemTicket(db: Db, ticket: string): Promise<string | null> {
  const [row] = await db
    .delete(eventTickets)
    .where(and(eq(eventTickets.hash, hashOf(ticket)), gt(eventTickets.expiresAt, new Date())))
    .returning({ sessieId: eventTickets.sessieId });
  return row?.sessieId ?? null;
}
