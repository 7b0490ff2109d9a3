import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage, pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet, apiSend } from './dossierHelpers';
import { signedIn } from './session';

/**
 * Reading mail as users expect it (issue 36; docs/mail.md): the focus follows into the reader,
 * a message is forwarded with its attachments, another mailbox opens at its Postvak IN, an
 * archived message leaves the reader, the link dialog says a dossier does not exist, deadlines are
 * Dutch time in any browser zone, and "Aan" names an address once.
 */
const page = pagePerTest((p) => signedIn(p, 'medewerker'));
let other: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  other = await launch();
});
afterAll(() => other.close());

type Mail = { id: number; onderwerp: string; aantalBijlagen: number; dossierId: number | null; gearchiveerd: boolean; deadline: string | null };
type Detail = Mail & { bijlagen: { id: number; naam: string; grootte: number; inline: boolean }[]; aan: { email: string; naam: string | null }[] };
const search = async (p: Page, folder: string) => (await apiSend<{ content: Mail[] }>(p, 'POST', '/api/v1/new/mail/search?size=500', { folder })).content;
const reader = (p: Page) => p.getByTestId('mail-reader');
const focused = (p: Page) => p.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent ?? '');

/** A message of medewerker's own Postvak IN, sent by employee through the API (no other test touches it). */
async function fresh(subject: string) {
  const colleague = await newPage(other);
  await signedIn(colleague, 'employee');
  const own = (await apiGet<{ adres: string; eigen: boolean; soort: string }[]>(page, '/api/v1/new/mail/mailboxes')).find((b) => b.eigen && b.soort === 'GEBRUIKER')!.adres;
  await apiSend(colleague, 'POST', '/api/v1/new/mail', { recipients: [{ email: own, tagTitle: own, type: 'GEBRUIKER' }], onderwerp: subject, html: '<p>Graag even kijken.</p>' });
  await colleague.context().close();
  return (await search(page, 'INBOX')).find((m) => m.onderwerp === subject)!;
}

