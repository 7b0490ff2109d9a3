import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pagePerTest } from './browser';
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
    await page.waitForURL(/\/beheer\/teams(\/\d+(\/show)?)?(\?.*)?$/);

    await page.goto('/beheer/teams?filter=' + encodeURIComponent(JSON.stringify({ teamNaam: 'Oost' })));
    await page.getByTestId('teams-list').getByText('Team Hypotheken Oost', { exact: true }).click();
    await page.waitForURL(/\/beheer\/teams\/\d+$/);
    await editLoaded(page, 'Team Hypotheken Oost');
    await form(page).getByLabel('Teamnaam').fill('Team Hypotheken Oost-Nederland');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/teams(\?.*)?$/);
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
    await page.waitForURL(/\/beheer\/teams(\/\d+(\/show)?)?(\?.*)?$/);
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

  it('lets a lender open the organisation’s team read-only and change only its own (issue #18, defect 8)', async () => {
    const lender = await newPage(page.context().browser()!);
    await signedIn(lender, 'verstrekker');
    const visible = await lender.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}` };
      return (await (await fetch('/api/v1/teams?size=200', { headers })).json()).content as { id: number; teamNaam: string; moneyProviderId: number | null }[];
    });
    const organisation = visible.find((t) => t.moneyProviderId === null)!;
    const own = visible.find((t) => t.moneyProviderId !== null)!;

    await lender.goto('/beheer/teams?filter=' + encodeURIComponent(JSON.stringify({ teamNaam: organisation.teamNaam })));
    await lender.getByTestId('teams-list').getByText(organisation.teamNaam, { exact: true }).click();
    await lender.waitForURL(new RegExp(`/beheer/teams/${organisation.id}/show$`));
    expect(await lender.getByTestId('edit-button').count()).toBe(0);
    // The edit address itself leads to the read-only page: no form whose save would answer 403.
    await lender.goto(`/beheer/teams/${organisation.id}`);
    await lender.waitForURL(new RegExp(`/beheer/teams/${organisation.id}/show$`));
    expect(await lender.getByTestId('teams-form').count()).toBe(0);

    await lender.goto('/beheer/teams?filter=' + encodeURIComponent(JSON.stringify({ teamNaam: own.teamNaam })));
    await lender.getByTestId('teams-list').getByText(own.teamNaam, { exact: true }).click();
    await lender.waitForURL(new RegExp(`/beheer/teams/${own.id}$`));
    await expect.poll(() => form(lender).getByLabel('Teamnaam').inputValue()).toBe(own.teamNaam);
    await form(lender).getByLabel('Teamnaam').fill(`${own.teamNaam} (eigen)`);
    await lender.getByTestId('save-button').click();
    await lender.waitForURL(/\/beheer\/teams(\?.*)?$/);
    await lender.getByTestId('teams-list').getByText(`${own.teamNaam} (eigen)`).waitFor();
    await lender.context().close();
  });
});
