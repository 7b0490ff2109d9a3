import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'beheerder'));

const form = (p: Page) => p.getByTestId('teams-form');

async function fillTeam(p: Page, naam: string, email: string) {
  await form(p).getByLabel('Teamnaam').fill(naam);
  await form(p).getByLabel('E-mailadres team').fill(email);
}

/** Waits until the edit form shows the stored record, so typing is not undone by its arrival. */
async function editLoaded(p: Page, naam: string) {
  await expect.poll(() => form(p).getByLabel('Teamnaam').inputValue()).toBe(naam);
}

async function chooseType(p: Page, label: string) {
  await form(p).getByLabel('Soort').click();
  await p.getByRole('option', { name: label }).click();
}

/** Changes a team through the API as another user would, with the page's own session. */
function changeElsewhere(p: Page, id: number, teamNaam: string) {
  return p.evaluate(
    async ({ id, teamNaam }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]),
      };
      const team = await (await fetch(`/api/v1/teams/${id}`, { headers })).json();
      const { id: _id, createdAt: _c, updatedAt: _u, ...body } = team;
      const res = await fetch(`/api/v1/teams/${id}`, { method: 'PUT', headers, body: JSON.stringify({ ...body, teamNaam }) });
      return res.status;
    },
    { id, teamNaam },
  );
}

describe('teams in Beheer', () => {
  it('creates a team and edits it', async () => {
    await page.goto('/beheer/teams');
    await page.getByTestId('create-button').click();
    await page.waitForURL(/\/beheer\/teams\/create$/);
    await fillTeam(page, 'Team Hypotheken Oost', 'oost@backoffice.example.nl');
    await chooseType(page, 'Team');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/teams(\/\d+(\/show)?)?$/);

    await page.goto('/beheer/teams?filter=' + encodeURIComponent(JSON.stringify({ teamNaam: 'Oost' })));
    await page.getByTestId('teams-list').getByText('Team Hypotheken Oost', { exact: true }).click();
    await page.waitForURL(/\/beheer\/teams\/\d+$/);
    await editLoaded(page, 'Team Hypotheken Oost');
    await form(page).getByLabel('Teamnaam').fill('Team Hypotheken Oost-Nederland');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/teams$/);
    await page.getByTestId('teams-list').getByText('Team Hypotheken Oost-Nederland', { exact: true }).waitFor();
  });

  it('shows the Dutch field messages and saves nothing while the input is wrong', async () => {
    await page.goto('/beheer/teams/create');
    await fillTeam(page, '', 'geen-mailadres');
    await chooseType(page, 'Afdeling');
    await page.getByTestId('save-button').click();
    await page.getByText('Let op: ongeldig e-mailadres formaat.').waitFor();
    await page.getByText('Dit veld is verplicht.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/beheer/teams/create');
  });

  it('refuses a team name that already exists under its field', async () => {
    await page.goto('/beheer/teams/create');
    await fillTeam(page, 'Team Dubbel', 'dubbel@backoffice.example.nl');
    await chooseType(page, 'Team');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/teams(\/\d+(\/show)?)?$/);
    await page.goto('/beheer/teams/create');
    await fillTeam(page, 'team dubbel', 'dubbel2@backoffice.example.nl');
    await chooseType(page, 'Team');
    await page.getByTestId('save-button').click();
    await form(page).getByText('Deze waarde bestaat al.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/beheer/teams/create');
  });

  it('shows the Foutmelding dialog when someone else saved the team first (409)', async () => {
    await page.goto('/beheer/teams?filter=' + encodeURIComponent(JSON.stringify({ teamNaam: 'Passeren' })));
    await page.getByTestId('teams-list').getByText('Passeren', { exact: true }).click();
    await page.waitForURL(/\/beheer\/teams\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await editLoaded(page, 'Passeren');
    expect(await changeElsewhere(page, id, 'Passeren en nazorg')).toBe(200);

    await form(page).getByLabel('Teamnaam').fill('Passeren (mijn versie)');
    await page.getByTestId('save-button').click();
    const dialog = page.getByTestId('error-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Dit record is intussen door iemand anders gewijzigd');
    expect(await dialog.getByRole('heading').textContent()).toBe('Foutmelding');
    await page.getByTestId('error-dialog-close').click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
