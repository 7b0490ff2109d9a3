import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { dossiers, gebruikers, teams } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');

const allTeams = () => database.db.select().from(teams);
const newTeam = (over: Record<string, unknown> = {}) => ({
  teamNaam: 'Hypotheekadvies Noord',
  teamEmail: 'noord@backoffice.example.nl',
  teamType: 'TEAM',
  moneyProviderId: null,
  active: true,
  ...over,
});

describe('GET /api/v1/teams', () => {
  it('pages zero-based with the page shape', async () => {
    const total = (await allTeams()).length;
    const res = await medewerker.get('/api/v1/teams?page=1&size=5&sort=teamNaam,asc');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: total, totalPages: Math.ceil(total / 5), number: 1, size: 5 });
    expect(res.body.content).toHaveLength(5);
    const first = await medewerker.get('/api/v1/teams?page=0&size=5&sort=teamNaam,asc');
    expect(first.body.content.map((t: { id: number }) => t.id)).not.toContain(res.body.content[0].id);
  });

  it('sorts either way, case-insensitively, with id as the last key', async () => {
    const names = (await allTeams()).map((t) => t.teamNaam.toLowerCase()).sort();
    const asc = await medewerker.get('/api/v1/teams?page=0&size=100&sort=teamNaam,asc');
    const desc = await medewerker.get('/api/v1/teams?page=0&size=100&sort=teamNaam,desc');
    expect(asc.body.content.map((t: { teamNaam: string }) => t.teamNaam.toLowerCase())).toEqual(names);
    expect(desc.body.content.map((t: { teamNaam: string }) => t.teamNaam.toLowerCase())).toEqual([...names].reverse());
    const byType = await medewerker.get('/api/v1/teams?page=0&size=100&sort=teamType,asc');
    const ties = byType.body.content.filter((t: { teamType: string }) => t.teamType === 'TEAM').map((t: { id: number }) => t.id);
    expect(ties).toEqual([...ties].sort((a, b) => a - b));
  });

  it('accepts the older sort=teamNaam&reverse=true form', async () => {
    const old = await medewerker.get('/api/v1/teams?page=0&size=100&sort=teamNaam&reverse=true');
    const now = await medewerker.get('/api/v1/teams?page=0&size=100&sort=teamNaam,desc');
    expect(old.body.content).toEqual(now.body.content);
  });

  it('filters on a part of the name and on active', async () => {
    const res = await medewerker.get('/api/v1/teams?page=0&size=50&teamNaam=ACCEPT');
    expect(res.body.content.length).toBeGreaterThan(1);
    expect(res.body.content.every((t: { teamNaam: string }) => /accept/i.test(t.teamNaam))).toBe(true);
    await database.db.update(teams).set({ active: false }).where(eq(teams.teamNaam, 'Postkamer'));
    const active = await medewerker.get('/api/v1/teams?active=true');
    const inactive = await medewerker.get('/api/v1/teams?active=false');
    expect(active.body.map((t: { teamNaam: string }) => t.teamNaam)).not.toContain('Postkamer');
    expect(inactive.body.map((t: { teamNaam: string }) => t.teamNaam)).toEqual(['Postkamer']);
    await database.db.update(teams).set({ active: true }).where(eq(teams.teamNaam, 'Postkamer'));
  });

  it('treats a percent sign in the name filter as text', async () => {
    expect((await medewerker.get('/api/v1/teams?teamNaam=%25')).body).toEqual([]);
  });

  it('answers the organisation teams for moneyProviderId=-1 (the employee query)', async () => {
    const res = await medewerker.get('/api/v1/teams?active=true&moneyProviderId=-1');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((t: { moneyProviderId: null }) => t.moneyProviderId === null)).toBe(true);
  });

  it('answers only the own teams with userTeamsOnly', async () => {
    const res = await medewerker.get('/api/v1/teams?active=true&moneyProviderId=-1&userTeamsOnly=true');
    expect(res.body.map((t: { teamNaam: string }) => t.teamNaam).sort()).toEqual(['Acceptatie', 'Renteaanbod']);
  });

  it('answers a lender the teams of its own money provider by products', async () => {
    const [me] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
    const res = await verstrekker.get('/api/v1/teams?active=true&findMoneyProviderByProducts=true');
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((t: { moneyProviderId: number }) => t.moneyProviderId === me.geldverstrekkerId)).toBe(true);
  });

  it('never shows a lender the teams of another money provider', async () => {
    const [me] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
    const res = await verstrekker.get('/api/v1/teams?size=500&page=0');
    const providers = new Set(res.body.content.map((t: { moneyProviderId: number | null }) => t.moneyProviderId));
    expect([...providers].sort()).toEqual([me.geldverstrekkerId, null].sort());
    const [foreign] = (await allTeams()).filter((t) => t.moneyProviderId && t.moneyProviderId !== me.geldverstrekkerId);
    expect((await verstrekker.get(`/api/v1/teams/${foreign.id}`)).status).toBe(404);
  });

  it('refuses an unknown sort column, a bad direction and bad paging with 400 VALIDATION', async () => {
    for (const query of ['sort=passwordHash,asc', 'sort=teamNaam,sideways', 'page=-1&size=5', 'page=0&size=100000', 'page=x', 'active=misschien']) {
      const res = await medewerker.get(`/api/v1/teams?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.type).toBe('VALIDATION');
    }
  });

  it('requires a sign-in', async () => {
    expect((await caller(app).get('/api/v1/teams')).status).toBe(401);
  });
});

describe('team records', () => {
  it('creates, reads and updates a team, counting versions', async () => {
    const created = await beheerder.post('/api/v1/teams', newTeam());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...newTeam(), version: 1, id: expect.any(Number) });
    const read = await beheerder.get(`/api/v1/teams/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const updated = await beheerder.put(`/api/v1/teams/${created.body.id}`, newTeam({ teamNaam: 'Noord', version: 1 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ teamNaam: 'Noord', version: 2 });
  });

  it('answers 409 with the Dutch text for a stale version, and keeps the newer data', async () => {
    const { body: team } = await beheerder.post('/api/v1/teams', newTeam({ teamNaam: 'Zuid' }));
    await beheerder.put(`/api/v1/teams/${team.id}`, newTeam({ teamNaam: 'Zuid 1', version: 1 }));
    const res = await beheerder.put(`/api/v1/teams/${team.id}`, newTeam({ teamNaam: 'Zuid 2', version: 1 }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.staleRecord] });
    expect((await beheerder.get(`/api/v1/teams/${team.id}`)).body.teamNaam).toBe('Zuid 1');
  });

  it('answers 400 VALIDATION with Dutch field messages and stores nothing', async () => {
    const before = (await allTeams()).length;
    const res = await beheerder.post('/api/v1/teams', newTeam({ teamNaam: '   ', teamEmail: 'geen-mail', teamType: 'CLUB' }));
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('VALIDATION');
    expect(res.body.fields).toEqual({
      teamNaam: 'Dit veld is verplicht.',
      teamEmail: 'Let op: ongeldig e-mailadres formaat.',
      teamType: 'Kies een van de mogelijke waarden.',
    });
    expect(res.body.messages).toContain('Teamnaam: Dit veld is verplicht.');
    expect((await allTeams()).length).toBe(before);
    const long = await beheerder.post('/api/v1/teams', newTeam({ teamNaam: 'x'.repeat(101) }));
    expect(long.body.fields).toEqual({ teamNaam: 'Maximaal 100 tekens.' });
  });

  it('refuses an update without a version', async () => {
    const [team] = await allTeams();
    const res = await beheerder.put(`/api/v1/teams/${team.id}`, newTeam());
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('version');
  });

  it('answers 404 for an unknown team, on read and on update', async () => {
    expect((await beheerder.get('/api/v1/teams/999999')).status).toBe(404);
    expect((await beheerder.put('/api/v1/teams/999999', newTeam({ version: 1 }))).status).toBe(404);
    expect((await beheerder.get('/api/v1/teams/abc')).status).toBe(400);
  });

  it('lets only holders of BEHEER_TEAMS write, refused before the body is even checked', async () => {
    const [team] = await allTeams();
    for (const who of [medewerker, adviseur]) {
      const create = await who.post('/api/v1/teams', { nonsense: true });
      expect(create.status).toBe(403);
      expect(create.body).toEqual({ type: 'GENERAL', messages: ['Access is denied'] });
      expect((await who.put(`/api/v1/teams/${team.id}`, newTeam({ version: team.version }))).status).toBe(403);
    }
  });

  it('has no delete: teams are switched off with active', async () => {
    const [team] = await allTeams();
    expect((await beheerder.delete(`/api/v1/teams/${team.id}`)).status).toBe(404);
  });

  it('keeps a lender to its own money provider when writing', async () => {
    const [me] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
    const own = await verstrekker.post('/api/v1/teams', newTeam({ teamNaam: 'Eigen', moneyProviderId: undefined }));
    expect(own.status).toBe(201);
    expect(own.body.moneyProviderId).toBe(me.geldverstrekkerId);
    const other = await verstrekker.post('/api/v1/teams', newTeam({ moneyProviderId: me.geldverstrekkerId! + 1 }));
    expect(other.status).toBe(403);
    // Not 'Access is denied': that text signs the user out in the browser.
    expect(other.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.notYours] });
    const internal = (await allTeams()).find((t) => t.moneyProviderId === null)!;
    const takeOver = await verstrekker.put(`/api/v1/teams/${internal.id}`, newTeam({ version: internal.version }));
    expect(takeOver.status).toBe(403);
  });
});

