import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pagePerTest } from './browser';
import { signedIn, signInAs, visibleNav } from './session';

const page = pagePerTest();

const form = (p: Page, resource: string) => p.getByTestId(`${resource}-form`);

/** The Dutch date picker is typed day, month, year into its sections, as a user does. */
const typeDate = async (p: Page, resource: string, label: string, ddmmyyyy: string) => {
  await form(p, resource).getByRole('group', { name: label }).click();
  await p.keyboard.type(ddmmyyyy.replaceAll('-', ''));
};

describe('schema-driven Beheer lists', () => {
  it('lands a beheerder sent away from Dossiers on the Beheer overview, which lists what the sidebar lists', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/dossiers');
    await page.waitForURL(/\/beheer$/);
    await page.getByTestId('beheer-index').waitFor();
    expect(await page.getByTestId('unavailable-page').count()).toBe(0);
    const listed = await page.locator('[data-testid^="beheer-index-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')!.slice('beheer-index-'.length)));
    const inSidebar = [...(await visibleNav(page))].filter((id) => id.startsWith('beheer-'));
    expect(listed.length).toBeGreaterThan(10);
    expect(new Set(listed)).toEqual(new Set(inSidebar));
    await page.getByTestId('beheer-index-beheer-teams').click();
    await page.waitForURL(/\/beheer\/teams(\?.*)?$/);
  });

  it('creates a vrije dag and edits it', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/vrije-dagen');
    await page.getByTestId('vrije-dagen-list').getByText('Koningsdag').first().waitFor();
    await page.getByTestId('create-button').click();
    await page.waitForURL(/\/beheer\/vrije-dagen\/create$/);
    await typeDate(page, 'vrije-dagen', 'Datum', '31-12-2031');
    await form(page, 'vrije-dagen').getByLabel('Omschrijving').fill('Oudejaarsdag (kantoor dicht)');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/vrije-dagen(\?.*)?$/);

    await page.goto('/beheer/vrije-dagen?filter=' + encodeURIComponent(JSON.stringify({ omschrijving: 'Oudejaarsdag' })));
    const row = page.getByTestId('vrije-dagen-list').getByText('Oudejaarsdag (kantoor dicht)', { exact: true });
    await row.click();
    await page.waitForURL(/\/beheer\/vrije-dagen\/\d+$/);
    const omschrijving = form(page, 'vrije-dagen').getByLabel('Omschrijving');
    await expect.poll(() => omschrijving.inputValue()).toBe('Oudejaarsdag (kantoor dicht)');
    await omschrijving.fill('Oudejaarsdag');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/vrije-dagen(\?.*)?$/);
    await page.goto('/beheer/vrije-dagen?filter=' + encodeURIComponent(JSON.stringify({ omschrijving: 'Oudejaarsdag' })));
    // The date shows the Dutch way.
    await page.getByTestId('vrije-dagen-list').getByText('31-12-2031').waitFor();
  });

  it('creates an event template for a system event', async () => {
    await signedIn(page, 'beheerder');
    // The list starts empty and still offers the create button.
    await page.goto('/beheer/event-templates');
    await page.getByTestId('create-button').click();
    await page.waitForURL(/\/beheer\/event-templates\/create$/);
    const templateForm = form(page, 'event-templates');
    await templateForm.getByLabel('Naam').fill('Bevestiging aanvraag');
    await templateForm.getByLabel('Event').click();
    await page.getByRole('option', { name: 'AANVRAAG_ONTVANGEN', exact: true }).click();
    await templateForm.getByLabel('Onderwerp').fill('Uw aanvraag is ontvangen');
    await templateForm.getByLabel('Inhoud').fill('Beste adviseur, wij hebben de aanvraag ontvangen.');
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/event-templates(\?.*)?$/);
    const row = page.getByTestId('event-templates-list').getByRole('row', { name: /Bevestiging aanvraag/ });
    await expect.poll(() => row.innerText()).toContain('AANVRAAG_ONTVANGEN');
  });

  it('refuses a date that already is a vrije dag with the Dutch field message', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/vrije-dagen/create');
    await typeDate(page, 'vrije-dagen', 'Datum', '27-04-2026');
    await form(page, 'vrije-dagen').getByLabel('Omschrijving').fill('Koningsdag');
    await page.getByTestId('save-button').click();
    await page.getByText('Deze waarde bestaat al.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/beheer/vrije-dagen/create');
  });

  it('opens the jaaropgaaf settings from the menu link', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/jaaropgaaf/1');
    await expect.poll(() => form(page, 'jaaropgaaf').getByLabel('Belastingjaar').inputValue()).toBe('2025');
  });

  it('remembers the page of the task-status list when coming back', async () => {
    await signedIn(page, 'beheerder');
    const list = page.getByTestId('taken-list');
    await page.goto('/beheer/taken?page=2&perPage=5&sort=volgorde&order=ASC');
    await list.getByText('Vervallen', { exact: true }).waitFor();
    await page.goto('/beheer/vrije-dagen');
    await page.getByTestId('vrije-dagen-list').waitFor();
    await page.goto('/beheer/taken');
    await list.getByText('Vervallen', { exact: true }).waitFor();
    expect(await list.getByText('Open', { exact: true }).count()).toBe(0);
  });

  it('keeps a lender on its own rows and out of the full Beheer menu', async () => {
    await signedIn(page, 'verstrekker');
    await page.goto('/beheer/taken');
    await page.getByTestId('taken-list').getByText('In behandeling', { exact: true }).waitFor();
    await page.goto('/beheer/geldverstrekkers');
    await page.waitForURL((url) => !url.pathname.startsWith('/beheer/geldverstrekkers'));
  });
});

