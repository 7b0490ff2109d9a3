import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { consoleErrors } from './documentHelpers';
import { signedIn } from './session';

/** The screens a user drives all day (issue 36): each check as the account that uses the screen. */
const page = pagePerTest();

/** Posts HDN messages as the exchange does: its own account, the XSRF pair, XML (docs/hdn.md). */
async function hdnExchange() {
  const headers = { cookie: 'XSRF-TOKEN=e2e', 'x-xsrf-token': 'e2e' };
  const signIn = await fetch(`${baseUrl()}/authenticate`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hdn-koppeling', password: 'demo' }) });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return async (xml: string) => {
    const res = await fetch(`${baseUrl()}/api/v1/hdn/berichten`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}`, 'content-type': 'application/xml' }, body: xml });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; dossierId: number | null; status: string };
  };
}
const hdnHeader = (soort: string, afzender: string, extra = '') => `<Header><BerichtSoort>${soort}</BerichtSoort><BerichtId>${randomUUID()}</BerichtId><Afzender>${afzender}</Afzender>${extra}</Header>`;

/** The hint a resting submit button gives once the keyboard reaches it (Tab away and back). */
async function hintOf(p: Page, testId: string) {
  const button = p.getByTestId(testId);
  await button.focus();
  await p.keyboard.press('Shift+Tab');
  await p.keyboard.press('Tab');
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  const tooltip = p.getByRole('tooltip');
  await tooltip.waitFor();
  expect(await button.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
  return tooltip.textContent();
}

/** Whether a field's label carries the required asterisk. */
const markedRequired = async (p: Page, label: string) => ((await p.locator('label').filter({ hasText: new RegExp(`^${label}\\s*\\*?$`) }).first().textContent()) ?? '').includes('*');

describe('the sidebar', () => {
  it('shows no badge for a counter at zero (the money provider has no unread mail or task)', async () => {
    await signedIn(page, 'verstrekker');
    const unread = await apiGet<{ mailsMy: number; tasksMy: number }>(page, '/api/v1/unread/details');
    expect(unread.mailsMy + unread.tasksMy).toBe(0);
    // Its overrule desk has something waiting: that badge shows, so the counters have been asked.
    await page.getByTestId('counter-overruledesk').waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByTestId('nav-workflow').waitFor();
    expect(await page.getByTestId('counter-workflow').count()).toBe(0);
    expect(await page.getByTestId('counter-berichten').count()).toBe(0);
  });

  it('reaches BTL Dossiers in beheer for whoever may open it, and not for the employee', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'medewerker');
    await page.getByTestId('nav-beheerBtl').click();
    await page.waitForURL(/\/beheer-btl$/);
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('BTL Dossiers in beheer');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    expect(errors).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    await signedIn(page, 'employee');
    await page.getByTestId('nav-workflow').waitFor();
    expect(await page.getByTestId('nav-beheerBtl').count()).toBe(0);
  });

  it("titles the client-portal log and the HDN log as the spec does", async () => {
    await signedIn(page, 'medewerker');
    await page.goto('/wijzigingslog');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Wijzigingslog (Klantportaal)');
    expect(await page.title()).toBe('Hypotheek Backoffice - Wijzigingslog (Klantportaal)');
    await page.goto('/hdn-log');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('HDN-log');
    await page.goto('/btl-log');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('BTL-log');
  });
});

describe('the desks', () => {
  it('a row opens its conversation wherever it is clicked, its dossier number opens the dossier, and Ctrl+Enter sends', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'medewerker');
    await page.goto('/overruledesk');
    const row = page.getByTestId('overrule-row').first();
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    // The subject cell: no link in it, yet the row opens.
    await row.locator('td').nth(1).click();
    await page.waitForURL(new RegExp(`/overruledesk/${id}$`));
    await page.locator(`[data-testid="overrule-conversation"][data-id="${id}"]`).waitFor();

    const text = `Stukken zijn compleet, graag een reactie ${Date.now()}.`;
    await page.getByTestId('overrule-composer-message').fill(text);
    await page.keyboard.press('Control+Enter');
    await page.getByText('Het bericht is verstuurd.').waitFor();
    await page.getByTestId('desk-message').filter({ hasText: text }).waitFor();
    expect(await page.getByTestId('overrule-composer-message').inputValue()).toBe('');

    const opened = page.locator(`[data-testid="overrule-row"][data-id="${id}"]`);
    const dossierId = await opened.getByTestId('desk-dossier-link').textContent();
    await opened.getByTestId('desk-dossier-link').click();
    await page.waitForURL(new RegExp(`/dossiers/${dossierId}$`));
    await page.getByTestId('tab-overzicht').waitFor();

    await page.goto('/voorbespreekdesk');
    const talk = page.getByTestId('voorbespreek-row').first();
    await talk.waitFor();
    const talkId = await talk.getAttribute('data-id');
    await talk.locator('td').nth(2).click();
    await page.waitForURL(new RegExp(`/voorbespreekdesk/${talkId}$`));
    await page.getByTestId('voorbespreek-conversation').waitFor();
    // Reached by Tab, a row opens with Enter too.
    await page.getByTestId('voorbespreek-row').nth(1).focus();
    const next = await page.getByTestId('voorbespreek-row').nth(1).getAttribute('data-id');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/voorbespreekdesk/${next}$`));
    expect(errors).toEqual([]);
  });

  it("a new request's send button says what is still missing, and less as fields are given", async () => {
    await signedIn(page, 'medewerker');
    await page.goto('/overruledesk');
    await page.getByTestId('overrule-new').click();
    await page.getByTestId('overrule-new-dialog').waitFor();
    expect(await page.getByTestId('overrule-new-submit').getAttribute('aria-disabled')).toBe('true');
    expect(await hintOf(page, 'overrule-new-submit')).toBe('Nog nodig: Dossier, Onderwerp, Bericht');
    await page.getByTestId('overrule-new-message').fill('Graag een overrule op de inkomenstoets.');
    expect(await hintOf(page, 'overrule-new-submit')).toBe('Nog nodig: Dossier, Onderwerp');
  });
});

