import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gebruikers, teams } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';
import { mailFixtures } from './fixtures';

/**
 * "Aan" offers any colleague or team by part of a name or address, not only recent contacts, and
 * an address of a colleague or team is named, never "extern" (issue 36; docs/mail.md "Recipients").
 */
const { app } = await testServer();
const f = await mailFixtures(app);
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');

const suffix = Date.now().toString(36);
const [ruiter] = await app.db
  .insert(gebruikers)
  .values({ username: `j.deruiter.${suffix}`, email: `j.deruiter.${suffix}@backoffice.example.nl`, voorLetters: 'J.', tussenVoegsels: 'de', achterNaam: 'Ruiter', typeCode: 'M' })
  .returning();
const [gone] = await app.db
  .insert(gebruikers)
  .values({ username: `p.deruiter.${suffix}`, email: `p.deruiter.${suffix}@backoffice.example.nl`, voorLetters: 'P.', tussenVoegsels: 'de', achterNaam: 'Ruiter', typeCode: 'M', active: false })
  .returning();
const [acceptatie] = await app.db.select().from(teams).where(eq(teams.teamNaam, 'Acceptatie'));

const find = async (who: typeof medewerker, search: string) => {
  const res = await who.get(`/api/v1/new/mail/contacts?search=${encodeURIComponent(search)}`);
  expect(res.status).toBe(200);
  return res.body as { email: string; tagTitle: string; type: string }[];
};

describe('GET /new/mail/contacts', () => {
  it('finds a colleague by part of the name, a surname with its infix and space included, or by address', async () => {
    const tag = { email: ruiter.email, tagTitle: 'J. de Ruiter', type: 'GEBRUIKER' };
    expect(await find(medewerker, 'de Ruiter')).toContainEqual(tag);
    expect(await find(medewerker, 'de  ruiter')).toContainEqual(tag);
    expect(await find(medewerker, 'uiter')).toContainEqual(tag);
    expect(await find(medewerker, `deruiter.${suffix}@`)).toContainEqual(tag);
    // Not someone no longer active, not the caller, not who does not match.
    expect((await find(medewerker, 'de Ruiter')).map((c) => c.email)).not.toContain(gone.email);
    expect((await find(medewerker, f.user.medewerker.email)).map((c) => c.email)).not.toContain(f.user.medewerker.email);
    expect((await find(medewerker, 'van Ruiter')).map((c) => c.email)).not.toContain(ruiter.email);
  });

  it('finds a team by part of its name or address', async () => {
    const tag = { email: acceptatie.teamEmail.toLowerCase(), tagTitle: 'Acceptatie', type: 'TEAM' };
    expect(await find(medewerker, 'accept')).toContainEqual(tag);
    expect(await find(medewerker, acceptatie.teamEmail.split('@')[0])).toContainEqual(tag);
  });

  it('offers an adviser and a lender the colleagues of their own organisation only', async () => {
    expect((await find(adviseur, 'de Ruiter')).map((c) => c.email)).not.toContain(ruiter.email);
    const verstrekker = await signIn(app, 'verstrekker');
    expect((await find(verstrekker, 'de Ruiter')).map((c) => c.email)).not.toContain(ruiter.email);
    const [lenderColleague] = await app.db
      .insert(gebruikers)
      .values({ username: `k.vanruiten.${suffix}`, email: `k.vanruiten.${suffix}@geldverstrekker.example.nl`, voorLetters: 'K.', tussenVoegsels: 'van', achterNaam: 'Ruiten', typeCode: 'H', geldverstrekkerId: f.user.verstrekker.geldverstrekkerId })
      .returning();
    expect(await find(verstrekker, 'van Ruiten')).toContainEqual({ email: lenderColleague.email, tagTitle: 'K. van Ruiten', type: 'GEBRUIKER' });
    expect((await find(medewerker, 'van Ruiten')).map((c) => c.email)).not.toContain(lenderColleague.email);
    expect((await medewerker.get('/api/v1/new/mail/contacts?search=')).status).toBe(400);
  });
});

describe('POST /new/mail/contacts/resolve', () => {
  it('names the address of a colleague and of a team, and tags only an outside address EXTERNAL', async () => {
    const res = await medewerker.post('/api/v1/new/mail/contacts/resolve', { emails: [ruiter.email.toUpperCase(), acceptatie.teamEmail, 'klant@voorbeeld.nl'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { email: ruiter.email, tagTitle: 'J. de Ruiter', type: 'GEBRUIKER' },
      { email: acceptatie.teamEmail.toLowerCase(), tagTitle: 'Acceptatie', type: 'TEAM' },
      { email: 'klant@voorbeeld.nl', tagTitle: 'klant@voorbeeld.nl', type: 'EXTERNAL' },
    ]);
  });
});
