import nodemailer from 'nodemailer';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newPage, pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet, counterValue } from './dossierHelpers';
import { signedIn } from './session';

/**
 * Mail (docs/mail.md): a medewerker reads a message, flags it, moves it, links it to a dossier,
 * writes one with an attachment to a colleague and sends it, and is stopped before sending more
 * than 7 MB; a mail arriving over SMTP raises the colleague's Workflow counter without a reload.
 */
const page = pagePerTest((p) => signedIn(p, 'medewerker'));
let colleagueBrowser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  colleagueBrowser = await launch();
});
afterAll(() => colleagueBrowser.close());

/** A real PDF of about `bytes` bytes (padded after its end). */
async function pdfOf(bytes: number, title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([595, 842]);
  const pdf = Buffer.from(await doc.save());
  return Buffer.concat([pdf, Buffer.alloc(Math.max(0, bytes - pdf.length), 0x20)]);
}

/** The subjects in the own Verzonden, read with the page's session (a POST: bearer and XSRF as the app sends them). */
const sentSubjects = (p: Page) =>
  p.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const res = await fetch('/api/v1/new/mail/search?size=500', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ folder: 'VERZONDEN' }),
    });
    return ((await res.json()) as { content: { onderwerp: string }[] }).content.map((m) => m.onderwerp);
  });

const row = (p: Page, subject: string) => p.getByTestId('mail-row').filter({ hasText: subject });

async function upload(p: Page, name: string, buffer: Buffer) {
  const before = await p.getByTestId('mail-compose-attachments').locator('li').count().catch(() => 0);
  await p.getByTestId('mail-upload').locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer });
  await expect.poll(() => p.getByTestId('mail-compose-attachments').locator('li').count(), { timeout: 15_000 }).toBe(before + 1);
}

