import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { consoleErrors, numberedPdf } from './documentHelpers';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

/**
 * The two chat desks as their users live them (issue #30, docs/desks.md): an adviser and a
 * back-office employee chat in two browsers, each seeing the other's messages, files, verdicts
 * and counters arrive without a reload; the money provider's browser gives the overrule verdict.
 * Three browsers walk whole stories, so each test has two minutes rather than the usual one.
 */
let browser: Browser;
let adviseur: Page;
let employee: Page;
let verstrekker: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launch();
  [adviseur, employee, verstrekker] = [await newPage(browser), await newPage(browser), await newPage(browser)];
  errors = [...consoleErrors(adviseur), ...consoleErrors(employee), ...consoleErrors(verstrekker)];
  await signedIn(adviseur, 'adviseur');
  await signedIn(employee, 'employee');
  await signedIn(verstrekker, 'verstrekker');
});
afterAll(() => browser.close());

/** The number on a sidebar counter (0 while it shows none). */
const counter = async (page: Page, key: string) => Number((await page.getByTestId(`counter-${key}`).textContent({ timeout: 5000 }).catch(() => '0')) || 0);
const waitForCounter = (page: Page, key: string, value: number) =>
  expect.poll(() => counter(page, key), { timeout: 5000 }).toBe(value);
const chooseOption = async (page: Page, select: string, option: string | RegExp) => {
  await page.getByTestId(select).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).first().click();
};
/** A change through the API with the page's own session, as the app sends it. */
const apiPatch = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
    const res = await fetch(p, { method: 'PATCH', headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf } });
    return res.status;
  }, path);
const message = (page: Page, text: string) => page.getByTestId('desk-message').filter({ hasText: text });

