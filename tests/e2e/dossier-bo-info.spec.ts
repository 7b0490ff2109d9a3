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
  adviseur: { achterNaam: string } | null;
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/** A running dossier with an adviser from the oldest end, past the ones dossier-detail-forms takes. */
async function findDossier(p: Page, skip: number) {
  const { content } = await apiGet<{ content: { id: number }[] }>(p, '/api/v1/dossiers?size=100&sort=id,asc&dossierBTL=false');
  let skipped = 0;
  for (const row of content) {
    const d = await apiGet<Detail>(p, `/api/v1/dossiers/${row.id}`);
    if (d.status !== 'LOPEND' || d.gearchiveerd || d.cds || !d.adviseur) continue;
    if (skipped++ === skip) return d;
  }
  throw new Error('no dossier for the test');
}

describe('back-office information and informing the adviser', () => {
  it("records the back-office information: 'Let op:' for a bad reference, then saved and shown after a reload", async () => {
    const dossier = await findDossier(page, 6);
    await page.goto(`/dossiers/${dossier.id}/overzicht`);
    await page.getByTestId('bo-info-edit').click();
    const reference = page.getByTestId('bo-info-form-internKenmerk');
    await reference.fill('BO-1');
    await page.getByTestId('bo-info-form-save').click();
    await page.getByText(LET_OP.lettersDigits).waitFor();
    await reference.fill(`BO${dossier.id}`);
    await page.getByTestId('bo-info-form-save').click();
    await expect.poll(() => page.getByTestId('bo-info-view-internKenmerk').textContent()).toBe(`BO${dossier.id}`);
    await page.reload();
    // While the section reads its record after the reload its facts show '–'; on a busy machine
    // that read takes longer than expect.poll's default second.
    await expect.poll(() => page.getByTestId('bo-info-view-internKenmerk').textContent(), { timeout: 10_000 }).toBe(`BO${dossier.id}`);
  });

  it('informs the adviser with a template: preview, send, then the message is on the communicatie tab', async () => {
    const dossier = await findDossier(page, 7);
    await page.goto(`/dossiers/${dossier.id}/overzicht`);
    await page.getByTestId('action-informeer').click();
    await page.getByRole('combobox', { name: /Berichttemplate/ }).click();
    await page.getByRole('option').first().click();
    const subject = (await page.getByTestId('inform-preview-subject').textContent())!.replace('Onderwerp: ', '');
    await page.getByTestId('inform-send').click();
    await page.getByTestId('inform-dialog').waitFor({ state: 'detached' });
    await page.goto(`/dossiers/${dossier.id}/communicatie`);
    await page.getByText(subject).first().waitFor();
  });
});
