import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest();

interface Page<T> {
  content: T[];
  totalElements: number;
}
interface Row {
  id: number;
}
interface Summary {
  restschuld: number;
  achterstand: number;
  teruggedraaid: number;
}

/** '€ 1.042,33' → 1042.33 */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('a BTL loan in servicing and its transactions (docs/transactions.md)', () => {
  it('the medewerker sends a passed BTL loan to servicing, and its Beheer tab opens on the boarding of the loan', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'medewerker');
    const passed = await apiGet<Page<Row>>(page, '/api/v1/dossiers?dossierBTL=true&leningType=ORIGINATION&fase=PASSEREN&stap=GEPASSEERD&status=LOPEND&size=1');
    expect(passed.totalElements).toBeGreaterThan(0);
    const id = passed.content[0].id;
    await page.goto(`/dossiers/${id}`);
    await page.getByTestId('tab-overzicht').waitFor();
    expect(await page.getByTestId('tab-beheer').count()).toBe(0);
    await page.getByTestId('action-sendToServicing').click();
    await page.getByTestId('action-confirm').click();
    await page.getByTestId('tab-beheer').click();
    await page.waitForURL(new RegExp(`/dossiers/${id}/beheer$`));
    await page.getByTestId('servicing-summary').waitFor();
    expect(await page.getByTestId('servicing-leningType').innerText()).toBe('In beheer');
    const today = new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(new Date()).replaceAll('/', '-');
    expect(await page.getByTestId('servicing-inBeheerSinds').innerText()).toBe(today);
    expect(await page.getByTestId('servicing-laatsteBetaling').innerText()).toBe('Nog geen betaling');
    const rows = page.getByTestId('transactions-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const first = rows.first();
    expect(await first.locator('td[data-column="soort"]').innerText()).toBe('Overname in beheer');
    expect(await first.locator('td[data-column="omschrijving"]').innerText()).toMatch(/^Hoofdsom overgenomen in beheer \(aflossingsvrij, \d+(,\d+)?%\)/);
    // What was taken over is what is owed: the boarding lines add up to the remaining principal.
    const boarded = (await rows.locator('td[data-column="debet"]').allInnerTexts()).map(euros).reduce((a, b) => a + b, 0);
    expect(euros(await page.getByTestId('servicing-restschuld').innerText())).toBeCloseTo(boarded, 2);
    expect(errors).toEqual([]);
  });

  it('the medewerker takes back an allocated payment: it leaves the list, the arrears rise by its interest', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'medewerker');
    const loans = await apiGet<Page<Row>>(page, '/api/v1/dossiers?dossierBTL=true&leningType=SERVICING&size=50');
    let id = 0;
    for (const loan of loans.content) {
      const allocations = await apiGet<Page<Row>>(page, `/transaction?dossierId=${loan.id}&transactionType=PAYMENT_ALLOCATION&size=1`);
      if (allocations.totalElements > 2) {
        id = loan.id;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);
    const before = await apiGet<Summary>(page, `/api/v1/dossiers/${id}/servicing`);
    await page.goto(`/dossiers/${id}/beheer`);
    const allocation = page.locator('[data-testid="transactions-row"][data-type="PAYMENT_ALLOCATION"]').first();
    await allocation.waitFor();
    const description = await allocation.locator('td[data-column="omschrijving"]').innerText();
    const interest = euros(description.match(/rente (€\s[\d.,]+)/)![1]);
    const amount = await allocation.locator('td[data-column="credit"]').innerText();
    await allocation.getByTestId('transaction-reverse').click();
    const dialog = page.getByTestId('reversal-dialog');
    expect(await dialog.innerText()).toContain(amount);
    expect(await page.getByTestId('reversal-confirm').isDisabled()).toBe(true);
    await page.getByTestId('reversal-reden').fill('Storno: de klant heeft de incasso laten terugboeken.');
    await page.getByTestId('reversal-confirm').click();
    await page.getByText('De toewijzing is teruggedraaid.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('servicing-achterstand').innerText().then(euros)).toBeCloseTo(before.achterstand + interest, 2);
    expect(await page.getByTestId('transactions-hidden').innerText()).toContain(`${before.teruggedraaid + 1} teruggedraaide toewijzing`);
    // Neither the allocation nor its reversal is listed.
    const descriptions = await page.locator('td[data-column="omschrijving"]').allInnerTexts();
    expect(descriptions.some((text) => text.startsWith('Terugdraaiing'))).toBe(false);
    expect(descriptions.filter((text) => text.split('\n')[0] === description.split('\n')[0])).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the lender reads its own loan’s ledger without correcting it', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'verstrekker');
    const own = await apiGet<Page<Row>>(page, '/api/v1/dossiers?dossierBTL=true&leningType=SERVICING&leningType=SPECIAL_SERVICING&size=1');
    expect(own.totalElements).toBeGreaterThan(0);
    await page.goto(`/dossiers/${own.content[0].id}/beheer`);
    await page.getByTestId('transactions-row').first().waitFor();
    expect(await page.getByTestId('transaction-reverse').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
