import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pagePerTest } from './browser';
import { signInAs, signedIn } from './session';

const page = pagePerTest();
const PASSWORD = 'Hypotheek-E2E-Wachtwoord!';

/** Beheer makes a staff user with the roles of that name; the password is set through the user's link. */
async function createUser(beheerPage: Page, username: string, email: string, roleName = 'Medewerker') {
  const link = await beheerPage.evaluate(
    async ({ username, email, roleName }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
      const token = localStorage.getItem('access_token');
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
      const roles = await (await fetch('/api/v1/rols?size=500', { headers })).json();
      const role = (roles.content ?? roles).find((r: { naam: string }) => r.naam === roleName);
      const teams = await (await fetch('/api/v1/teams?size=1', { headers })).json();
      const body = {
        username, email, voorLetters: 'E.', achterNaam: 'Tweestaps', typeCode: 'M', rolIds: [role.id],
        teamIds: [(teams.content ?? teams)[0].id], organisatieIds: [], active: true,
      };
      const answer = await (await fetch('/api/v1/beheer/gebruikers', { method: 'POST', headers, body: JSON.stringify(body) })).json();
      return answer.wachtwoordLink as string;
    },
    { username, email, roleName },
  );
  const token = link.split('/').pop()!;
  const res = await beheerPage.request.post('/password/forgot', {
    data: { token, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': (await beheerPage.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value },
  });
  expect(res.status()).toBe(204);
}

/** The current TOTP code, or the next one (a code already used is refused). */
const totp = (secret: string, step = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + step * 30 });

describe('two-factor sign-in', () => {
  it('is switched on from Profiel with an authenticator app and then asked at sign-in', async () => {
    await signedIn(page, 'beheerder');
    await createUser(page, 'e2e.tweestaps', 'e2e.tweestaps@backoffice.example.nl');

    const user = await newPage(page.context().browser()!);
    await signInAs(user, 'e2e.tweestaps', PASSWORD);
    await user.getByTestId('user-panel').waitFor();
    await user.goto('/profile');
    await user.getByTestId('two-factor-section').waitFor();
    expect(await user.getByTestId('two-factor-status').innerText()).toMatch(/^Uit\./);
    await user.getByTestId('two-factor-switch').click();
    await user.getByTestId('step-choose').waitFor();
    await user.getByTestId('choose-next').click();
    const secret = (await user.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await user.getByTestId('download-next').click();
    await user.getByTestId('code-input').fill(await totp(secret));
    await user.getByTestId('code-submit').click();
    await expect.poll(() => user.getByTestId('recovery-code').count()).toBe(10);
    await user.getByTestId('recovery-done').click();
    await expect.poll(() => user.getByTestId('two-factor-status').innerText()).toBe('Aan, met een authenticator-app.');

    await user.getByTestId('user-panel').click();
    await user.getByTestId('user-menu-logout').click();
    await user.waitForURL(/\/auth/);
    await signInAs(user, 'e2e.tweestaps', PASSWORD);
    await user.getByTestId('step-code').waitFor();
    await user.getByTestId('code-input').fill('000000');
    await user.getByTestId('code-submit').click();
    await user.getByText('De code is onjuist of verlopen.').waitFor();
    await user.getByTestId('code-input').fill(await totp(secret, 1));
    await user.getByTestId('code-submit').click();
    await user.getByTestId('user-panel').waitFor();
  });
});

describe('two-factor required by a role', () => {
  it('leads a member through enrolment with the authenticator app at the next sign-in', async () => {
    await signedIn(page, 'beheerder');
    const roleId = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf };
      const body = { naam: 'E2E tweestaps verplicht', permissies: ['MENU_DOSSIERS_VIEW'] };
      return (await (await fetch('/api/v1/rols', { method: 'POST', headers, body: JSON.stringify(body) })).json()).id as number;
    });
    await page.goto(`/beheer/roles/${roleId}`);
    await page.getByLabel('Tweestapsverificatie verplicht').check();
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/roles(\?.*)?$/);
    await createUser(page, 'e2e.verplicht', 'e2e.verplicht@backoffice.example.nl', 'E2E tweestaps verplicht');

    const member = await newPage(page.context().browser()!);
    await signInAs(member, 'e2e.verplicht', PASSWORD);
    await member.getByTestId('step-choose').waitFor();
    await member.getByText('Uw rol vereist dat u zich aanmeldt met een tweede stap', { exact: false }).waitFor();
    await member.getByTestId('choose-next').click();
    const secret = (await member.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await member.getByTestId('download-next').click();
    await member.getByTestId('code-input').fill(await totp(secret));
    await member.getByTestId('code-submit').click();
    await expect.poll(() => member.getByTestId('recovery-code').count()).toBe(10);
    // No session before the codes are acknowledged.
    expect(await member.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await member.getByTestId('recovery-done').click();
    await member.getByTestId('user-panel').waitFor();
  });
});