describe('the voorbespreekdesk', () => {
  it('an adviser starts a conversation with a PDF; the employee sees it arrive, opens the PDF and answers with a verdict, live on both sides', { timeout: 120_000 }, async () => {
    await employee.goto('/voorbespreekdesk');
    await employee.getByTestId('voorbespreek-list').waitFor();
    const employeeCount = await counter(employee, 'voorbespreekdesk');
    await adviseur.goto('/voorbespreekdesk');
    await adviseur.getByTestId('voorbespreek-list').waitFor();
    const adviserCount = await counter(adviseur, 'voorbespreekdesk');

    await adviseur.getByTestId('voorbespreek-new').click();
    await adviseur.getByTestId('voorbespreek-new-client').fill('Fam. Verbeek');
    await chooseOption(adviseur, 'voorbespreek-new-receiver', /./);
    await chooseOption(adviseur, 'voorbespreek-new-subject', 'Overig');
    await adviseur.getByTestId('voorbespreek-new-message').fill('Klant wil een deel van de hypotheek meenemen naar een nieuwe woning. Kan dat bij een verhoging?');
    await adviseur.getByTestId('voorbespreek-new-files-input').setInputFiles({ name: 'taxatie.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await numberedPdf(2, 'Taxatie')) });
    await adviseur.getByTestId('voorbespreek-new-submit').click();
    await adviseur.getByText('Het gesprek is gestart.').waitFor();
    await adviseur.waitForURL(/\/voorbespreekdesk\/\d+$/);
    const id = Number(adviseur.url().split('/').pop());

    // The employee's list and counter move without a reload; the new row is marked unread.
    const row = employee.locator(`[data-testid="voorbespreek-row"][data-id="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    await waitForCounter(employee, 'voorbespreekdesk', employeeCount + 1);
    await row.locator('td').nth(1).click();
    await employee.getByTestId('voorbespreek-conversation').waitFor();
    await expect.poll(() => row.getAttribute('data-unread')).toBe('false');

    // The employee opens the adviser's PDF in the viewer, and comes back.
    await employee.getByTestId('desk-file').filter({ hasText: 'taxatie.pdf' }).click();
    await employee.waitForURL(/\/pdf\/desk\//);
    await employee.locator('canvas').first().waitFor();
    await employee.goBack();
    await employee.getByTestId('voorbespreek-conversation').waitFor();

    await employee.getByTestId('voorbespreek-composer-message').fill('Meenemen kan; de verhoging toetsen we op de huidige normen.');
    await chooseOption(employee, 'voorbespreek-oordeel-select', 'Haalbaar onder voorwaarden');
    await employee.getByTestId('voorbespreek-composer-send').click();
    await employee.getByText('Het bericht is verstuurd.').waitFor();

    // The adviser, still on the conversation, sees the answer, the verdict and the counter move.
    await message(adviseur, 'Meenemen kan').waitFor();
    await adviseur.getByTestId('voorbespreek-oordeel').filter({ hasText: 'Haalbaar onder voorwaarden' }).waitFor();
    await waitForCounter(adviseur, 'voorbespreekdesk', adviserCount + 1);
    await waitForCounter(employee, 'voorbespreekdesk', employeeCount);

    // The adviser ends it; the employee's conversation closes live.
    await adviseur.getByTestId('voorbespreek-end').click();
    await adviseur.getByRole('button', { name: 'Beëindigen' }).last().click();
    await adviseur.getByText('De voorbespreking is beëindigd.').waitFor();
    await employee.getByTestId('voorbespreek-status').filter({ hasText: 'Beëindigd' }).waitFor();
    expect(await employee.getByTestId('voorbespreek-composer').count()).toBe(0);
  });
});

describe('the overrule desk', () => {
  it('an adviser asks, the employee forwards it and the money provider gives its verdict; each sees the others live', { timeout: 120_000 }, async () => {
    // A running dossier of the adviser's office that the demo money provider provides; a request
    // the demo data left open on it is archived by the back office first.
    const mine = (await apiGet<{ id: number }[]>(adviseur, '/api/v1/dossiers/overrule/dossiers?size=500')).map((d) => d.id);
    const lenders = new Set((await apiGet<{ id: number }[]>(verstrekker, '/api/v1/dossiers/overrule/dossiers?size=500')).map((d) => d.id));
    const dossierId = mine.find((d) => lenders.has(d))!;
    expect(dossierId).toBeGreaterThan(0);
    const open = await apiGet<{ exists: boolean; id: number | null }>(adviseur, `/api/v1/dossiers/overrule/exists/${dossierId}`);
    if (open.exists) expect(await apiPatch(employee, `/api/v1/dossiers/overrule/${open.id}/archive`)).toBe(200);

    await employee.goto('/overruledesk');
    await employee.getByTestId('overrule-list').waitFor();
    await verstrekker.goto('/overruledesk');
    await verstrekker.getByTestId('overrule-list').waitFor();
    const adviserCount = await counter(adviseur, 'overruledesk');

    await adviseur.goto('/overruledesk');
    await adviseur.getByTestId('overrule-new').click();
    await adviseur.getByTestId('overrule-new-dossier').getByRole('combobox').fill(String(dossierId));
    await adviseur.getByRole('option', { name: new RegExp(`^${dossierId} – `) }).click();
    await chooseOption(adviseur, 'overrule-new-subject', 'Inkomen');
    await chooseOption(adviseur, 'overrule-new-sub', 'Flexibel inkomen');
    await adviseur.getByTestId('overrule-new-message').fill('Aanvrager werkt drie jaar als oproepkracht bij dezelfde werkgever. Graag een overrule op de inkomenstoets.');
    await adviseur.getByTestId('overrule-new-submit').click();
    await adviseur.getByText('Het gesprek is gestart.').waitFor();
    await adviseur.waitForURL(/\/overruledesk\/\d+$/);
    const id = Number(adviseur.url().split('/').pop());

    // The back office forwards it to the money provider with a message and a status.
    const employeeRow = employee.locator(`[data-testid="overrule-row"][data-id="${id}"]`);
    await employeeRow.waitFor();
    await employeeRow.locator('td').nth(1).click();
    await employee.getByTestId('overrule-composer-message').fill('Doorgezet naar de acceptatie van de geldverstrekker.');
    await chooseOption(employee, 'overrule-service-select', 'Doorgezet naar geldverstrekker');
    await employee.getByTestId('overrule-composer-send').click();
    await employee.getByText('Het bericht is verstuurd.').waitFor();
    await message(adviseur, 'Doorgezet naar de acceptatie').waitFor();
    await adviseur.getByTestId('overrule-service-status').filter({ hasText: 'Doorgezet naar geldverstrekker' }).waitFor();

    // The money provider sees the request and gives its verdict with a message.
    const lenderRow = verstrekker.locator(`[data-testid="overrule-row"][data-id="${id}"]`);
    await lenderRow.waitFor();
    expect(await lenderRow.getAttribute('data-unread')).toBe('true');
    await lenderRow.locator('td').nth(1).click();
    await message(verstrekker, 'oproepkracht').waitFor();
    await verstrekker.getByTestId('overrule-composer-message').fill('Akkoord: het inkomen van de laatste drie jaar telt mee.');
    await chooseOption(verstrekker, 'overrule-verdict-select', 'Akkoord');
    await verstrekker.getByTestId('overrule-composer-send').click();
    await verstrekker.getByText('Het bericht is verstuurd.').waitFor();

    for (const page of [adviseur, employee]) {
      await page.getByTestId('overrule-verdict').filter({ hasText: 'Akkoord' }).waitFor();
      await message(page, 'Akkoord: het inkomen').waitFor();
    }
    await waitForCounter(adviseur, 'overruledesk', adviserCount);

    // The dossier detail shows the open request with a link to it.
    await adviseur.goto(`/dossiers/${dossierId}`);
    await adviseur.getByTestId('dossier-overrule-link').click();
    await adviseur.waitForURL(new RegExp(`/overruledesk/${id}$`));
    await adviseur.getByTestId('overrule-conversation').waitFor();
    expect(errors).toEqual([]);
  });
});
