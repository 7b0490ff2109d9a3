import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet, apiSend } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest();

interface Guarantee {
  id: number;
  dossierId: number;
  bank: string;
  kenmerk: string | null;
  begunstigde: string;
  bedrag: number;
  ingangsDatum: string | null;
  vervalDatum: string;
  status: string;
  version: number;
  passeerdatum: string | null;
}

/** '2026-12-01' → '01-12-2026' */
const dutchDate = (day: string) => day.split('-').reverse().join('-');

describe('a bank guarantee of its own (docs/guarantees.md "Detail")', () => {
  it('the adviser opens a guarantee from Bankgaranties and reaches its dossier from there', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'adviseur');
    await page.getByTestId('nav-bankgaranties').click();
    const first = page.locator('[data-testid^="guarantees-row-"]').first();
    await first.waitFor();
    const bank = await first.locator('td[data-column="bank"]').innerText();
    const bedrag = await first.locator('td[data-column="bedrag"]').innerText();
    const kenmerk = await first.locator('td[data-column="kenmerk"]').innerText();
    await first.getByTestId('guarantee-link').click();
    await page.waitForURL(/\/bankgaranties\/\d+$/);
    expect(await page.getByTestId('guarantee-title').innerText()).toBe(`Bankgarantie ${kenmerk}`);
    expect(await page.getByTestId('guarantee-Bank').innerText()).toBe(bank);
    expect(await page.getByTestId('guarantee-Bedrag').innerText()).toBe(bedrag);
    expect(await page.getByTestId('guarantee-context-Geldverstrekker').innerText()).not.toBe('–');
    const link = page.getByTestId('guarantee-dossier-link');
    const dossierId = (await link.innerText()).match(/\d+/)![0];
    await link.click();
    await page.waitForURL(new RegExp(`/dossiers/${dossierId}`));
    await page.getByTestId('tab-overzicht').waitFor();
    expect(errors).toEqual([]);
  });

  it('the medewerker sees a guarantee that lapses before the transfer flagged, and the change that caused it', async () => {
    const errors = consoleErrors(page);
    await signedIn(page, 'medewerker');
    const list = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/bankgaranties?status=AFGEGEVEN&size=100');
    let target: Guarantee | undefined;
    for (const row of list.content) {
      const detail = await apiGet<Guarantee>(page, `/api/v1/bankgaranties/${row.id}`);
      if (detail.passeerdatum) {
        target = detail;
        break;
      }
    }
    expect(target).toBeDefined();
    const g = target!;
    // A day before the planned transfer: the guarantee no longer covers it.
    const before = new Date(Date.parse(`${g.passeerdatum}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await apiSend(page, 'PATCH', `/api/v1/bankgarantie/${g.id}`, { version: g.version, bank: g.bank, kenmerk: g.kenmerk, begunstigde: g.begunstigde, bedrag: g.bedrag, ingangsDatum: g.ingangsDatum, vervalDatum: before, status: g.status });
    await page.goto(`/bankgaranties/${g.id}`);
    const warning = page.getByTestId('guarantee-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`vervalt op ${dutchDate(before)}, vóór de geplande passeerdatum ${dutchDate(g.passeerdatum!)}`);
    const change = page.getByTestId('guarantee-change').first();
    expect(await change.locator('td[data-column="veld"]').innerText()).toBe('Vervaldatum');
    expect(await change.locator('td[data-column="oud"]').innerText()).toBe(dutchDate(g.vervalDatum));
    expect(await change.locator('td[data-column="nieuw"]').innerText()).toBe(dutchDate(before));
    expect(errors).toEqual([]);
  });

  it('an unknown guarantee is not found', async () => {
    await signedIn(page, 'medewerker');
    await page.goto('/bankgaranties/99999999');
    await page.getByTestId('not-found-page').getByText('Bankgarantie niet gevonden').waitFor({ timeout: 5000 });
  });
});