describe('Berichten', () => {
  it('reads, flags, moves and links a message, and sends one with an attachment to a colleague', async () => {
    const errors = consoleErrors(page);
    // The parent path of Berichten, Taken and HDN leads to the first of them the user may open.
    await page.goto('/tickets');
    await page.waitForURL('**/tickets/berichten');
    const unread = page.locator('[data-testid="mail-row"][data-unread="true"]').first();
    await unread.waitFor();
    const id = Number(await unread.getAttribute('data-mail'));

    // Read: the reader opens and the row is read.
    await unread.click();
    await page.getByTestId('mail-reader').waitFor();
    await expect.poll(() => page.locator(`[data-mail="${id}"]`).getAttribute('data-unread')).toBe('false');

    // Flag for follow-up, and take it off again from the list.
    await page.getByTestId('mail-follow-up').click();
    await page.getByText('Bericht gemarkeerd voor opvolging').waitFor();
    await expect.poll(() => page.locator(`[data-mail="${id}"] [data-testid="mail-flag"]`).getAttribute('aria-pressed')).toBe('true');

    // Link to a dossier by hand.
    const dossierId = (await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?page=0&size=1')).content[0].id;
    await page.getByTestId('mail-link').click();
    await page.getByTestId('mail-link-dossier').fill(String(dossierId));
    await page.getByTestId('mail-link-save').click();
    await page.getByText('Bericht gekoppeld').waitFor();
    await expect.poll(() => page.getByTestId('mail-linked').textContent()).toContain(`dossier ${dossierId}`);

    // Move to In behandeling: it leaves Postvak IN and is found in the other folder.
    await page.getByTestId('mail-move').click();
    await page.getByRole('option', { name: 'In behandeling' }).click();
    await page.getByText('Bericht verplaatst').waitFor();
    await page.locator(`[data-testid="mail-row"][data-mail="${id}"]`).waitFor({ state: 'detached' });
    await page.getByTestId('folder-IN_BEHANDELING').click();
    await page.locator(`[data-testid="mail-row"][data-mail="${id}"]`).waitFor();

    // Write to a colleague with an attachment, and send.
    const subject = `Stukken dossier ${dossierId} ${Date.now()}`;
    const employeeEmail = 'employee@demo.example.nl';
    await page.getByTestId('mail-new').click();
    await page.getByTestId('mail-compose-to').fill(`${employeeEmail} `);
    await page.locator('[data-testid="mail-compose-to-tag"][data-type="GEBRUIKER"]').waitFor();
    await page.getByTestId('mail-compose-subject').fill(subject);
    await page.getByTestId('mail-compose-dossier').fill(String(dossierId));
    await page.getByTestId('mail-compose').locator('.ProseMirror').click();
    await page.keyboard.type('Hierbij de stukkenlijst voor de acceptatie.');
    await upload(page, 'Stukkenlijst.pdf', await pdfOf(40_000, 'Stukkenlijst'));
    await page.getByTestId('mail-send').click();
    await page.getByText('Bericht verzonden').waitFor();
    await page.getByTestId('mail-compose').waitFor({ state: 'detached' });
    await page.getByTestId('folder-VERZONDEN').click();
    await row(page, subject).waitFor();

    // The colleague has it, with the attachment, linked to the dossier.
    const colleague = await newPage(colleagueBrowser);
    await signedIn(colleague, 'employee');
    await colleague.goto('/tickets/berichten');
    await row(colleague, subject).click();
    await colleague.getByTestId('mail-reader').waitFor();
    expect(await colleague.getByTestId('mail-attachment').textContent()).toContain('Stukkenlijst.pdf');
    expect(await colleague.getByTestId('mail-linked').textContent()).toContain(`dossier ${dossierId}`);
    // A PDF attachment opens in the viewer.
    await colleague.getByTestId('mail-attachment').click();
    await colleague.getByTestId('pdf-page-1').waitFor();
    expect(new URL(colleague.url()).pathname).toMatch(/^\/pdf\/mail\/\d+$/);
    await colleague.context().close();
    expect(errors).toEqual([]);
  });

  it('refuses to send attachments above 7 MB together, with the spec\'s title and text, before anything is sent', async () => {
    await page.goto('/tickets/berichten');
    await page.getByTestId('mail-new').click();
    const subject = `Te groot ${Date.now()}`;
    await page.getByTestId('mail-compose-to').fill('klant@voorbeeld.nl ');
    await page.getByTestId('mail-compose-subject').fill(subject);
    await page.getByTestId('mail-compose').locator('.ProseMirror').click();
    await page.keyboard.type('Bijgaand de stukken.');
    await upload(page, 'Deel-1.pdf', await pdfOf(3_800_000, 'Deel 1'));
    await upload(page, 'Deel-2.pdf', await pdfOf(3_800_000, 'Deel 2'));
    await page.getByTestId('mail-send').click();
    const dialog = page.getByTestId('mail-size-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('De omvang van het bericht is te groot');
    expect(await dialog.textContent()).toContain('Het bericht dat u wilt versturen is groter dan 7 MB. Dit is niet toegestaan. Verwijder bijlages en / of beelden.');
    await dialog.getByRole('button').click();
    await page.getByTestId('mail-compose').waitFor();
    const sent = await sentSubjects(page);
    expect(sent).not.toContain(subject);
  });

  it('a mail arriving over SMTP for a colleague raises their Workflow counter without a reload', async () => {
    const colleague = await newPage(colleagueBrowser);
    await signedIn(colleague, 'employee');
    await colleague.goto('/workflow');
    await colleague.getByTestId('counter-workflow').waitFor();
    const before = await counterValue(colleague, 'workflow');
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inject('smtpPort'), secure: false, ignoreTLS: true });
    const subject = `Vraag over de offerte ${Date.now()}`;
    await transport.sendMail({ from: '"M. de Boer" <m.deboer@voorbeeld.nl>', to: 'employee@demo.example.nl', subject, text: 'Kunt u mij bellen over de rente?' });
    transport.close();
    await expect.poll(() => counterValue(colleague, 'workflow'), { timeout: 10_000 }).toBe(before + 1);
    await colleague.getByTestId('workflow-row').filter({ hasText: subject }).waitFor({ timeout: 10_000 });
    await colleague.context().close();
  });
});
