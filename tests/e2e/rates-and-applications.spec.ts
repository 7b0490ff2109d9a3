import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { tableOverflow } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest();

/** '4,33%' → 4.33; '€ 1.432,25' → 1432.25 */
const dutchNumber = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('rates, the product comparer and a new application (docs/rates.md, docs/applications.md)', () => {
  it('Beheer changes a rate, and Rente › Wijzigingen shows it with the old and the new percentage', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/rentetarieven');
    const first = page.getByTestId('rentetarieven-list').locator('tbody tr').first();
    const column = (name: string) => first.locator(`td.column-${name}`).innerText();
    await expect.poll(() => column('rentePercentage'), { timeout: 15_000 }).toMatch(/\d/);
    const [product, periode, klasse, oud] = [await column('productId'), await column('rentevastePeriode'), await column('risicoklasse'), await column('rentePercentage')];
    await first.locator('td.column-productId').click();
    await page.waitForURL(/\/beheer\/rentetarieven\/\d+$/);
    const rente = page.getByTestId('rentetarieven-form').getByLabel('Rente (%)');
    await expect.poll(() => rente.inputValue()).not.toBe('');
    const nieuw = Math.round((dutchNumber(oud) + 0.125) * 1000) / 1000;
    await rente.fill(String(nieuw));
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/rentetarieven(\?.*)?$/);

    await page.getByTestId('nav-rente').click();
    await page.getByTestId('nav-rente-wijzigingen').click();
    await page.waitForURL(/\/rente-tarieven\/wijzigingen/);
    const [lender, productName] = product.split(' · ');
    await page.getByRole('combobox', { name: 'Geldverstrekker' }).click();
    await page.getByRole('option', { name: lender, exact: true }).click();
    await page.getByRole('combobox', { name: 'Richting' }).click();
    await page.getByRole('option', { name: 'Alleen stijgingen' }).click();
    const change = page.getByTestId('rate-changes').locator('tbody tr').filter({ hasText: productName }).filter({ hasText: periode }).filter({ hasText: 'M. Gerritsen' }).first();
    await change.waitFor();
    const cell = (column: string) => change.locator(`td[data-column="${column}"]`).innerText();
    expect(await cell('klasse')).toBe(klasse);
    expect(dutchNumber(await cell('oud'))).toBe(dutchNumber(oud));
    expect(dutchNumber(await cell('nieuw'))).toBe(nieuw);
    expect(await cell('verschil')).toContain('+0,125');
    expect(errors).toEqual([]);
  });

  it('the adviser compares products for a loan; the monthly payment agrees with the annuity formula worked out by hand', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'adviseur');
    await page.getByTestId('nav-productvergelijker').click();
    await page.waitForURL(/\/productvergelijker$/);
    await page.getByTestId('comparer-hoofdsom').fill('300.000');
    await page.getByTestId('comparer-marktwaarde').fill('400.000');
    await page.getByTestId('comparer-submit').click();
    await page.getByTestId('comparer-result').waitFor();
    // 300,000 on 400,000 is 75%: the class up to 80%, over 30 years.
    expect(await page.getByTestId('comparer-summary').innerText()).toContain('75% van de marktwaarde, risicoklasse t/m 80%, looptijd 30 jaar');
    const rows = page.getByTestId('comparison').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(1);
    const cheapest = rows.first();
    const rate = dutchNumber(await cheapest.locator('td[data-column="rente"]').innerText());
    const r = rate / 100 / 12;
    const byHand = Math.round((30_000_000 * r) / (1 - (1 + r) ** -360)) / 100;
    const cell = (column: string, part = 'maandlast') => cheapest.locator(`td[data-column="${column}"] [data-part="${part}"]`).innerText();
    expect(dutchNumber(await cell('annuiteit'))).toBe(byHand);
    // Linear: 300,000 / 360 repaid plus the first month's interest.
    const firstLinear = Math.round(30_000_000 / 360 + 30_000_000 * r) / 100;
    expect(dutchNumber(await cell('lineairEerste'))).toBe(firstLinear);
    // Interest-only: 300,000 · r every month, 360 of them in total; 300,000 is above half of 400,000.
    const interestOnly = Math.round(30_000_000 * r) / 100;
    expect(dutchNumber(await cell('aflossingsvrij'))).toBe(interestOnly);
    expect(dutchNumber(await cell('aflossingsvrij', 'rente'))).toBeCloseTo(interestOnly * 360, 2);
    expect(await page.getByTestId('comparer-interest-only').innerText()).toMatch(/hoogstens de helft van de marktwaarde \(hier €\s200\.000\)/);
    // Cheapest rate first.
    const rates = (await rows.locator('td[data-column="rente"]').allInnerTexts()).map(dutchNumber);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(await tableOverflow(page, 'comparison')).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('the adviser starts an application from Aanvraag, and it opens as a dossier in phase Aanvraag', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'adviseur');
    await page.getByTestId('nav-appeals').click();
    await page.waitForURL(/\/appeals$/);
    // Nothing saved while a required field is empty: the form says which.
    await page.getByTestId('appeal-submit').click();
    await page.getByText('Het formulier is niet geldig. Controleer de gemarkeerde velden.').waitFor();
    expect(await page.getByText('Dit veld is verplicht.').count()).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Geldverstrekker' }).click();
    await page.getByRole('option', { name: 'ING Bank' }).click();
    await page.getByRole('combobox', { name: 'Geslacht' }).click();
    await page.getByRole('option', { name: 'Vrouw' }).click();
    await page.getByTestId('appeal-1-hypotheekgevers.0.voorLetters').fill('E.M.');
    await page.getByTestId('appeal-1-hypotheekgevers.0.achterNaam').fill('Oudewater');
    await page.getByRole('group', { name: 'Geboortedatum' }).click();
    await page.keyboard.type('14031988');
    await page.getByTestId('appeal-1-hypotheekgevers.0.postcode').fill('3511 AB');
    await page.getByTestId('appeal-submit').click();
    await page.waitForURL(/\/dossiers\/\d+/);
    await page.getByText(/Dossier \d+ is aangemaakt\./).waitFor();
    await page.getByTestId('tab-overzicht').waitFor();
    await page.getByText('E.M. Oudewater').first().waitFor();
    await page.getByText('Aanvraag ontvangen').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('a lender has no Productvergelijker, Bankgaranties or Verzekeringen: the guard sends it home', async () => {
    await signedIn(page, 'verstrekker');
    for (const path of ['/productvergelijker', '/bankgaranties', '/verzekeringen', '/appeals']) {
      await page.goto(path);
      await page.waitForURL(/\/dossiers/);
    }
  });
});