describe('linking an HDN message', () => {
  it('takes a typed dossier number without picking it from the list, and says what is missing before', async () => {
    const errors = consoleErrors(page);
    const send = await hdnExchange();
    const application = await send(
      `<HdnBericht>${hdnHeader('AX', 'KANTOOR-1', '<Ontvanger>ABN</Ontvanger>')}<Aanvraag><Intermediair><KantoorNummer>1</KantoorNummer></Intermediair>` +
        '<Hypotheekgever><Geslacht>M</Geslacht><Voorletters>T.</Voorletters><Achternaam>Koppelaar</Achternaam><GeboorteDatum>1985-02-03</GeboorteDatum></Hypotheekgever>' +
        '<Lening><Hoofdsom>280000</Hoofdsom></Lening></Aanvraag></HdnBericht>',
    );
    const lost = await send(`<HdnBericht>${hdnHeader('SX', 'ABN')}<Referentie><Kenmerk>ZOEK-${Date.now()}</Kenmerk></Referentie><Statusmelding><StatusCode>12</StatusCode></Statusmelding></HdnBericht>`);
    expect(lost.status).toBe('ONGEKOPPELD');

    await signedIn(page, 'medewerker');
    await page.goto(`/tickets/hdn/${lost.id}`);
    await page.getByTestId('hdn-link').waitFor();
    expect(await hintOf(page, 'hdn-link-submit')).toBe('Nog nodig: Dossiernummer');
    await page.getByTestId('panel-dossier').fill(String(application.dossierId));
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('hdn-link-submit').getAttribute('aria-disabled')).toBeNull();
    await page.getByTestId('hdn-link-submit').click();
    await page.getByText(`Bericht gekoppeld aan dossier ${application.dossierId}.`).waitFor();
    const linked = await apiGet<{ status: string; dossierId: number }>(page, `/api/v1/hdn/berichten/${lost.id}`);
    expect(linked).toMatchObject({ status: 'VERWERKT', dossierId: application.dossierId });
    expect(errors).toEqual([]);
  });
});

