import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikers, mails, postvakken, teams } from '../../db/schema';
import { personName } from '../../../contract/names';
import { containing } from '../../crud/list-query';
import { teamScope } from '../beheer/teams';
import type { SessionUser } from '../permissions/access';
import { ownMailboxId } from './mailboxes';

const RECENT_MESSAGES = 200;
const RECENT_CONTACTS = 20;
/** How many colleagues and teams one search offers: the list under the field, not a directory. */
const FOUND_CONTACTS = 20;

type Tag = { email: string; tagTitle: string; type: 'GEBRUIKER' | 'TEAM' | 'EXTERNAL' };

/**
 * The people and teams owning these addresses' active mailboxes, as recipient tags: a local
 * address is never "extern", whoever it belongs to (docs/mail.md "Recipients").
 */
async function localTags(db: Db, addresses: readonly string[]) {
  if (!addresses.length) return new Map<string, Tag>();
  const boxes = await db
    .select({ adres: postvakken.adres, person: gebruikers, team: teams })
    .from(postvakken)
    .leftJoin(gebruikers, eq(gebruikers.id, postvakken.gebruikerId))
    .leftJoin(teams, eq(teams.id, postvakken.teamId))
    .where(and(inArray(postvakken.adres, [...addresses]), eq(postvakken.actief, true)))
    .orderBy(asc(postvakken.id));
  const tags = new Map<string, Tag>();
  for (const box of boxes) {
    if (tags.has(box.adres)) continue;
    if (box.person) tags.set(box.adres, { email: box.adres, tagTitle: personName(box.person), type: 'GEBRUIKER' });
    else if (box.team) tags.set(box.adres, { email: box.adres, tagTitle: box.team.teamNaam, type: 'TEAM' });
  }
  return tags;
}

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
  const local = await localTags(db, addresses);
  return addresses.map((email): Tag => local.get(email) ?? { email, tagTitle: seen.get(email) || email, type: 'EXTERNAL' });
}

/**
 * The colleagues a user may look up by name: the people of their own organisation, as a
 * Postvakrecht is bounded (docs/mail.md "Rights"): staff the processor's staff, a lender's
 * people their money provider's, an adviser their office's.
 */
function colleagues(user: SessionUser): SQL {
  if (user.typeCode === 'A') return and(eq(gebruikers.typeCode, 'A'), eq(gebruikers.kantoorId, user.kantoorId ?? -1))!;
  if (user.typeCode === 'H') return and(eq(gebruikers.typeCode, 'H'), eq(gebruikers.geldverstrekkerId, user.geldverstrekkerId ?? -1))!;
  return inArray(gebruikers.typeCode, ['M', 'E', 'B', 'V']);
}

/**
 * GET /new/mail/contacts?search=: the active colleagues and teams whose name or address holds the
 * text, as recipient tags; a name is matched whole ("J. de Ruiter"), so a surname with its
 * infix ("de Ruiter") is found as it is written. Colleagues first, each group by name.
 */
export async function findContacts(db: Db, user: SessionUser, search: string): Promise<Tag[]> {
  const text = containing(search.replace(/\s+/g, ' '));
  const fullName = sql`concat_ws(' ', nullif(${gebruikers.voorLetters}, ''), ${gebruikers.tussenVoegsels}, ${gebruikers.achterNaam})`;
  const people = await db
    .select({ adres: postvakken.adres, person: gebruikers })
    .from(postvakken)
    .innerJoin(gebruikers, eq(gebruikers.id, postvakken.gebruikerId))
    .where(
      and(
        eq(postvakken.actief, true),
        eq(gebruikers.active, true),
        ne(gebruikers.id, user.id),
        colleagues(user),
        or(sql`${fullName} ilike ${text}`, sql`${postvakken.adres} ilike ${text}`),
      ),
    )
    .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.voorLetters), asc(gebruikers.id))
    .limit(FOUND_CONTACTS);
  const found = await db
    .select({ adres: postvakken.adres, teamNaam: teams.teamNaam })
    .from(postvakken)
    .innerJoin(teams, eq(teams.id, postvakken.teamId))
    .where(and(eq(postvakken.actief, true), eq(teams.active, true), teamScope(user), or(sql`${teams.teamNaam} ilike ${text}`, sql`${postvakken.adres} ilike ${text}`)))
    .orderBy(asc(teams.teamNaam), asc(teams.id))
    .limit(FOUND_CONTACTS);
  return [
    ...people.map((p): Tag => ({ email: p.adres, tagTitle: personName(p.person), type: 'GEBRUIKER' })),
    ...found.map((t): Tag => ({ email: t.adres, tagTitle: t.teamNaam, type: 'TEAM' })),
  ].slice(0, FOUND_CONTACTS);
}

/**
 * POST /new/mail/contacts/resolve: addresses as recipient tags, so a reply to a colleague or a
 * team, or an address of theirs typed in full, carries their name and is not marked "extern";
 * only an address without an active mailbox here is EXTERNAL.
 */
export async function resolveContacts(db: Db, emails: readonly string[]): Promise<Tag[]> {
  const addresses = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const local = await localTags(db, addresses);
  return addresses.map((email) => local.get(email) ?? { email, tagTitle: email, type: 'EXTERNAL' });
}
