import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikers, mails, postvakken, teams } from '../../db/schema';
import { personName } from '../../../contract/names';
import type { SessionUser } from '../permissions/access';
import { ownMailboxId } from './mailboxes';

const RECENT_MESSAGES = 200;
const RECENT_CONTACTS = 20;

/**
 * GET /new/mail/contacts/recent: the addresses the user wrote to or heard from in their own
 * mailbox, most recent first, as recipient tags: a user's or team's address with its name and
 * kind, any other as EXTERNAL (spec 002 §3).
 */
export async function recentContacts(db: Db, user: SessionUser) {
  const own = await ownMailboxId(db, user.id);
  const rows = await db
    .select({ richting: mails.richting, aan: mails.aan, cc: mails.cc, vanAdres: mails.vanAdres, vanNaam: mails.vanNaam })
    .from(mails)
    .where(eq(mails.postvakId, own))
    .orderBy(desc(mails.ontvangenOp), desc(mails.id))
    .limit(RECENT_MESSAGES);
  const [self] = await db.select({ adres: postvakken.adres }).from(postvakken).where(eq(postvakken.id, own));
  const seen = new Map<string, string | null>();
  for (const row of rows) {
    const named = row.richting === 'UIT' ? [...row.aan, ...row.cc] : [{ email: row.vanAdres, naam: row.vanNaam }];
    for (const a of named) if (a.email !== self.adres && !seen.has(a.email) && a.email.includes('@')) seen.set(a.email, a.naam);
    if (seen.size >= RECENT_CONTACTS) break;
  }
  const addresses = [...seen.keys()].slice(0, RECENT_CONTACTS);
  const boxes = addresses.length
    ? await db
        .select({ adres: postvakken.adres, person: gebruikers, team: teams })
        .from(postvakken)
        .leftJoin(gebruikers, eq(gebruikers.id, postvakken.gebruikerId))
        .leftJoin(teams, eq(teams.id, postvakken.teamId))
        .where(inArray(postvakken.adres, addresses))
    : [];
  return addresses.map((email) => {
    const box = boxes.find((b) => b.adres === email);
    if (box?.person) return { email, tagTitle: personName(box.person), type: 'GEBRUIKER' as const };
    if (box?.team) return { email, tagTitle: box.team.teamNaam, type: 'TEAM' as const };
    return { email, tagTitle: seen.get(email) || email, type: 'EXTERNAL' as const };
  });
}