describe('forgotten password', () => {
  it('mails a link that sets a new password and ends the lock of failed sign-ins; the used link leads to the expired page', async () => {
    await signedIn(page, 'beheerder');
    await createUser(page, 'e2e.vergeten', 'e2e.vergeten@backoffice.example.nl');

    // Five wrong passwords lock the user name, the right one included.
    const user = await newPage(page.context().browser()!);
    for (let attempt = 0; attempt < 5; attempt++) {
      await signInAs(user, 'e2e.vergeten', `Verkeerd-Wachtwoord-${attempt}`);
      await user.getByTestId('login-error').waitFor();
      await user.reload();
    }
    await signInAs(user, 'e2e.vergeten', PASSWORD);
    await expect.poll(() => user.getByTestId('login-error').textContent()).toContain('Te veel');

    await user.goto('/auth');
    await user.getByTestId('forgot-link').click();
    await user.waitForURL(/\/auth\/password-forgot$/);
    await user.getByTestId('forgot-email').fill('e2e.vergeten@backoffice.example.nl');
    await user.getByTestId('forgot-submit').click();
    // The text follows PASSWORD_RESET_TTL_MINUTES (30 by default).
    expect(await user.getByTestId('forgot-sent').textContent()).toContain('30 minuten geldig');

    // The outbox keeps every mail, sent to the relay or waiting, and Beheer can read it.
    await page.goto('/beheer/uitgaande-mail');
    await page.getByTestId('outbox-filter').fill('e2e.vergeten@');
    await expect.poll(() => page.getByTestId('outbox-row').count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('outbox-open').click();
    const text = await page.getByTestId('outbox-text').innerText();
    const link = new URL(/https?:\/\/\S+\/auth\/password-reset\/[\w-]+/.exec(text)![0]);

    await user.goto(link.pathname);
    await user.getByTestId('password-new').fill('Nieuw-E2E-Wachtwoord-2026');
    await user.getByTestId('password-repeat').fill('Nieuw-E2E-Wachtwoord-2062');
    await user.getByTestId('password-submit').click();
    await user.getByText('Let op: de twee wachtwoorden zijn niet gelijk.').waitFor();
    // Common in Dutch too: 'wachtwoord' with digits added.
    await user.getByTestId('password-new').fill('wachtwoord12');
    await user.getByTestId('password-repeat').fill('wachtwoord12');
    await user.getByTestId('password-submit').click();
    await user.getByText('te makkelijk te raden', { exact: false }).waitFor();
    await user.getByTestId('password-new').fill('qwertyuiop123');
    await user.getByTestId('password-repeat').fill('qwertyuiop123');
    await user.getByTestId('password-submit').click();
    await user.getByText('te makkelijk te raden', { exact: false }).waitFor();
    await user.getByTestId('password-new').fill('Nieuw-E2E-Wachtwoord-2026');
    await user.getByTestId('password-repeat').fill('Nieuw-E2E-Wachtwoord-2026');
    await user.getByTestId('password-submit').click();
    await user.waitForURL(/\/auth$/);
    await user.getByTestId('login-password-set').waitFor();
    // The reset ended the lock: the new password signs in at once.
    await signInAs(user, 'e2e.vergeten', 'Nieuw-E2E-Wachtwoord-2026');
    await user.getByTestId('user-panel').waitFor();

    await user.goto(link.pathname);
    await user.waitForURL(/\/auth\/password-reset\/expired$/);
    await user.getByTestId('password-expired-page').waitFor();
  });
});
