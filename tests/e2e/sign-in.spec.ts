import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { signedIn, signInAs, visibleNav } from './session';

const page = pagePerTest();

/** What each demo account must see, and what it must not. */
const MENUS: Record<string, { sees: string[]; not: string[]; landsOn?: RegExp }> = {
  medewerker: {
    sees: ['dossiers', 'cds', 'dossiers-sla', 'kantoren', 'taken', 'werkverdeling', 'hdnBerichten', 'rapportages', 'logout'],
    not: ['beheer', 'facturen', 'kantoor', 'rente-assortiment'],
  },
  adviseur: {
    sees: ['dossiers', 'btl', 'berichten', 'facturen', 'kantoor', 'informatie'],
    not: ['kantoren', 'taken', 'werkverdeling', 'beheer', 'hdnBerichten', 'cds'],
    landsOn: /\/loyalty$/,
  },
  verstrekker: {
    sees: ['dossiers', 'cds', 'beheer', 'beheer-teams', 'beheer-berichttemplates', 'beheer-vrije-dagen'],
    not: ['beheer-gebruikers', 'beheer-geldverstrekkers', 'beheer-rechten', 'werkverdeling', 'facturen'],
  },
  employee: {
    sees: ['startpagina', 'dossiers', 'taken', 'workflow', 'dashboards'],
    not: ['beheer', 'werkverdeling', 'kantoren', 'dossiers-sla', 'facturen'],
  },
  beheerder: {
    sees: ['beheer', 'beheer-teams', 'beheer-gebruikers', 'beheer-rechten', 'beheer-jaaropgaaf', 'beheer-vrije-dagen'],
    not: ['dossiers', 'werkverdeling', 'facturen'],
  },
};

describe('signing in', () => {
  for (const [username, menu] of Object.entries(MENUS)) {
    it(`${username} signs in and sees the menu of its type and permissions`, async () => {
      await signedIn(page, username);
      if (menu.landsOn) await page.waitForURL(menu.landsOn);
      const nav = await visibleNav(page);
      for (const id of menu.sees) expect(nav.has(id), `${username} sees ${id}`).toBe(true);
      for (const id of menu.not) expect(nav.has(id), `${username} does not see ${id}`).toBe(false);
    });
  }

  it('shows a Dutch message for a wrong password and stays on /auth', async () => {
    await page.goto('/auth');
    await signInAs(page, 'medewerker', 'verkeerd');
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('Gebruikersnaam of wachtwoord is onjuist.');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('sends a visitor who is not signed in to /auth, and back to the wanted page after signing in', async () => {
    // Counts history entries written, to catch a redirect loop on the way to the sign-in page.
    await page.addInitScript(() => {
      const w = window as unknown as { navigations: number };
      w.navigations = 0;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          w.navigations++;
          return original(...args);
        };
      }
    });
    await page.goto('/beheer/teams');
    await page.waitForURL(/\/auth/);
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => (window as unknown as { navigations: number }).navigations)).toBeLessThanOrEqual(3);
    await signInAs(page, 'beheerder');
    await page.waitForURL(/\/beheer\/teams(\?.*)?$/);
    await page.getByTestId('teams-list').waitFor();
  });

  it('returns to /auth when the token has expired, and back to the page after signing in again', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/teams');
    await page.getByTestId('teams-list').waitFor();
    await page.evaluate(() => localStorage.setItem('expires_at', String(Date.now() - 1000)));
    await page.goto('/beheer/teams?sort=teamNaam');
    await page.waitForURL(/\/auth/);
    await signInAs(page, 'beheerder');
    await page.waitForURL(/\/beheer\/teams/);
    await page.getByTestId('teams-list').waitFor();
  });

  it('shows the sign-in page, not the error page, when the session ended elsewhere (a 401 on every call)', async () => {
    await signedIn(page, 'medewerker');
    await page.goto('/voorbespreekdesk');
    await page.getByTestId('voorbespreek-list').waitFor();
    // Ended on the server only (a revocation, a password reset): this tab still holds the token.
    const status = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
      const res = await fetch('/api/v1/logout', { method: 'POST', headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf } });
      return res.status;
    });
    expect(status).toBe(204);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.goto('/overruledesk');
    await page.waitForURL(/\/auth/);
    await page.getByTestId('login-form').waitFor();
    expect(await page.getByText('Er is iets misgegaan').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in user who opens /auth to the start', async () => {
    await signedIn(page, 'medewerker');
    await page.goto('/auth');
    await page.getByTestId('user-panel').waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/auth');
  });

  it('sends a user without the permission of a page to the first home page it holds', async () => {
    await signedIn(page, 'adviseur');
    await page.goto('/werkverdeling');
    await page.waitForURL((url) => url.pathname === '/dossiers');
  });

  it('logs out from the user panel to /auth, and the old token no longer works', async () => {
    await signedIn(page, 'employee');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await page.getByTestId('user-panel').click();
    await page.getByTestId('user-menu-logout').click();
    await page.waitForURL(/\/auth/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    const status = await page.evaluate(
      (t) => fetch('/api/v1/profile', { headers: { Authorization: `Bearer ${t}` } }).then((r) => r.status),
      token,
    );
    expect(status).toBe(401);
  });
});