describe('Beheer › Gebruikers', () => {
  it('creates a user with a role, who sets a password through the link and sees the Beheer menu', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/gebruikers/create');
    const userForm = form(page, 'gebruikers');
    await userForm.getByLabel('Gebruikersnaam').fill('e2e.beheer');
    await userForm.getByLabel('Voorletters').fill('A.');
    await userForm.getByLabel('Achternaam').fill('Jansen');
    await userForm.getByLabel('E-mailadres').fill('a.jansen@backoffice.example.nl');
    await userForm.getByLabel('Rollen').click();
    await userForm.getByLabel('Rollen').fill('Beheerder');
    await page.getByRole('option', { name: 'Beheerder', exact: true }).click();
    await userForm.getByLabel('Teams').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('save-button').click();
    await page.getByTestId('password-link-dialog').waitFor();
    const url = new URL(await page.getByTestId('password-link').inputValue());
    expect(url.pathname).toMatch(/^\/auth\/password-reset\/[\w-]+$/);
    await page.getByTestId('password-link-close').click();
    await page.waitForURL(/\/beheer\/gebruikers/);
    await page.getByTestId('filter-achterNaam').fill('e2e.beheer');
    await page.getByTestId('gebruikers-list').getByText('e2e.beheer', { exact: true }).waitFor();

    const fresh = await newPage(page.context().browser()!);
    await fresh.goto(url.pathname);
    await fresh.getByTestId('password-new').fill('Welkom2026!veilig');
    await fresh.getByTestId('password-repeat').fill('Welkom2026!veilig');
    await fresh.getByTestId('password-submit').click();
    await fresh.waitForURL(/\/auth$/);
    await signInAs(fresh, 'e2e.beheer', 'Welkom2026!veilig');
    await fresh.getByTestId('user-panel').waitFor();
    const nav = await visibleNav(fresh);
    expect(nav.has('beheer-vrije-dagen')).toBe(true);
    expect(nav.has('beheer-gebruikers')).toBe(true);
    // The link worked once.
    await fresh.goto(url.pathname);
    await fresh.waitForURL(/\/auth\/password-reset\/expired$/);
    await fresh.getByTestId('password-expired-page').waitFor();
  });

  it('refuses an adviser without office and a user without roles and teams, under their fields', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/gebruikers/create');
    const userForm = form(page, 'gebruikers');
    await userForm.getByLabel('Gebruikersnaam').fill('e2e.zonderkantoor');
    await userForm.getByLabel('Voorletters').fill('Z.');
    await userForm.getByLabel('Achternaam').fill('Zonder');
    await userForm.getByLabel('E-mailadres').fill('z.zonder@backoffice.example.nl');
    await page.getByTestId('save-button').click();
    await userForm.getByText('Kies ten minste één rol.').waitFor();
    await userForm.getByText('Kies ten minste één team.').waitFor();
    await userForm.getByLabel('Rollen').click();
    await userForm.getByLabel('Rollen').fill('Adviseur');
    await page.getByRole('option', { name: 'Adviseur', exact: true }).click();
    await userForm.getByLabel('Teams').click();
    await page.getByRole('option').first().click();
    await userForm.getByLabel('Soort gebruiker').click();
    await page.getByRole('option', { name: /^A –/ }).click();
    await page.getByTestId('save-button').click();
    await userForm.getByText('Kies het kantoor van de adviseur.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/beheer/gebruikers/create');
  });

  it('shows the roles and who holds a permission', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/roles');
    await page.getByTestId('roles-list').getByText('Medewerker', { exact: true }).waitFor();
    await page.goto('/beheer/rechten');
    await page.getByTestId('rechten-list').getByText('BEHEER_RECHTEN', { exact: true }).click();
    await expect.poll(() => page.getByTestId('rechten-holders').innerText()).toContain('Gebruikers met BEHEER_RECHTEN');
    await expect.poll(async () => (await page.getByTestId('rechten-holders').innerText()).split('\n').length).toBeGreaterThan(1);
  });
});
