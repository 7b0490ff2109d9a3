import { describe, expect, it } from 'vitest';
import { demoPdf } from '../../server/demo/files';
import { newPage, pagePerTest } from './browser';
import { signedIn } from './session';

const page = pagePerTest();

/** The first bytes of a JPEG: a file the server recognises as no PDF, whatever its name. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(200).fill(0)]);

describe('files in Beheer: back-office templates and Informatie en nieuws', () => {
  it('creates a back-office template, refuses a fake PDF in the upload control, uploads a real one and shows it', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/backoffice-email-templates/create');
    const form = page.getByTestId('backoffice-email-templates-form');
    await form.getByRole('textbox', { name: /^Naam/ }).fill('Bevestiging passeren');
    await form.getByRole('textbox', { name: /^Onderwerp/ }).fill('De akte is gepasseerd');
    await page.getByTestId('template-variables').getByLabel(/\{dossierNummer\}/).check();
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/backoffice-email-templates\/\d+$/);
    await page.getByText('Er is nog geen PDF toegevoegd.').waitFor();

    // Named .pdf but JPEG bytes: the server recognises the bytes, the control shows the spec's text.
    const input = page.getByTestId('template-pdf-upload-input');
    await input.setInputFiles({ name: 'nep.pdf', mimeType: 'application/pdf', buffer: JPEG });
    await page.getByTestId('template-pdf-upload-error').getByText('Bestandstype wordt niet ondersteund.').waitFor();
    await page.getByTestId('template-pdf-upload-retry').click();
    await page.getByText('Sleep hier of kies je bestand').waitFor();

    const pdf = Buffer.from(await demoPdf('Passeerbevestiging', ['De akte is vandaag gepasseerd.']));
    await page.getByTestId('template-pdf-upload-input').setInputFiles({ name: 'passeren.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.getByTestId('template-pdf-name').textContent({ timeout: 10_000 })).toBe('passeren.pdf');

    await page.getByTestId('template-pdf-view').click();
    await page.waitForURL(/\/pdf\/backoffice-templates\/\d+$/);
    await page.getByTestId('pdf-page-1').waitFor();
    expect(await page.getByTestId('pdf-title').textContent()).toBe('Passeerbevestiging');
    // The canvas was drawn on: not all pixels are the same.
    const painted = await page.getByTestId('pdf-page-1').evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      return data.some((value, i) => i % 4 !== 3 && value < 200);
    });
    expect(painted).toBe(true);

    await page.goto('/beheer/backoffice-email-templates');
    const row = page.getByTestId('backoffice-email-templates-list').getByRole('row', { name: /Bevestiging passeren/ });
    await expect.poll(() => row.innerText()).toContain('De akte is gepasseerd');
  });

  it('publishes an information item with a PDF that a colleague reads on the reader page and opens in the viewer', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/informatie/create');
    const form = page.getByTestId('informatie-form');
    await form.getByLabel('Soort').click();
    await page.getByRole('option', { name: 'Productwijziging', exact: true }).click();
    await form.getByLabel('Titel').fill('Nieuwe voorwaarden overbrugging');
    await form.getByLabel('Samenvatting').fill('Overbruggingskrediet nu tot 24 maanden.');
    const editor = page.locator('[data-testid="informatie-form"] .ProseMirror[contenteditable="true"]');
    await editor.click();
    await editor.pressSequentially('Vanaf vandaag bieden wij overbrugging tot 24 maanden.');
    const pdf = Buffer.from(await demoPdf('Voorwaarden overbrugging', ['Looptijd maximaal 24 maanden.']));
    await page.getByTestId('file-pdfFile-input').setInputFiles({ name: 'overbrugging.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('file-pdfFile-files').getByText('overbrugging.pdf').waitFor();
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/informatie(\?.*)?$/);
    await page.getByTestId('informatie-list').getByText('Nieuwe voorwaarden overbrugging').waitFor();

    const reader = await newPage(page.context().browser()!);
    await signedIn(reader, 'medewerker');
    await reader.getByTestId('nav-informatie').click();
    await reader.getByTestId('nav-informatie-aankondigingen').click();
    await reader.waitForURL(/\/informatie\/aankondigingen(\?.*)?$/);
    const card = reader.locator('[data-testid^="informatie-item-"]', { hasText: 'Nieuwe voorwaarden overbrugging' });
    await card.getByText('Overbruggingskrediet nu tot 24 maanden.').waitFor();
    await card.getByTestId('informatie-read').click();
    await card.getByTestId('informatie-body-text').getByText('Vanaf vandaag bieden wij overbrugging tot 24 maanden.').waitFor();
    await card.getByTestId('informatie-open-pdf').click();
    await reader.waitForURL(/\/pdf\/informatie\/\d+$/);
    await reader.getByTestId('pdf-page-1').waitFor();
    expect(await reader.getByTestId('pdf-title').textContent()).toBe('Voorwaarden overbrugging');
    await reader.context().close();
  });

  it('shows a PDF the server refuses on saving an information item under the upload control, with Probeer opnieuw (issue #18, defect 1)', async () => {
    await signedIn(page, 'beheerder');
    await page.goto('/beheer/informatie/create');
    const form = page.getByTestId('informatie-form');
    await form.getByLabel('Soort').click();
    await page.getByRole('option', { name: 'Productwijziging', exact: true }).click();
    await form.getByLabel('Titel').fill('Voorwaarden met een nep-PDF');
    const editor = page.locator('[data-testid="informatie-form"] .ProseMirror[contenteditable="true"]');
    await editor.click();
    await editor.pressSequentially('De bijlage volgt.');
    // Named .pdf but JPEG bytes: the browser lets it through, the server recognises the bytes.
    await page.getByTestId('file-pdfFile-input').setInputFiles({ name: 'voorwaarden.pdf', mimeType: 'application/pdf', buffer: JPEG });
    await page.getByTestId('file-pdfFile-files').getByText('voorwaarden.pdf').waitFor();
    await page.getByTestId('save-button').click();

    await page.getByTestId('file-pdfFile-error').getByText('Bestandstype wordt niet ondersteund.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/beheer/informatie/create');
    await page.getByTestId('file-pdfFile-retry').click();
    await page.getByText('Sleep hier of kies je bestand').waitFor();
    expect(await page.getByTestId('file-pdfFile-files').count()).toBe(0);

    // Another file, a real PDF, saves the item.
    const pdf = Buffer.from(await demoPdf('Voorwaarden', ['Looptijd maximaal 24 maanden.']));
    await page.getByTestId('file-pdfFile-input').setInputFiles({ name: 'voorwaarden.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/beheer\/informatie(\?.*)?$/);
    await page.getByTestId('informatie-list').getByText('Voorwaarden met een nep-PDF').waitFor();
  });
});
