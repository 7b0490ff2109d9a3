import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LET_OP } from '../../contract/field-rules';
import { pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Detail {
  id: number;
  status: string;
  gearchiveerd: boolean;
  cds: boolean;
  btl: boolean;
  hypotheekGevers: { id: number }[];
}
interface Income {
  id: number;
  hypotheekgeverId: number;
  brutoJaarbedrag: number;
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/**
 * A running plain dossier with applicants, taken from the oldest end of the list (the other
 * detail spec takes the newest); `skip` keeps the tests on separate dossiers.
 */
async function findDossier(p: Page, match: (d: Detail) => Promise<boolean> | boolean, skip: number) {
  const { content } = await apiGet<{ content: { id: number }[] }>(p, '/api/v1/dossiers?size=100&sort=id,asc&dossierBTL=false');
  let skipped = 0;
  for (const row of content) {
    const d = await apiGet<Detail>(p, `/api/v1/dossiers/${row.id}`);
    if (d.status !== 'LOPEND' || d.gearchiveerd || d.cds || d.btl || !d.hypotheekGevers.length || !(await match(d))) continue;
    if (skipped++ === skip) return d;
  }
  throw new Error('no dossier for the test');
}

describe('dossier detail forms', () => {
  it('keeps an income amount typed in Dutch notation after a reload', async () => {
    let jobs: Income[] = [];
    const dossier = await findDossier(
      page,
      async (d) => {
        jobs = await apiGet<Income[]>(page, `/api/v1/dossier/${d.id}/inkomen/dienstbetrekkingen`);
        return jobs.length > 0;
      },
      0,
    );
    const job = jobs[0];
    await page.goto(`/dossiers/${dossier.id}/aanvraag-inkomen`);
    const table = `income-${job.hypotheekgeverId}-table`;
    await page.getByTestId(`${table}-edit-${job.id}`).click();
    const amount = page.getByTestId(`income-${job.hypotheekgeverId}-form-brutoJaarbedrag`);
    await amount.fill('61.500,5x');
    await page.getByTestId(`income-${job.hypotheekgeverId}-form-save`).click();
    await page.getByText(LET_OP.amount).waitFor();
    await amount.fill('61.500,50');
    await page.getByTestId(`income-${job.hypotheekgeverId}-form-save`).click();
    await expect.poll(() => page.getByTestId(`${table}-row-${job.id}`).textContent()).toContain('€ 61.500,50');

    await page.reload();
    await expect.poll(() => page.getByTestId(`${table}-row-${job.id}`).textContent()).toContain('€ 61.500,50');
    const saved = await apiGet<Income[]>(page, `/api/v1/dossier/${dossier.id}/inkomen/dienstbetrekkingen`);
    expect(saved.find((j) => j.id === job.id)?.brutoJaarbedrag).toBe(61500.5);
  });

  it("adds a kadaster item: 'Let op:' for a bad perceelnummer, then saved; removed after confirmation", async () => {
    const dossier = await findDossier(page, async (d) => (await apiGet<unknown[]>(page, `/api/v1/dossiers/${d.id}/object`)).length > 0, 1);
    await page.goto(`/dossiers/${dossier.id}`);
    await page.getByTestId('kadaster-add').click();
    await page.getByTestId('kadaster-form-kadastraleGemeente').fill('Utrecht');
    await page.getByTestId('kadaster-form-sectie').fill('AB');
    await page.getByTestId('kadaster-form-perceelnummer').fill('12x');
    await page.getByTestId('kadaster-form-save').click();
    await page.getByText(LET_OP.digits).waitFor();

    await page.getByTestId('kadaster-form-perceelnummer').fill('4711');
    await page.getByTestId('kadaster-form-save').click();
    const row = page.locator('[data-testid^="kadaster-table-row-"]', { hasText: '4711' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Utrecht');
    const [object] = await apiGet<{ kadaster: { id: number; perceelnummer: string }[] }[]>(page, `/api/v1/dossiers/${dossier.id}/object`);
    const item = object.kadaster.find((k) => k.perceelnummer === '4711');
    expect(item).toBeDefined();

    await page.getByTestId(`kadaster-table-delete-${item!.id}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect.poll(() => page.getByTestId(`kadaster-table-row-${item!.id}`).count()).toBe(0);
  });

  it('adds an approval and downloads the approvals as a PDF', async () => {
    const dossier = await findDossier(page, async (d) => (await apiGet<unknown[]>(page, `/api/v1/dossiers/${d.id}/approvals`)).length === 0, 2);
    await page.goto(`/dossiers/${dossier.id}/acceptatie`);
    await page.getByTestId('approvals-add').click();
    await page.getByRole('combobox', { name: 'Resultaat' }).click();
    await page.getByRole('option', { name: 'Akkoord', exact: true }).click();
    await page.getByTestId('approvals-form-toelichting').fill('Inkomen en onderpand akkoord.');
    await page.getByTestId('approvals-form-save').click();
    const row = page.locator('[data-testid^="approvals-table-row-"]');
    await expect.poll(() => row.first().textContent()).toContain('Eerste beoordeling');
    expect(await row.first().textContent()).toContain('Akkoord');

    const [response, download] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/v1/dossiers/approvals/download/${dossier.id}`)),
      page.waitForEvent('download'),
      page.getByTestId('approvals-download').click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toBe(`beoordelingen-dossier-${dossier.id}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('finds a read document on /extracted-parties, compares its KYC step and keeps a correction in its history', async () => {
    const { content } = await apiGet<{ content: { id: number; dossierId: number; achterNaam: string | null; rol: string }[] }>(page, '/api/v1/extracted-parties?size=100');
    const party = content.find((p) => p.rol === 'AANVRAGER' && p.achterNaam)!;
    await page.goto('/extracted-parties');
    await page.getByTestId('parties-search').fill(party.achterNaam!.toUpperCase());
    await page.getByTestId('parties-search').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(party.achterNaam!.toUpperCase());
    // Until the search's answer arrives the previous page stays on screen.
    const shown = () => page.locator('[data-testid^="party-row-"]').allTextContents();
    await expect.poll(async () => (await shown()).every((r) => r.toLowerCase().includes(party.achterNaam!.toLowerCase()))).toBe(true);
    const row = page.getByTestId(`party-row-${party.id}`);
    expect(await row.textContent()).toContain(party.achterNaam);
    await page.getByTestId(`party-history-${party.id}`).click();
    await page.getByTestId('party-history').getByText('Geen wijzigingen vastgelegd.').waitFor();
    await page.keyboard.press('Escape');

    await row.getByRole('link', { name: String(party.dossierId) }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dossiers/${party.dossierId}`);
    await page.goto(`/dossiers/${party.dossierId}/acceptatie`);
    const [step] = await apiGet<{ id: number; status: string }[]>(page, `/api/v1/kyc-steps?dossierId=${party.dossierId}`);
    expect(step.status).toBe('OPEN');
    await page.getByTestId(`kyc-compare-${step.id}`).click();
    await expect.poll(() => page.getByTestId(`kyc-row-${step.id}`).textContent()).not.toContain('Open');
    const [after] = await apiGet<{ id: number; status: string }[]>(page, `/api/v1/kyc-steps?dossierId=${party.dossierId}`);
    expect(after.status).not.toBe('OPEN');

    // The document's data corrected in the dossier's panel: kept in the party's history.
    await page.getByTestId(`document-parties-table-edit-${party.id}`).click();
    await page.getByTestId('document-parties-form-achterNaam').fill(`${party.achterNaam}-Visser`);
    await page.getByTestId('document-parties-form-save').click();
    await expect.poll(() => page.getByTestId(`document-parties-table-row-${party.id}`).textContent()).toContain(`${party.achterNaam}-Visser`);
    await page.getByTestId(`document-parties-table-history-${party.id}`).click();
    const history = page.getByTestId('party-history');
    await expect.poll(() => history.textContent()).toContain(`${party.achterNaam}-Visser`);
    expect(await history.textContent()).toContain('achterNaam');
  });
});
