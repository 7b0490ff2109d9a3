import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dossiers, gebruikers, gebruikerTeams, mails, postvakken, postvakRechten, teams } from '../../../server/db/schema';
import { userRow } from '../dossier-detail/fixtures';
import { signIn, ownServer } from '../helpers';
import { userWith } from '../uploads';

/**
 * One search over mail (GET /api/v1/zoeken, docs/search.md "Adding a source"): a message by the
 * words of its subject, sender and text, only in the mailboxes the user reads by the mail screens'
 * rule (own, their teams', those granted in Beheer), only for who holds MENU_BERICHTEN_VIEW.
 */
// Its own database: the hand-checked figures sum over every row, which other files would move.
const { app, database } = await ownServer();
afterAll(async () => {
  await app.close();
  await database.close();
});
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const staff = await userRow(db, 'medewerker');
const adviser = await userRow(db, 'adviseur');
const [colleague] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'medewerker1'));
// The demo grants the medewerker a colleague's mailbox; these tests grant and take back their own.
await db.delete(postvakRechten).where(eq(postvakRechten.gebruikerId, staff.id));

type Hit = { soort: string; id: number; dossierId: number | null; titel: string; omschrijving: string; fragment: string | null; dossierSoort: string | null };
const find = async (caller: typeof medewerker, q: string, extra = '') => {
  const res = await caller.get(`/api/v1/zoeken?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { content: Hit[]; totalElements: number; aantallen: Record<string, number> };
};
const mailIds = (body: { content: Hit[] }) => body.content.filter((h) => h.soort === 'mail').map((h) => h.id);

const boxOf = async (where: ReturnType<typeof eq>) => (await db.select().from(postvakken).where(where))[0].id;
let sequence = 0;
const mail = async (postvakId: number, fields: Partial<typeof mails.$inferInsert>) => {
  const [row] = await db
    .insert(mails)
    .values({ postvakId, richting: 'IN', vingerafdruk: `zoek-mail-${++sequence}`, vanAdres: 'p.vos@taxatie.example.nl', vanNaam: 'P. Vos', ...fields })
    .returning({ id: mails.id });
  return row.id;
};

// Words no generated data holds, in the mailboxes of the medewerker, a colleague, a new team and the adviser.
const [dossier] = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.cds, false), eq(dossiers.btl, false))).orderBy(asc(dossiers.id)).limit(1);
const own = await mail(await boxOf(eq(postvakken.gebruikerId, staff.id)), {
  onderwerp: 'Taxatie Pruimenlaan',
  tekst: 'De taxateur komt dinsdag kijken; de kwartelkoning in de tuin is geen bezwaar voor de waardering.',
  dossierId: dossier.id,
});
const ownArchived = await mail(await boxOf(eq(postvakken.gebruikerId, staff.id)), { onderwerp: '', tekst: 'Gearchiveerd: de Zwanebloem-offerte is getekend.', gearchiveerd: true });
const colleagues = await mail(await boxOf(eq(postvakken.gebruikerId, colleague.id)), { onderwerp: 'Kwartelkoning bij de collega', tekst: 'Alleen voor de collega.' });
const [team] = await db.insert(teams).values({ teamNaam: 'Zoekteam', teamEmail: 'zoekteam@backoffice.example.nl' }).returning();
const teamMail = await mail(await boxOf(eq(postvakken.teamId, team.id)), { onderwerp: 'Kwartelkoning voor het team', tekst: 'Het team pakt dit op.' });
const advisers = await mail(await boxOf(eq(postvakken.gebruikerId, adviser.id)), { onderwerp: 'Kwartelkoning bij de adviseur', tekst: 'Alleen voor de adviseur.', vanAdres: 'klant@example.nl', vanNaam: null });

describe('one search: mail', () => {
  it('finds a message of the own mailbox by a word of its subject, its text and its sender, with the matching fragment', async () => {
    const subject = await find(medewerker, 'pruimenlaan');
    expect(subject.content.map((h) => [h.soort, h.id])).toEqual([['mail', own]]);
    expect(subject.content[0]).toMatchObject({ titel: 'Taxatie Pruimenlaan', omschrijving: `P. Vos · Dossier ${dossier.id}`, dossierId: dossier.id, dossierSoort: 'dossier' });
    const text = await find(medewerker, 'waardering', '&soort=mail');
    expect(mailIds(text)).toEqual([own]);
    expect(text.content[0].fragment).toContain('«waardering»');
    expect(mailIds(await find(medewerker, 'vos pruimenlaan', '&soort=mail'))).toEqual([own]);
  });

  it('finds archived mail too, untitled as "(geen onderwerp)"', async () => {
    const found = await find(medewerker, 'zwanebloem');
    expect(found.content).toMatchObject([{ soort: 'mail', id: ownArchived, titel: '(geen onderwerp)', omschrijving: 'P. Vos', dossierId: null, dossierSoort: null }]);
  });

  it("finds a colleague's mail only with a right to that mailbox", async () => {
    expect(mailIds(await find(medewerker, 'kwartelkoning', '&soort=mail'))).toEqual([own]);
    const [right] = await db.insert(postvakRechten).values({ gebruikerId: staff.id, postvakId: await boxOf(eq(postvakken.gebruikerId, colleague.id)) }).returning();
    try {
      const found = await find(medewerker, 'kwartelkoning', '&soort=mail');
      expect(mailIds(found).sort()).toEqual([own, colleagues].sort());
      expect(found.aantallen).toMatchObject({ mail: 2 });
      expect(mailIds(found)).not.toContain(advisers);
      expect(mailIds(found)).not.toContain(teamMail);
    } finally {
      await db.delete(postvakRechten).where(eq(postvakRechten.id, right.id));
    }
    expect(mailIds(await find(medewerker, 'kwartelkoning', '&soort=mail'))).toEqual([own]);
  });

  it("finds a team's mail for its members only", async () => {
    const reader = await userWith(app, beheerder, 'mail-zoeker', 'M', ['MENU_BERICHTEN_VIEW']);
    const { id: readerId } = (await db.select().from(gebruikers).where(eq(gebruikers.username, 'mail-zoeker')))[0];
    expect(await find(reader, 'kwartelkoning')).toMatchObject({ content: [], aantallen: { mail: 0 } });
    await db.insert(gebruikerTeams).values({ gebruikerId: readerId, teamId: team.id });
    expect(mailIds(await find(reader, 'kwartelkoning'))).toEqual([teamMail]);
    await db.delete(gebruikerTeams).where(and(eq(gebruikerTeams.gebruikerId, readerId), eq(gebruikerTeams.teamId, team.id)));
    expect(mailIds(await find(reader, 'kwartelkoning'))).toEqual([]);
  });

  it('gives an adviser the mail of its own mailbox only', async () => {
    const found = await find(adviseur, 'kwartelkoning');
    expect(mailIds(found)).toEqual([advisers]);
    expect(found.content[0]).toMatchObject({ titel: 'Kwartelkoning bij de adviseur', omschrijving: 'klant@example.nl', dossierId: null });
    expect(found.aantallen.mail).toBe(1);
    expect(mailIds(await find(adviseur, 'pruimenlaan'))).toEqual([]);
  });

  it('searches no mail for a user without MENU_BERICHTEN_VIEW, and names no mail kind for them', async () => {
    const found = await find(beheerder, 'kwartelkoning');
    expect(found.content).toEqual([]);
    expect(found.aantallen).not.toHaveProperty('mail');
    expect(await find(beheerder, 'kwartelkoning', '&soort=mail')).toMatchObject({ content: [], totalElements: 0, aantallen: {} });
  });

  // Once the user's mailboxes hold under a tenth of all mail, the search keeps to them in the index
  // ('@postvak<id>' lexemes, docs/search.md "The user's rights") instead of by the rows' mailbox.
  it('keeps to the readable mailboxes as well when they hold a small share of all mail', async () => {
    const [elsewhere] = await db.insert(teams).values({ teamNaam: 'Ruisteam', teamEmail: 'ruisteam@backoffice.example.nl' }).returning();
    const noise = await boxOf(eq(postvakken.teamId, elsewhere.id));
    await db.execute(sql`
      insert into mails (postvak_id, richting, vingerafdruk, van_adres, onderwerp, tekst)
      select ${noise}, 'IN', 'ruis-' || g, 'ruis@example.nl', 'Kwartelkoning elders', 'Voor niemand van hier.' from generate_series(1, 1000) g`);
    const adviser = await find(adviseur, 'kwartelkoning', '&soort=mail');
    expect(mailIds(adviser)).toEqual([advisers]);
    expect(adviser.aantallen.mail).toBe(1);
    const staffFound = mailIds(await find(medewerker, 'kwartelkoning', '&soort=mail&size=50'));
    expect(staffFound).toContain(own);
    expect(staffFound.every((id) => [own, colleagues, teamMail, advisers].includes(id))).toBe(true);
  });
});
