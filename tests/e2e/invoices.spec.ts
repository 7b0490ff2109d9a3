import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { signedIn } from './session';

const page = pagePerTest((p) => signedIn(p, 'adviseur'));

describe("the adviser's invoices (docs/invoices.md)", () => {
  it('opens Facturen from the menu and an invoice in the viewer, whose page title is the invoice', async () => {
    const errors = consoleErrors(page);
    await page.getByTestId('nav-facturen').click();
    await page.waitForURL(/\/adviseurs\/\d+\/facturen$/);
    const link = page.getByTestId('invoices-table').getByTestId('invoice-link').first();
    const nummer = (await link.textContent())!;
    expect(nummer).toMatch(/^\d{6}-\d{4}$/);
    const row = page.locator('[data-testid^="invoice-row-"]').first();
    expect(await row.textContent()).toMatch(/€\s[\d.]+,\d{2}/);

    await row.locator('td').nth(1).click();
    await page.waitForURL(/\/pdf\/facturen\/\d+$/);
    await page.getByTestId('pdf-viewer').waitFor();
    await page.getByTestId('pdf-page-1').waitFor();
    expect(await page.getByTestId('pdf-title').textContent()).toBe(`Factuur ${nummer}`);
    await expect.poll(() => page.title()).toContain(`Factuur ${nummer}`);
    expect(errors).toEqual([]);
  });
});