describe('Aanvraag', () => {
  it('marks its required fields before the first submit, and Land is a country chosen from the list', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'medewerker');
    await page.goto('/appeals');
    await page.getByTestId('appeal-submit').waitFor();
    for (const label of ['Geldverstrekker', 'Kantoor', 'Geslacht', 'Voorletters', 'Achternaam', 'Geboortedatum', 'Land']) {
      expect(await markedRequired(page, label), label).toBe(true);
    }
    for (const label of ['Adviseur', 'Voornamen', 'Postcode']) expect(await markedRequired(page, label), label).toBe(false);

    const land = page.getByTestId('appeal-1-hypotheekgevers.0.land').getByRole('combobox');
    expect(await land.inputValue()).toBe('Nederland');
    await land.fill('Itali');
    await page.getByRole('option', { name: 'Italië' }).click();
    expect(await land.inputValue()).toBe('Italië');

    await page.getByRole('combobox', { name: 'Geldverstrekker' }).click();
    await page.getByRole('option', { name: 'ING Bank' }).click();
    await page.getByRole('combobox', { name: 'Kantoor' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Geslacht' }).click();
    await page.getByRole('option', { name: 'Man' }).click();
    await page.getByTestId('appeal-1-hypotheekgevers.0.voorLetters').fill('G.');
    await page.getByTestId('appeal-1-hypotheekgevers.0.achterNaam').fill('Rossi');
    await page.getByRole('group', { name: 'Geboortedatum' }).click();
    await page.keyboard.type('02061979');
    await page.getByTestId('appeal-submit').click();
    await page.waitForURL(/\/dossiers\/\d+/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    const dossier = await apiGet<{ hypotheekGevers: { partijNawData: { land: string } }[] }>(page, `/api/v1/dossiers/${id}`);
    expect(dossier.hypotheekGevers.map((h) => h.partijNawData.land)).toEqual(['IT']);
    expect(errors).toEqual([]);
  });
});

describe('Productvergelijker', () => {
  it('clears its old results when the input turns invalid', async () => {
    await signedIn(page, 'adviseur');
    await page.goto('/productvergelijker');
    await page.getByTestId('comparer-hoofdsom').fill('300.000');
    await page.getByTestId('comparer-marktwaarde').fill('400.000');
    await page.getByTestId('comparer-submit').click();
    await page.getByTestId('comparer-result').waitFor();
    await page.getByTestId('comparer-hoofdsom').fill('5');
    await page.getByTestId('comparer-result').waitFor({ state: 'detached' });
    await page.getByText('Let op: een hypotheekbedrag tussen € 10.000 en € 5.000.000.').waitFor();
    await page.getByTestId('comparer-hoofdsom').fill('250.000');
    await page.getByTestId('comparer-submit').click();
    await expect.poll(() => page.getByTestId('comparer-summary').innerText()).toMatch(/€\s250\.000/);
  });
});

describe('rates and traces', () => {
  it('shows a rate difference with its unit', async () => {
    await signedIn(page, 'medewerker');
    await page.goto('/rente-tarieven/wijzigingen?dagen=alles');
    const cells = page.getByTestId('rate-changes').locator('tbody tr td:nth-child(7)');
    await cells.first().waitFor();
    const shown = (await cells.allTextContents()).filter((text) => /\d/.test(text));
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text).toMatch(/^[+-]\d+,\d+ %-punt$/);
  });

  it("names a call's caller in its detail as the list does", async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/externe-aanroepen');
    const row = page.getByTestId('trace-row').first();
    await row.waitFor();
    const caller = (await row.locator('td').nth(1).textContent()) ?? '';
    await row.getByTestId('trace-open').click();
    const facts = page.getByTestId('trace-detail-facts');
    await facts.waitFor();
    await expect.poll(() => facts.textContent()).toContain(caller);
    expect(caller).not.toMatch(/^[A-Z_]+$/);
  });
});