describe('the reader', () => {
  it('takes the focus when a message opens, with Beantwoorden and Doorsturen a few Tabs on', async () => {
    const errors = consoleErrors(page);
    const mail = await fresh(`Focus ${Date.now()}`);
    await page.goto('/tickets/berichten');
    const row = page.locator(`[data-testid="mail-row"][data-mail="${mail.id}"]`);
    await row.focus();
    await page.keyboard.press('Enter');
    await reader(page).waitFor();
    await expect.poll(() => focused(page)).toBe('mail-subject');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('mail-reply');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('mail-forward');
    expect(errors).toEqual([]);
  });

  it('forwards a message with its attachments (sizes in kB) to a colleague and an outside address, filed in Verzonden and on the dossier', async () => {
    const errors = consoleErrors(page);
    const original = (await search(page, 'INBOX')).find((m) => m.aantalBijlagen > 0 && m.dossierId !== null)!;
    const detail = await apiGet<Detail>(page, `/api/v1/new/mail/${original.id}`);
    const files = detail.bijlagen.filter((b) => !b.inline);
    expect(files.every((f) => f.grootte < 1_048_576)).toBe(true);
    await page.goto(`/tickets/berichten?bericht=${original.id}`);
    await reader(page).waitFor();
    // The reader shows each attachment's size in kB.
    expect(await page.getByTestId('mail-attachment').first().textContent()).toMatch(/\(\d+ kB\)$/);
    await page.getByTestId('mail-forward').click();
    const dialog = page.getByTestId('mail-compose');
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Doorsturen');
    expect(await page.getByTestId('mail-compose-subject').inputValue()).toBe(`Doorst: ${detail.onderwerp}`);
    const listed = dialog.getByTestId('mail-compose-attachments').locator('li');
    expect(await listed.count()).toBe(files.length);
    expect(await listed.first().textContent()).toMatch(new RegExp(`^${files[0].naam.replace('.', '\\.')}\\d+ kB$`));
    expect(await dialog.locator('.ProseMirror').textContent()).toContain('---------- Doorgestuurd bericht ----------');

    await page.getByTestId('mail-compose-to').click();
    await page.keyboard.type('de Ruiter', { delay: 30 });
    await page.getByRole('option', { name: 'J. de Ruiter <employee@demo.example.nl>' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('notaris@voorbeeld.nl ', { delay: 10 });
    await expect.poll(() => page.locator('[data-testid="mail-compose-to-tag"]').count()).toBe(2);
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Ter info, met de stukken.');
    await page.getByTestId('mail-send').click();
    await page.getByText('Bericht staat klaar om te verzenden').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const sent = (await search(page, 'VERZONDEN')).find((m) => m.onderwerp === `Doorst: ${detail.onderwerp}`)!;
    expect(sent).toMatchObject({ aantalBijlagen: files.length, dossierId: detail.dossierId });
    const onDossier = await apiGet<{ content: Mail[] }>(page, `/api/v1/new/mail/dossier/${detail.dossierId}/VERZONDEN?size=100`);
    expect(onDossier.content.map((m) => m.id)).toContain(sent.id);
    expect(errors).toEqual([]);
  });

  it('opens another mailbox at its Postvak IN', async () => {
    await page.goto('/tickets/berichten');
    await page.getByTestId('folder-VERZONDEN').click();
    await expect.poll(() => page.getByTestId('folder-VERZONDEN').getAttribute('aria-current')).toBe('page');
    await page.getByTestId('mailbox-select').click();
    await page.getByRole('option').filter({ hasText: 'team' }).first().click();
    await expect.poll(() => page.getByTestId('folder-INBOX').getAttribute('aria-current')).toBe('page');
  });

  it('closes the reader when its message is archived', async () => {
    const mail = await fresh(`Archiveren ${Date.now()}`);
    await page.goto(`/tickets/berichten?bericht=${mail.id}`);
    await reader(page).waitFor();
    await page.getByTestId('mail-archive').click();
    await page.getByText('Bericht gearchiveerd').waitFor();
    await reader(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('bericht')).toBeNull();
  });

  it('says in the link dialog that a dossier does not exist, not in a popup', async () => {
    const mail = await fresh(`Koppelen ${Date.now()}`);
    await page.goto(`/tickets/berichten?bericht=${mail.id}`);
    await reader(page).waitFor();
    await page.getByTestId('mail-link').click();
    await page.getByTestId('mail-link-dossier').fill('999999');
    await page.getByTestId('mail-link-save').click();
    const dialog = page.getByRole('dialog', { name: 'Bericht koppelen' });
    await dialog.getByText('Dossier 999999 bestaat niet.').waitFor();
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
    expect((await apiGet<Mail>(page, `/api/v1/new/mail/${mail.id}`)).dossierId).toBeNull();
  });

  it('shows a received message\'s "Aan" once: an address without a name as the address alone', async () => {
    const subject = `Uw offerte ${Date.now()}`;
    await apiSend(page, 'POST', '/api/v1/new/mail', {
      recipients: [{ email: 'klant@voorbeeld.nl', tagTitle: 'klant@voorbeeld.nl', type: 'EXTERNAL' }],
      cc: [{ email: 'employee@demo.example.nl', tagTitle: 'J. de Ruiter', type: 'GEBRUIKER' }],
      onderwerp: subject,
      html: '<p>Bijgaand uw offerte.</p>',
    });
    const colleague = await newPage(other);
    await signedIn(colleague, 'employee');
    const received = (await search(colleague, 'INBOX')).find((m) => m.onderwerp === subject)!;
    await colleague.goto(`/tickets/berichten?bericht=${received.id}`);
    expect(await colleague.getByTestId('mail-to').textContent()).toBe('klant@voorbeeld.nl');
    await colleague.context().close();
  });
});

describe('deadlines', () => {
  it('are entered and shown in Dutch time in a browser in New York', async () => {
    const mail = await fresh(`Deadline ${Date.now()}`);
    const context = await other.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 }, locale: 'nl-NL', timezoneId: 'America/New_York' });
    const abroad = await context.newPage();
    await signedIn(abroad, 'medewerker');
    expect(await abroad.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await abroad.goto(`/tickets/berichten?bericht=${mail.id}`);
    await reader(abroad).waitFor();
    await abroad.getByTestId('mail-deadline').click();
    await abroad.getByTestId('mail-deadline-input').locator('xpath=..').locator('.MuiPickersSectionList-root').click();
    await abroad.keyboard.press('Control+a');
    await abroad.keyboard.type('050320301100');
    await abroad.getByTestId('mail-deadline-save').click();
    // 11:00 in Amsterdam in March is 10:00 UTC, 05:00 in New York.
    await expect.poll(async () => (await apiGet<Mail>(abroad, `/api/v1/new/mail/${mail.id}`)).deadline, { timeout: 20_000 }).toBe('2030-03-05T10:00:00.000Z');
    await expect.poll(() => abroad.getByTestId('mail-deadline-value').textContent()).toBe('05-03-2030 11:00');
    await abroad.getByTestId('mail-deadline').click();
    expect(await abroad.getByTestId('mail-deadline-input').inputValue()).toBe('05-03-2030 11:00');
    await context.close();
  });
});
