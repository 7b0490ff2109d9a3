import { and, asc, eq } from 'drizzle-orm';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { gebruikers, gebruikerTeams, postvakken, teams } from '../../db/schema';
import { validationError } from '../../errors';

const LABELS = { gebruikerId: 'Medewerker', postvakId: 'Mag het postvak lezen van', versturen: 'Mag versturen namens dit postvak' };

/** Whose a user, a team or a mailbox is: the processor, one money provider, or one adviser's office. */
const organisation = (owner: { typeCode?: string; kantoorId?: number | null; geldverstrekkerId?: number | null; moneyProviderId?: number | null }) => {
  if (owner.typeCode === 'A') return `kantoor:${owner.kantoorId}`;
  if (owner.typeCode === 'H') return `geldverstrekker:${owner.geldverstrekkerId}`;
  if (owner.moneyProviderId) return `geldverstrekker:${owner.moneyProviderId}`;
  return 'organisatie';
};

/** Every mailbox, by name with its address (the Beheer choice). */
export async function allMailboxes(db: Db) {
  const rows = await db
    .select({ box: postvakken, person: gebruikers, team: teams })
    .from(postvakken)
    .leftJoin(gebruikers, eq(gebruikers.id, postvakken.gebruikerId))
    .leftJoin(teams, eq(teams.id, postvakken.teamId))
    .orderBy(asc(postvakken.teamId), asc(gebruikers.achterNaam), asc(teams.teamNaam), asc(postvakken.id));
  return rows.map(({ box, person, team }) => ({
    id: box.id,
    naam: `${person ? personName(person) : `Team ${team?.teamNaam ?? ''}`} (${box.adres})`,
    soort: box.teamId === null ? ('GEBRUIKER' as const) : ('TEAM' as const),
    actief: box.actief,
  }));
}

/** The users a right can be given to: every active user, by surname. */
export async function mailReaders(db: Db) {
  const rows = await db.select().from(gebruikers).where(eq(gebruikers.active, true)).orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
  return rows.map((u) => ({ id: u.id, naam: `${personName(u)} (${u.username})` }));
}

/**
 * A right is for a mailbox of the holder's own organisation (docs/mail.md "Rights"): an adviser
 * reads only mailboxes of their own office, a lender's people only their money provider's, staff
 * only the processor's. The own mailbox needs no right; a team's member reads the team's mailbox
 * already, so their right is only for sending as it.
 */
export async function checkRight(db: Db, body: { gebruikerId: number; postvakId: number; versturen?: boolean }) {
  const [holder] = await db.select().from(gebruikers).where(eq(gebruikers.id, body.gebruikerId));
  if (!holder) throw validationError({ gebruikerId: 'Onbekende medewerker.' }, LABELS);
  const [box] = await db.select().from(postvakken).where(eq(postvakken.id, body.postvakId));
  if (!box) throw validationError({ postvakId: 'Onbekend postvak.' }, LABELS);
  if (box.gebruikerId === holder.id) throw validationError({ postvakId: 'Het eigen postvak leest iedereen al.' }, LABELS);
  const [owner] = box.gebruikerId === null ? await db.select().from(teams).where(eq(teams.id, box.teamId!)) : await db.select().from(gebruikers).where(eq(gebruikers.id, box.gebruikerId));
  if (organisation(owner) !== organisation(holder)) throw validationError({ postvakId: 'Dit postvak hoort bij een andere organisatie.' }, LABELS);
  if (box.teamId !== null && !body.versturen) {
    const [member] = await db.select().from(gebruikerTeams).where(and(eq(gebruikerTeams.gebruikerId, holder.id), eq(gebruikerTeams.teamId, box.teamId)));
    if (member) throw validationError({ versturen: 'Als teamlid leest deze medewerker het teampostvak al: een recht is alleen nodig om namens het team te versturen.' }, LABELS);
  }
}

