import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

const page = pagePerTest();

interface DossierRow {
  id: number;
  naamHypotheekGever: string;
  btl: boolean;
}

describe('Beheer › Berichttemplates', () => {
  it('creates a message template with a merge field and previews it filled from a dossier', async () => {
    // A lender maintains its own templates and previews them on its own dossiers.
    await signedIn(page, 'verstrekker');
    const { content } = await apiGet<{ content: DossierRow[] }>(page, '/api/v1/dossiers?page=0&size=20&sort=id,asc');
    const dossier = content.find((d) => !d.btl && d.naamHypotheekGever)!;

    await page.goto('/beheer/berichttemplates');
    await page.getByTestId('berichttemplates-list').waitFor();
    await page.getByTestId('create-button').click();
    await page.waitForURL(/\/beheer\/berichttemplates\/create$/);
    const form = page.getByTestId('berichttemplates-form');
    await form.getByLabel('Naam').fill('Bevestiging ontvangst stukken');
    await form.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Statusinformatiebericht' }).click();
    await form.getByLabel('Onderwerp').fill('Stukken ontvangen voor dossier {{dossier.nummer}}');

    const editor = form.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Beste adviseur, wij ontvingen de stukken van ');
    await page.getByTestId('merge-field-button').click();
    await page.getByTestId('merge-field-aanvragers.namen').click();
    await page.keyboard.type('.');
    await expect.poll(() => editor.innerText()).toContain('{{aanvragers.namen}}.');
    await page.getByTestId('save-button').click();

    // Saved, the template opens for editing with the preview beside it.
    await page.waitForURL(/\/beheer\/berichttemplates\/\d+$/);
    await page.getByTestId('preview-dossier').fill(String(dossier.id));
    await page.getByTestId('preview-button').click();
    await page.getByTestId('template-preview').waitFor();
    expect(await page.getByTestId('preview-subject').innerText()).toBe(`Stukken ontvangen voor dossier ${dossier.id}`);
    expect(await page.getByTestId('preview-body').innerText()).toBe(`Beste adviseur, wij ontvingen de stukken van ${dossier.naamHypotheekGever}.`);

    // A dossier of another money provider is out of the lender's scope: said on the panel, no sign-out.
    await page.getByTestId('preview-dossier').fill('999999');
    await page.getByTestId('preview-button').click();
    await expect.poll(() => page.getByTestId('preview-error').innerText()).toContain('Dossier 999999 is niet gevonden');
    await page.getByTestId('user-panel').waitFor();
  });

  it('lets a beheerder, who sees no dossier, preview a template with the example dossier (defect 7)', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/berichttemplates?page=1&perPage=25&sort=naam&order=ASC');
    await page.getByTestId('berichttemplates-list').getByText('Telefoonnotitie adviseur', { exact: true }).click();
    await page.waitForURL(/\/beheer\/berichttemplates\/\d+$/);
    expect(await page.getByTestId('preview-dossier').count()).toBe(0);
    await page.getByTestId('preview-example').click();
    await page.getByTestId('template-preview').waitFor();
    expect(await page.getByTestId('preview-subject').innerText()).toBe('Gebeld met M. Bakker over dossier 100234');
    const body = await page.getByTestId('preview-body').innerText();
    expect(body).not.toContain('{{');
    expect(await page.getByTestId('preview-error').count()).toBe(0);
  });

  it('lists the templates through the search call, remembers the page and filters on buy-to-let', async () => {
    await signedIn(page, 'beheerder');
    const list = page.getByTestId('berichttemplates-list');
    // Sorted by name, five a page: the second page starts with the sixth demo template.
    await page.goto('/beheer/berichttemplates?page=2&perPage=5&sort=naam&order=ASC');
    await list.getByText('Telefoonnotitie adviseur', { exact: true }).waitFor();
    await page.goto('/beheer/vrije-dagen');
    await page.getByTestId('vrije-dagen-list').waitFor();
    await page.goto('/beheer/berichttemplates');
    await list.getByText('Telefoonnotitie adviseur', { exact: true }).waitFor();
    expect(await list.getByText('Documenten opvragen', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('messageTemplatePagination'))).toContain('page=2');

    // The Ja/Nee filter travels as a JSON boolean in the search body.
    await page.goto('/beheer/berichttemplates?page=1&filter=' + encodeURIComponent(JSON.stringify({ btl: 'true' })));
    await list.getByText('Buy-to-let: ontvangst aanvraag', { exact: true }).waitFor();
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
  });
});
