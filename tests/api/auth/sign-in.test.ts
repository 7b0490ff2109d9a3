import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { gebruikerRollen, gebruikers, loginPogingen, rollen } from '../../../server/db/schema';
import { issueToken } from '../../../server/services/auth/tokens';
import { caller, signIn, testServer, XSRF } from '../helpers';

const { app, database } = await testServer();
const anonymous = caller(app);

describe('POST /authenticate', () => {
  it('signs in a demo account and answers the session fields', async () => {
    const res = await anonymous.post('/authenticate', { username: 'medewerker', password: 'demo' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', typeCode: 'M', userCode: 'M', profile: 'ff' });
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.expires_at).toBeGreaterThan(Date.now());
    expect(res.body.authorities).toContain('MENU_DOSSIERS_VIEW');
    expect(res.body.authorities.some((a: string) => a.startsWith('ROLE_'))).toBe(false);
    expect(res.body.naam.achterNaam).toBeTruthy();
  });

  it('gives an adviser its office and a lender its money provider', async () => {
    const adviser = await anonymous.post('/authenticate', { username: 'adviseur', password: 'demo' });
    expect(adviser.body).toMatchObject({ typeCode: 'A', moneyProviderId: null });
    expect(adviser.body.officeId).toEqual(expect.any(Number));
    const lender = await anonymous.post('/authenticate', { username: 'verstrekker', password: 'demo' });
    expect(lender.body).toMatchObject({ typeCode: 'H', officeId: null });
    expect(lender.body.moneyProviderId).toEqual(expect.any(Number));
  });

  it('accepts the user name in any case', async () => {
    expect((await anonymous.post('/authenticate', { username: ' BEHEERDER ', password: 'demo' })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same Dutch text', async () => {
    const wrong = await anonymous.post('/authenticate', { username: 'employee', password: 'nope' });
    const unknown = await anonymous.post('/authenticate', { username: 'niemand', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.badCredentials] });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers missing fields with VALIDATION in Dutch', async () => {
    const res = await anonymous.post('/authenticate', { username: '' });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('VALIDATION');
    expect(res.body.fields).toEqual({ username: 'Vul uw gebruikersnaam in.', password: 'Vul uw wachtwoord in.' });
    expect(res.body.messages).toContain('Gebruikersnaam: Vul uw gebruikersnaam in.');
  });

  it('locks a user name after five failures and tells how many minutes to wait', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await anonymous.post('/authenticate', { username: 'adviseur1', password: 'fout' })).status).toBe(401);
    }
    const locked = await anonymous.post('/authenticate', { username: 'adviseur1', password: 'demo' });
    expect(locked.status).toBe(429);
    expect(locked.body.messages[0]).toMatch(/^Te veel mislukte inlogpogingen\. Probeer het over 15 minuten opnieuw\.$/);
    // Once the window has passed, the right password works again and clears the count.
    await database.db
      .update(loginPogingen)
      .set({ at: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginPogingen.username, 'adviseur1'));
    expect((await anonymous.post('/authenticate', { username: 'adviseur1', password: 'demo' })).status).toBe(200);
    expect(await database.db.select().from(loginPogingen).where(eq(loginPogingen.username, 'adviseur1'))).toEqual([]);
  });

  it('refuses a deactivated user', async () => {
    await database.db.update(gebruikers).set({ active: false }).where(eq(gebruikers.username, 'adviseur2'));
    try {
      expect((await anonymous.post('/authenticate', { username: 'adviseur2', password: 'demo' })).status).toBe(401);
    } finally {
      // Other files sharing this server sign in as adviseur2.
      await database.db.update(gebruikers).set({ active: true }).where(eq(gebruikers.username, 'adviseur2'));
    }
  });
});

describe('anti-forgery', () => {
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/authenticate',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ username: 'medewerker', password: 'demo' }),
    });

  it('refuses a change without the header, or with another value than the cookie', async () => {
    const attempts: Record<string, string>[] = [{}, { cookie: `XSRF-TOKEN=${XSRF}` }, { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': 'other' }];
    for (const headers of attempts) {
      const res = await post(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.xsrf], requestId: res.headers['x-request-id'] });
    }
  });

  it('hands out the cookie on a first visit, readable by the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/profile' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict$/);
  });
});

describe('session', () => {
  it('reads the own profile', async () => {
    const me = await signIn(app, 'adviseur');
    const res = await me.get('/api/v1/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'adviseur', typeCode: 'A', roles: ['Adviseur'] });
    expect(res.body.kantoor).toMatchObject({ bedrijfsNaam: expect.any(String), plaatsNaam: expect.any(String) });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('refuses calls without, with a malformed, or with a forged token', async () => {
    const real = (await signIn(app, 'employee')).token!;
    const forged = `${real.slice(0, -4)}AAAA`;
    for (const token of [undefined, 'garbage', forged]) {
      const res = await caller(app, token).get('/api/v1/profile');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.notSignedIn] });
    }
  });

  it('refuses an expired token', async () => {
    const [user] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'employee'));
    const { token } = await issueToken(database.db, app.signingKey, user.id, -1);
    expect((await caller(app, token).get('/api/v1/profile')).status).toBe(401);
  });

  it('logout revokes the token at once', async () => {
    const me = await signIn(app, 'employee');
    expect((await me.get('/api/v1/profile')).status).toBe(200);
    expect((await me.post('/api/v1/logout')).status).toBe(204);
    expect((await me.get('/api/v1/profile')).status).toBe(401);
  });

  it('applies a change of roles at the next request', async () => {
    const me = await signIn(app, 'medewerker3');
    expect((await me.get('/api/v1/rs/menurapportages')).status).toBe(200);
    const [user] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'medewerker3'));
    await database.db.delete(gebruikerRollen).where(eq(gebruikerRollen.gebruikerId, user.id));
    const denied = await me.get('/api/v1/rs/menurapportages');
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ type: 'GENERAL', messages: ['Access is denied'] });
    const [role] = await database.db.select().from(rollen).where(eq(rollen.naam, 'Medewerker'));
    await database.db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: role.id });
    expect((await me.get('/api/v1/rs/menurapportages')).status).toBe(200);
  });
});

