import { describe, expect, it } from 'vitest';
import { newPage, pagePerTest } from './browser';
import { consoleErrors, numberedPdf } from './documentHelpers';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Requested {
  id: number;
  status: string;
  hypotheekgever: string | null;
  toelichting: string | null;
  documenten: { id: number; naam: string; status: string }[];
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/** Opens a MUI select whose hidden input carries `testId` and picks the option named `option`. */
async function choose(p: typeof page, testId: string, option: RegExp) {
  await p.getByTestId(testId).locator('xpath=..').getByRole('combobox').click();
  await p.getByRole('option', { name: option }).first().click();
}

const status = (p: typeof page, testId: string) => p.getByTestId(testId).getAttribute('data-status');

describe('the document cycle: request, upload, review', () => {
  it('the processor asks for a document, the adviser answers with an upload, the processor verifies it; a page change sends it back to review', async () => {
    const errors = consoleErrors(page);
    const adviser = await newPage(page.context().browser()!);
    const adviserErrors = consoleErrors(adviser);
    await signedIn(adviser, 'adviseur');
    // A dossier of the adviser's own office with two applicants, with no document files yet.
    const { content } = await apiGet<{ content: { id: number; hypotheekGevers: unknown[] }[] }>(adviser, '/api/v1/dossiers?size=20&sort=id,desc');
    const dossierId = content.slice(1).find((d) => d.hypotheekGevers.length === 2)!.id;
    const note = `Graag het BKR-overzicht van deze maand (${Date.now()})`;

    await page.goto(`/dossiers/${dossierId}/documentbeoordeling`);
    await page.getByTestId('review-ask').click();
    await choose(page, 'request-soort', /BKR/);
    // Whose BKR: the second applicant's.
    await page.getByTestId('request-applicant').locator('xpath=..').getByRole('combobox').click();
    const second = page.getByRole('option').nth(2);
    const applicant = (await second.textContent())!;
    await second.click();
    await page.getByTestId('request-toelichting').fill(note);
    await page.getByTestId('request-save').click();
    await page.getByText(note).waitFor();
    const request = (await apiGet<Requested[]>(page, `/api/v1/dossiers/${dossierId}/documenten/opgevraagd`)).find((r) => r.toelichting === note)!;
    expect(request.hypotheekgever).toBe(applicant);
    expect(await status(page, `requested-${request.id}-status`)).toBe('O');

    // The adviser sees the request with the note, and answers it with its own upload action.
    await adviser.goto(`/dossiers/${dossierId}/documentbeoordeling`);
    await adviser.getByTestId(`requested-${request.id}-toelichting`).waitFor();
    expect(await adviser.getByTestId(`requested-${request.id}-toelichting`).textContent()).toBe(note);
    await adviser.getByTestId(`requested-${request.id}-upload`).click();
    await adviser.getByTestId('document-create-save').click();
    await adviser.getByTestId('document-upload-input').setInputFiles({ name: 'bkr.pdf', mimeType: 'application/pdf', buffer: await numberedPdf(3, 'BKR') });
    await adviser.getByTestId('document-upload-dialog').waitFor({ state: 'detached' });
    const [answer] = (await apiGet<Requested[]>(adviser, `/api/v1/dossiers/${dossierId}/documenten/opgevraagd`)).find((r) => r.id === request.id)!.documenten;
    await adviser.getByTestId(`review-document-${answer.id}`).waitFor();
    // The adviser judges nothing.
    await adviser.getByTestId(`review-document-${answer.id}-actions`).click();
    expect(await adviser.getByTestId('review-action-verifySp').count()).toBe(0);
    await adviser.keyboard.press('Escape');

    // The processor verifies it on Documentbeoordeling: document and request turn G.
    await page.reload();
    await page.getByTestId(`review-document-${answer.id}-actions`).click();
    await page.getByTestId('review-action-verifySp').click();
    await expect.poll(() => status(page, `requested-${request.id}-status`)).toBe('G');
    expect(await status(page, `review-document-${answer.id}-status`)).toBe('G');

    // The adviser may no longer edit its pages; the processor may, and is told the review goes.
    await adviser.goto(`/dossiers/${dossierId}/documenten`);
    await adviser.getByTestId(`document-${answer.id}-open`).waitFor();
    expect(await adviser.getByTestId(`document-${answer.id}-pages`).count()).toBe(0);
    await page.getByTestId('tab-documenten').click();
    await page.getByTestId(`document-${answer.id}-pages`).click();
    const editor = page.getByTestId('page-editor');
    await editor.getByTestId('page-editor-reviewed').waitFor();
    await editor.getByTestId('thumb-3').click();
    await editor.getByTestId('tool-remove').click();
    // Closing with the change unsaved asks first; staying keeps it.
    await editor.getByTestId('page-editor-close').click();
    await page.getByTestId('page-editor-unsaved-stay').click();
    await expect.poll(() => editor.getByTestId('preview-count').textContent(), { timeout: 10_000 }).toBe("2 pagina's");
    await editor.getByTestId('page-editor-save').click();
    await editor.getByTestId('version-2').waitFor();
    await editor.getByTestId('page-editor-close').click();
    await expect.poll(() => status(page, `document-${answer.id}-status`)).toBe('O');
    await page.getByTestId('tab-documentbeoordeling').click();
    await expect.poll(() => status(page, `requested-${request.id}-status`)).toBe('O');

    expect(errors).toEqual([]);
    expect(adviserErrors).toEqual([]);
    await adviser.context().close();
  });

  it('a document that answers no request is declined with reasons and removed, from either tab', async () => {
    const errors = consoleErrors(page);
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=5&sort=id,desc');
    const dossierId = content[2].id;
    await page.goto(`/dossiers/${dossierId}/documenten`);
    const added: number[] = [];
    for (const naam of ['Werkgeversverklaring los', 'Bankafschrift los']) {
      await page.getByTestId('documents-PASSEREN-create').click();
      await page.getByTestId('document-create-naam').fill(naam);
      await page.getByTestId('document-create-save').click();
      await page.getByTestId('document-upload-input').setInputFiles({ name: 'los.pdf', mimeType: 'application/pdf', buffer: await numberedPdf(1, naam) });
      await page.getByTestId('document-upload-dialog').waitFor({ state: 'detached' });
      const row = page.getByTestId('documents-PASSEREN').locator('tr', { hasText: naam });
      await row.waitFor();
      added.push(Number((await row.getAttribute('data-testid'))!.slice('document-'.length)));
    }
    const [onDocuments, onReview] = added;

    // On Documenten: decline with a reason and a remark, then remove.
    await page.getByTestId(`document-${onDocuments}-actions`).click();
    await page.getByTestId('review-action-declineSp').click();
    const dialog = page.getByTestId('decline-dialog');
    await dialog.locator('[data-testid^="decline-reason-"]').first().check();
    await dialog.getByTestId('decline-toelichting').fill('Niet ondertekend');
    await dialog.getByTestId('decline-confirm').click();
    await expect.poll(() => status(page, `document-${onDocuments}-status`)).toBe('R');
    await page.getByTestId(`document-${onDocuments}-actions`).click();
    await page.getByTestId('review-action-remove').click();
    await page.getByRole('button', { name: 'Verwijderen' }).last().click();
    await page.getByTestId(`document-${onDocuments}`).waitFor({ state: 'detached' });

    // On Documentbeoordeling, under the documents that answer no request: the same.
    await page.getByTestId('tab-documentbeoordeling').click();
    await page.getByTestId(`review-document-${onReview}`).waitFor();
    await page.getByTestId(`review-document-${onReview}-actions`).click();
    await page.getByTestId('review-action-declineSp').click();
    await dialog.locator('[data-testid^="decline-reason-"]').first().check();
    await dialog.getByTestId('decline-confirm').click();
    await expect.poll(() => status(page, `review-document-${onReview}-status`)).toBe('R');
    await page.getByTestId(`review-document-${onReview}-actions`).click();
    await page.getByTestId('review-action-remove').click();
    await page.getByRole('button', { name: 'Verwijderen' }).last().click();
    await page.getByTestId(`review-document-${onReview}`).waitFor({ state: 'detached' });
    expect((await apiGet<{ id: number }[]>(page, `/api/v1/dossiers/${dossierId}/passeren/documenten`)).map((d) => d.id)).not.toContain(onReview);

    // The history says what happened.
    await page.getByTestId('tab-documenten').click();
    await page.getByTestId('documents-history').click();
    await page.getByTestId('history-table').getByText('Niet ondertekend').first().waitFor();
    await page.getByTestId('history-close').click();
    expect(errors).toEqual([]);
  });
});