describe('teams of the current user', () => {
  it('GET /api/v1/gebruikers/current/teams answers the own active teams', async () => {
    const res = await medewerker.get('/api/v1/gebruikers/current/teams?dossierId=12');
    expect(res.status).toBe(200);
    expect(res.body.map((t: { teamNaam: string }) => t.teamNaam)).toEqual(['Acceptatie', 'Renteaanbod']);
  });

  it('GET /api/v1/gebruikers/current/teams?dossierId answers the own teams for a dossier the caller may see, 404 for another', async () => {
    const [lender] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
    const [own] = await database.db.select().from(dossiers).where(eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!)).limit(1);
    const [other] = await database.db
      .select()
      .from(dossiers)
      .where(and(isNotNull(dossiers.geldverstrekkerId), ne(dossiers.geldverstrekkerId, lender.geldverstrekkerId!)))
      .limit(1);
    const mine = (await verstrekker.get('/api/v1/gebruikers/current/teams')).body;
    expect(mine.length).toBeGreaterThan(0);
    expect((await verstrekker.get(`/api/v1/gebruikers/current/teams?dossierId=${own.id}`)).body).toEqual(mine);
    expect((await verstrekker.get(`/api/v1/gebruikers/current/teams?dossierId=${other.id}`)).status).toBe(404);
    expect((await verstrekker.get('/api/v1/gebruikers/current/teams?dossierId=0')).status).toBe(400);
  });

  it('GET /api/v1/teams?active=true&moneyProviderId=-1&userTeamsOnly=true answers the teams a staff member may send a task to: their own', async () => {
    const res = await medewerker.get('/api/v1/teams?active=true&moneyProviderId=-1&userTeamsOnly=true');
    expect(res.body.map((t: { teamNaam: string }) => t.teamNaam)).toEqual(['Acceptatie', 'Renteaanbod']);
  });

  it('GET /api/v1/adviseurs/current/teams answers an adviser the teams to address, and no one else', async () => {
    const res = await adviseur.get('/api/v1/adviseurs/current/teams');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((t: { teamType: string; moneyProviderId: null }) => t.teamType === 'TEAM' && t.moneyProviderId === null)).toBe(true);
    expect((await medewerker.get('/api/v1/adviseurs/current/teams')).status).toBe(403);
  });
});

describe('unique team names (issue #18, defect 11)', () => {
  it("refuses a second team of the same name among a money provider's teams, in any case, as a field error", async () => {
    const beheerder = await signIn(app, 'beheerder');
    const team = { teamNaam: 'Uniek Team', teamEmail: 'uniek@backoffice.example.nl', teamType: 'TEAM', active: true };
    expect((await beheerder.post('/api/v1/teams', team)).status).toBe(201);
    const again = await beheerder.post('/api/v1/teams', { ...team, teamNaam: 'uniek team' });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ teamNaam: 'Deze waarde bestaat al.' });
    const [provider] = (await beheerder.get('/api/v1/rs/geldverstrekkers')).body;
    // Another money provider may use the same name for its own team.
    expect((await beheerder.post('/api/v1/teams', { ...team, moneyProviderId: provider.id })).status).toBe(201);
  });
});
