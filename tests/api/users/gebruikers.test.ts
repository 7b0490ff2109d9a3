import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { rollen, teams } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');

const [medewerkerRol] = await database.db.select().from(rollen).where(eq(rollen.naam, 'Medewerker'));
const [team] = await database.db.select().from(teams).limit(1);

const newUser = (over: Record<string, unknown> = {}) => ({
  username: 'j.devries',
  voorLetters: 'J.',
  tussenVoegsels: 'de',
  achterNaam: 'Vries',
  email: 'j.devries@backoffice.example.nl',
  typeCode: 'M',
  kantoorId: null,
  geldverstrekkerId: null,
  rolIds: [medewerkerRol.id],
  teamIds: [team.id],
  active: true,
  ...over,
});

const tokenOf = (link: string) => link.split('/').pop()!;

describe('required fields of a user (issue #18, defect 3)', () => {
  it('refuses an adviser without office, a lender without money provider, and no roles or teams, on their fields', async () => {
    const adviser = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'a.zonder', typeCode: 'A', rolIds: [], teamIds: [] }));
    expect(adviser.status).toBe(400);
    expect(adviser.body.fields).toMatchObject({ rolIds: 'Kies ten minste één rol.', teamIds: 'Kies ten minste één team.' });
    const noOffice = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'a.zonder', typeCode: 'A' }));
    expect(noOffice.body.fields).toEqual({ kantoorId: 'Kies het kantoor van de adviseur.' });
    const lender = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'h.zonder', typeCode: 'H' }));
    expect(lender.body.fields).toEqual({ geldverstrekkerId: 'Kies de geldverstrekker van deze medewerker.' });
  });
});

describe('Beheer › Gebruikers', () => {
  it('creates a user without a password and hands the admin a one-time link to set one', async () => {
    const res = await beheerder.post('/api/v1/beheer/gebruikers', newUser());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ username: 'j.devries', achterNaam: 'Vries', rolIds: [medewerkerRol.id], teamIds: [team.id], version: 1, kyc: false });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body.wachtwoordLink).toMatch(/^\/auth\/password-reset\/[\w-]{40,}$/);
    const token = tokenOf(res.body.wachtwoordLink);

    expect((await caller(app).post('/authenticate', { username: 'j.devries', password: 'Welkom2026!veilig' })).status).toBe(401);
    expect((await caller(app).get(`/password/forgot/${token}`)).status).toBe(200);
    const short = await caller(app).post('/password/forgot', { token, password: 'kort' });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('Let op: een wachtwoord heeft minimaal 12 tekens.');
    expect((await caller(app).post('/password/forgot', { token, password: 'Welkom2026!veilig' })).status).toBe(204);
    expect((await caller(app).post('/authenticate', { username: 'j.devries', password: 'Welkom2026!veilig' })).status).toBe(200);
    // The link works once.
    expect((await caller(app).post('/password/forgot', { token, password: 'Nogmaals2026!veilig' })).status).toBe(410);
    expect((await caller(app).get(`/password/forgot/${token}`)).status).toBe(410);
  });

  it('gives a role that counts at the user’s next request, not their next sign-in', async () => {
    const { body: bare } = await beheerder.post('/api/v1/rols', { naam: 'Zonder rechten (test)', permissies: [] });
    const { body: user } = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'p.bakker', achterNaam: 'Bakker', rolIds: [bare.id] }));
    await caller(app).post('/password/forgot', { token: tokenOf(user.wachtwoordLink), password: 'Welkom2026!veilig' });
    const session = await signIn(app, 'p.bakker', 'Welkom2026!veilig');
    expect((await session.get('/api/v1/profile')).body.authorities ?? []).not.toContain('MENU_DOSSIERS_VIEW');
    expect((await session.get('/api/v1/dossiers?page=0&size=1')).status).toBe(403);
    const updated = await beheerder.put(`/api/v1/beheer/gebruikers/${user.id}`, { ...newUser({ achterNaam: 'Bakker', rolIds: [medewerkerRol.id] }), version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ rolIds: [medewerkerRol.id], version: 2 });
    expect((await session.get('/api/v1/dossiers?page=0&size=1')).status).toBe(200);
  });

  it('lists, searches and sorts users without their password hash', async () => {
    const res = await beheerder.get('/api/v1/beheer/gebruikers?page=0&size=5&sort=achterNaam,desc&achterNaam=a');
    expect(res.status).toBe(200);
    expect(res.body.content.length).toBeGreaterThan(0);
    const names = res.body.content.map((u: { achterNaam: string }) => u.achterNaam.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(res.body.content[0]).not.toHaveProperty('passwordHash');
    const byRole = await beheerder.get(`/api/v1/beheer/gebruikers?rolId=${medewerkerRol.id}&size=100`);
    expect(byRole.body.content.map((u: { username: string }) => u.username)).toContain('medewerker');
    expect((await beheerder.get('/api/v1/beheer/gebruikers?sort=passwordHash,asc')).status).toBe(400);
  });

  it('refuses bad input in Dutch, a taken user name, unknown roles and a stale version', async () => {
    const bad = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'Met Spatie', email: 'geen', achterNaam: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ email: 'Let op: ongeldig e-mailadres formaat.', achterNaam: 'Dit veld is verplicht.' });
    expect(bad.body.fields.username).toMatch(/^Let op: alleen letters/);
    const taken = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'MEDEWERKER' }));
    expect(taken.body.fields).toEqual({ username: SERVER_MESSAGES.duplicate });
    const unknownRole = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'x.y', rolIds: [999999] }));
    expect(unknownRole.body.fields).toEqual({ rolIds: 'Onbekende rol gekozen.' });
    const { body: user } = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'k.smit', achterNaam: 'Smit' }));
    await beheerder.put(`/api/v1/beheer/gebruikers/${user.id}`, { ...newUser({ achterNaam: 'Smit-Jansen' }), version: 1 });
    const stale = await beheerder.put(`/api/v1/beheer/gebruikers/${user.id}`, { ...newUser({ achterNaam: 'Smit' }), version: 1 });
    expect(stale.status).toBe(409);
    expect((await beheerder.get(`/api/v1/beheer/gebruikers/${user.id}`)).body.achterNaam).toBe('Smit-Jansen');
  });

  it('switches KYC on and off with PUT /gebruikers/{id}/kyc', async () => {
    const { body: user } = await beheerder.post('/api/v1/beheer/gebruikers', newUser({ username: 'l.visser', achterNaam: 'Visser' }));
    const on = await beheerder.put(`/api/v1/gebruikers/${user.id}/kyc`, { kyc: true });
    expect(on.status).toBe(200);
    expect(on.body.kyc).toBe(true);
    expect((await beheerder.put(`/api/v1/gebruikers/${user.id}/kyc`, { kyc: 'ja' })).status).toBe(400);
    expect((await beheerder.put('/api/v1/gebruikers/999999/kyc', { kyc: true })).status).toBe(404);
  });

  it('is only for holders of BEHEER_GEBRUIKERS', async () => {
    expect((await medewerker.get('/api/v1/beheer/gebruikers')).status).toBe(403);
    expect((await medewerker.post('/api/v1/beheer/gebruikers', newUser({ username: 'z.z' }))).status).toBe(403);
    expect((await medewerker.put('/api/v1/gebruikers/1/kyc', { kyc: true })).status).toBe(403);
  });
});

