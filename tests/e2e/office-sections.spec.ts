import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { signInAs, signedIn } from './session';

const page = pagePerTest();
const PASSWORD = 'Kantoren-E2E-Wachtwoord!';

/** Beheer makes a role holding exactly `permissions` and a staff user with it; the password is set through the user's link. */
async function userWith(beheerPage: Page, username: string, permissions: string[]) {
  const link = await beheerPage.evaluate(
    async ({ username, permissions }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf };
      const role = await (await fetch('/api/v1/rols', { method: 'POST', headers, body: JSON.stringify({ naam: `Rol ${username}`, omschrijving: 'e2e', permissies: permissions }) })).json();
      const teams = await (await fetch('/api/v1/teams?size=1', { headers })).json();
      const body = { username, email: `${username}@backoffice.example.nl`, voorLetters: 'K.', achterNaam: 'Kantoren', typeCode: 'M', rolIds: [role.id], teamIds: [(teams.content ?? teams)[0].id], organisatieIds: [], active: true };
      return (await (await fetch('/api/v1/beheer/gebruikers', { method: 'POST', headers, body: JSON.stringify(body) })).json()).wachtwoordLink as string;
    },
    { username, permissions },
  );
  const res = await beheerPage.request.post('/password/forgot', {
    data: { token: link.split('/').pop(), password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': (await beheerPage.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value },
  });
  expect(res.status()).toBe(204);
}

describe('an office’s sections under ADVISEURS_DETAIL_* (docs/offices.md "Permissions")', () => {
  it('staff with Kantoren but none of the three see the office’s contact data only, without a refusal on screen', async () => {
    await signedIn(page, 'beheerder');
    await userWith(page, 'e2e.kantoren', ['MENU_ADVISEURS_VIEW']);
    const user = await newPage(page.context().browser()!);
    const errors = consoleErrors(user);
    await signInAs(user, 'e2e.kantoren', PASSWORD);
    await user.getByTestId('user-panel').waitFor();
    await user.goto('/adviseurs');
    await user.locator('[data-testid^="office-row-"]').first().getByTestId('office-link').click();
    await user.waitForURL(/\/adviseurs\/\d+$/);
    await user.getByTestId('office-contact').waitFor();
    for (const card of ['office-figures-card', 'office-advisers-card', 'office-lenders-card']) expect(await user.getByTestId(card).count(), card).toBe(0);
    expect(await user.getByTestId('error-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await user.close();
  });
});
