import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { rememberReturnTo } from '../../../src/authProvider/returnTo';
import { STORAGE_KEYS, readSession, writeSession } from '../../../src/authProvider/session';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';

const answer = {
  access_token: 'jwt',
  token_type: 'Bearer',
  expires_at: Date.now() + 60_000,
  authorities: ['ROLE_MENU_DOSSIERS_VIEW', 'BEHEER_TEAMS'],
  userId: 3,
  typeCode: 'A',
  userCode: 'A',
  naam: { voorLetters: 'P.', tussenVoegsels: null, achterNaam: 'Jansen' },
  officeId: 12,
  moneyProviderId: null,
  profile: 'nhl',
};

beforeEach(() => setXsrfCookie('xsrf'));
afterEach(() => setXsrfCookie(null));

describe('login', () => {
  it('stores the session, with ROLE_ taken off the permissions', async () => {
    const calls = mockFetch(() => json(answer));
    await authProvider.login({ username: 'adviseur', password: 'demo' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { username: 'adviseur', password: 'demo' } });
    expect(calls[0].url.pathname).toBe('/authenticate');
    expect(readSession()).toMatchObject({ token: 'jwt', permissions: ['MENU_DOSSIERS_VIEW', 'BEHEER_TEAMS'], userCode: 'A', officeId: 12, profile: 'nhl' });
    expect(localStorage.getItem(STORAGE_KEYS.loginAction)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.notificationsClosed)).toBe('false');
  });

  it('returns to the page the user wanted, also after a reload of /auth', async () => {
    rememberReturnTo('/beheer/teams?filter=x');
    mockFetch(() => json(answer));
    expect(await authProvider.login({ username: 'a', password: 'b' })).toEqual({ redirectTo: '/beheer/teams?filter=x' });
    mockFetch(() => json(answer));
    expect(await authProvider.login({ username: 'a', password: 'b' })).toEqual({ redirectTo: '/' });
  });

  it("passes the server's Dutch refusal on", async () => {
    mockFetch(() => json({ type: 'GENERAL', messages: ['Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.'] }, 429));
    await expect(authProvider.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 429,
      message: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
    });
    expect(readSession()).toBeNull();
  });
});

describe('logout', () => {
  it('tells the server, clears the storage and the last-seen dossiers, and ends at /auth', async () => {
    writeSession(session());
    localStorage.setItem(STORAGE_KEYS.lastSeenDossiers, '[1,2]');
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    expect(await authProvider.logout({})).toBe('/auth');
    expect(calls[0].url.pathname).toBe('/api/v1/logout');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual(Object.values(STORAGE_KEYS).map(() => null));
  });

  it("clears the session storage, so the tab's next user does not get the panel's draft (spec 000 §4)", async () => {
    writeSession(session());
    sessionStorage.setItem('nieuweTaakNotitie', JSON.stringify({ dossierId: 4711, subject: 'Vertrouwelijk', note: 'Bel de klant.' }));
    mockFetch(() => new Response(null, { status: 204 }));
    await authProvider.logout({});
    expect(sessionStorage.length).toBe(0);
  });

  it('tells the server once when several refused calls sign out at the same time', async () => {
    writeSession(session());
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    expect(await Promise.all([authProvider.logout({}), authProvider.logout({}), authProvider.logout({})])).toEqual(['/auth', '/auth', '/auth']);
    expect(calls.filter((call) => call.url.pathname === '/api/v1/logout')).toHaveLength(1);
    // A later sign-out (the next user of the tab) tells the server again.
    writeSession(session());
    await authProvider.logout({});
    expect(calls.filter((call) => call.url.pathname === '/api/v1/logout')).toHaveLength(2);
  });

  it('ends at /auth when the server call fails', async () => {
    writeSession(session());
    mockFetch(() => json({ type: 'GENERAL', messages: ['Fout'] }, 500));
    expect(await authProvider.logout({})).toBe('/auth');
    expect(readSession()).toBeNull();
  });
});

describe('checkAuth and checkError', () => {
  it('accepts a valid session and rejects an expired one towards /auth', async () => {
    writeSession(session());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    writeSession(session({ expiresAt: Date.now() - 1 }));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/auth', message: false });
  });

  it.each([401, 503, 0])('logs out on status %i', async (status) => {
    await expect(authProvider.checkError({ status })).rejects.toMatchObject({ redirectTo: '/auth' });
  });

  it("logs out on 'Access is denied'", async () => {
    await expect(authProvider.checkError({ status: 403, body: { messages: ['Access is denied'] } })).rejects.toMatchObject({ redirectTo: '/auth' });
  });

  it.each([400, 403, 404, 409, 500])('keeps the session on status %i', async (status) => {
    await expect(authProvider.checkError({ status, body: { messages: ['Fout'] } })).resolves.toBeUndefined();
  });
});

describe('identity and permissions', () => {
  it('names the user by initials, infix and surname', async () => {
    writeSession(session());
    expect(await authProvider.getIdentity?.()).toEqual({ id: 7, fullName: 'J. van Dijk' });
  });

  it('answers the permissions cached at sign-in', async () => {
    writeSession(session({ permissions: ['MENU_BEHEER_VIEW'] }));
    expect(await authProvider.getPermissions?.({})).toEqual(['MENU_BEHEER_VIEW']);
  });

  it('answers canAccess through the one canAccess function', async () => {
    writeSession(session({ permissions: ['MENU_BEHEER_VIEW', 'BEHEER_TEAMS'] }));
    expect(await authProvider.canAccess?.({ action: 'edit', resource: 'teams' })).toBe(true);
    writeSession(session({ token: 'other', permissions: ['MENU_BEHEER_VIEW'] }));
    expect(await authProvider.canAccess?.({ action: 'edit', resource: 'teams' })).toBe(false);
  });
});