describe('the permission list (Beheer › Rechten)', () => {
  it('describes every permission in Dutch beside its code', async () => {
    const res = await beheerder.get('/api/v1/rols/permissie');
    expect(res.body.length).toBeGreaterThan(80);
    expect(res.body.filter((p: { omschrijving: string }) => !p.omschrijving).map((p: { id: string }) => p.id)).toEqual([]);
    expect(res.body.find((p: { id: string }) => p.id === 'WORKFLOW_TAAK_FUNCTIONALITEIT').omschrijving).toBe('Taken tellen mee in de teller van Workflow in het menu');
  });
});

describe('user lists (spec 001 §7 Users)', () => {
  it('answers who holds a permission, through their roles', async () => {
    const res = await beheerder.get('/api/v1/rols/permissie/BEHEER_ROLLEN/gebruikers');
    expect(res.status).toBe(200);
    expect(res.body.map((u: { id: number }) => u.id).length).toBeGreaterThan(0);
    const names = res.body.map((u: { achterNaam: string }) => u.achterNaam);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await beheerder.get('/api/v1/rols/permissie/GEEN_RECHT/gebruikers')).status).toBe(400);
    expect((await medewerker.get('/api/v1/rols/permissie/BEHEER_ROLLEN/gebruikers')).status).toBe(403);
  });

  it('answers the active users, the staff and a money provider’s users (staff see them all)', async () => {
    const all = await medewerker.get('/api/v1/gebruikers');
    expect(all.status).toBe(200);
    expect(all.body[0]).not.toHaveProperty('passwordHash');
    const staff = await medewerker.get('/api/v1/medewerkers');
    expect(staff.body.every((u: { typeCode: string }) => u.typeCode === 'M')).toBe(true);
    const verstrekker = all.body.find((u: { typeCode: string }) => u.typeCode === 'H');
    const one = await medewerker.get(`/api/v1/gebruikers/${verstrekker.id}`);
    expect(one.body.id).toBe(verstrekker.id);
  });
});

describe('Beheer › Rollen', () => {
  it('creates a role from permission strings and refuses unknown ones', async () => {
    const res = await beheerder.post('/api/v1/rols', { naam: 'Vrije dagen beheer', omschrijving: null, permissies: ['MENU_BEHEER_VIEW', 'BEHEER_VRIJE_DAGEN'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.permissies).toEqual(['BEHEER_VRIJE_DAGEN', 'MENU_BEHEER_VIEW']);
    const bad = await beheerder.post('/api/v1/rols', { naam: 'Fout', permissies: ['ALLES_MAG'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.permissies).toBe('Onbekend recht: ALLES_MAG.');
    const twice = await beheerder.post('/api/v1/rols', { naam: 'Vrije dagen beheer', permissies: [] });
    expect(twice.body.fields).toEqual({ naam: SERVER_MESSAGES.duplicate });
    const changed = await beheerder.put(`/api/v1/rols/${res.body.id}`, { naam: 'Vrije dagen beheer', permissies: ['MENU_BEHEER_VIEW'], version: 1 });
    expect(changed.body).toMatchObject({ permissies: ['MENU_BEHEER_VIEW'], version: 2 });
    expect((await beheerder.put(`/api/v1/rols/${res.body.id}`, { naam: 'X', permissies: [], version: 1 })).status).toBe(409);
    expect((await medewerker.post('/api/v1/rols', { naam: 'Y', permissies: [] })).status).toBe(403);
  });

  it('lists the roles with their permissions and every permission string', async () => {
    const roles = await medewerker.get('/api/v1/rols');
    expect(roles.body.find((r: { naam: string }) => r.naam === 'Medewerker').permissies).toContain('MENU_DOSSIERS_VIEW');
    const perms = await medewerker.get('/api/v1/rols/permissie');
    expect(perms.body.map((p: { naam: string }) => p.naam)).toContain('BEHEER_RECHTEN');
  });
});
