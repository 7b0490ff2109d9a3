import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet, apiSend } from './dossierHelpers';
import { signedIn } from './session';

/**
 * Mail where the work is (issue 36; docs/mail.md): the dossier's E-mail section pages by 100 and
 * answers and forwards on the spot; a mail row in Workflow has the task row's actions (priority,
 * done and undone, unread).
 */
const page = pagePerTest((p) => signedIn(p, 'medewerker'));
let other: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  other = await launch();
});
afterAll(() => other.close());

type Mail = { id: number; onderwerp: string; aantalBijlagen: number; dossierId: number | null; gelezen: boolean; gearchiveerd: boolean; prioriteitId: number };
const search = async (p: Page, folder: string) => (await apiSend<{ content: Mail[] }>(p, 'POST', '/api/v1/new/mail/search?size=500', { folder })).content;
const tags = (p: Page) => p.locator('[data-testid="mail-compose-to-tag"]');

/** A message from employee in medewerker's own Postvak IN, about a dossier when given. */
async function fromColleague(subject: string, dossierId?: number) {
  const colleague = await newPage(other);
  await signedIn(colleague, 'employee');
  const own = (await apiGet<{ adres: string; eigen: boolean; soort: string }[]>(page, '/api/v1/new/mail/mailboxes')).find((b) => b.eigen && b.soort === 'GEBRUIKER')!.adres;
  await apiSend(colleague, 'POST', '/api/v1/new/mail', { recipients: [{ email: own, tagTitle: own, type: 'GEBRUIKER' }], onderwerp: subject, html: '<p>Graag even kijken.</p>', dossierId });
  await colleague.context().close();
  return (await search(page, 'INBOX')).find((m) => m.onderwerp === subject)!;
}

describe("the dossier's E-mail section", () => {
  it('pages by 100, and answers and forwards a message on the spot, filed on the dossier', async () => {
    const errors = consoleErrors(page);
    const original = (await search(page, 'INBOX')).find((m) => m.aantalBijlagen > 0 && m.dossierId !== null)!;
    const dossierId = original.dossierId!;
    // More than ten messages in one folder of the dossier: all on the first page.
    const stamp = Date.now();
    for (let i = 0; i < 11; i++) {
      await apiSend(page, 'POST', '/api/v1/new/mail', { recipients: [{ email: 'klant@voorbeeld.nl', type: 'EXTERNAL' }], onderwerp: `Stand van zaken ${stamp} ${i}`, html: '<p>Ter info.</p>', dossierId });
    }
    const sentOnDossier = (await apiGet<{ totalElements: number }>(page, `/api/v1/new/mail/dossier/${dossierId}/VERZONDEN?size=100`)).totalElements;
    expect(sentOnDossier).toBeGreaterThan(10);

    await page.goto(`/dossiers/${dossierId}/communicatie`);
    const section = page.getByTestId('dossier-mail');
    await section.getByTestId('dossier-mail-folder-VERZONDEN').click();
    await expect.poll(() => section.getByTestId('mail-row').count()).toBe(Math.min(sentOnDossier, 100));

    // Beantwoorden opens the reply here, on the dossier.
    await section.getByTestId('dossier-mail-folder-INBOX').click();
    await section.locator(`[data-testid="mail-row"][data-mail="${original.id}"]`).click();
    await page.getByTestId('mail-reader').waitFor();
    await page.getByTestId('mail-reply').click();
    const compose = page.getByTestId('mail-compose');
    await compose.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/dossiers/${dossierId}/communicatie`);
    expect(await page.getByTestId('mail-compose-dossier').inputValue()).toBe(String(dossierId));
    await compose.locator('.ProseMirror').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Dank, wij nemen het mee.');
    await page.keyboard.press('Control+Enter');
    await compose.waitFor({ state: 'detached' });

    // Doorsturen from the same reader, with the attachments.
    await page.getByTestId('mail-forward').click();
    await compose.waitFor();
    expect(await compose.getByTestId('mail-compose-attachments').locator('li').count()).toBe(original.aantalBijlagen);
    await page.getByTestId('mail-compose-to').click();
    await page.keyboard.type('notaris@voorbeeld.nl ', { delay: 10 });
    await expect.poll(() => tags(page).count()).toBe(1);
    await page.getByTestId('mail-send').click();
    await compose.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('mail-reader').waitFor({ state: 'detached' });

    // Both are filed on the dossier, in Verzonden.
    await section.getByTestId('dossier-mail-folder-VERZONDEN').click();
    const subject = original.onderwerp;
    await section.getByTestId('mail-row').filter({ hasText: `Re: ${subject}` }).first().waitFor();
    const forward = section.getByTestId('mail-row').filter({ hasText: `Doorst: ${subject}` }).first();
    await forward.waitFor();
    const forwardId = Number(await forward.getAttribute('data-mail'));
    expect((await apiGet<Mail>(page, `/api/v1/new/mail/${forwardId}`)).aantalBijlagen).toBe(original.aantalBijlagen);
    expect(errors).toEqual([]);
  });
});

describe('a mail row in Workflow', () => {
  it('sets its priority, marks it unread, done and open again, like a task row', async () => {
    const errors = consoleErrors(page);
    const subject = `Bellen over de rente ${Date.now()}`;
    const mail = await fromColleague(subject);
    await page.goto('/workflow');
    await page.getByRole('textbox', { name: 'Zoeken', exact: true }).fill(subject);
    const row = page.locator(`[data-testid="workflow-row"][data-mail="${mail.id}"]`);
    await row.waitFor();
    const stored = () => apiGet<Mail>(page, `/api/v1/workflow/${mail.id}?workflowType=MAIL`);

    await row.getByTestId(`mail-priority-${mail.id}`).click();
    await page.getByRole('option', { name: 'Hoog' }).click();
    await page.getByText(`De prioriteit van bericht ${mail.id} is nu Hoog.`).waitFor();

    // Opened (GET /workflow/{id}?workflowType=MAIL reads it): the envelope marks it unread again.
    expect(await stored()).toMatchObject({ id: mail.id, prioriteitId: 2, gelezen: true });
    await row.getByTestId(`mail-unread-${mail.id}`).click();
    await page.getByText(`Bericht ${mail.id} is als ongelezen gemarkeerd.`).waitFor();
    expect((await search(page, 'INBOX')).find((m) => m.id === mail.id)).toMatchObject({ prioriteitId: 2, gelezen: false });

    await row.getByTestId(`mail-done-${mail.id}`).click();
    await page.getByText(`Bericht ${mail.id} is afgehandeld en gearchiveerd.`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByLabel('Afgehandelde tonen').check();
    await row.waitFor();
    expect(await row.getByTestId(`mail-done-${mail.id}`).textContent()).toBe('Weer open');
    await row.getByTestId(`mail-done-${mail.id}`).click();
    await page.getByText(`Bericht ${mail.id} staat weer open.`).waitFor();
    expect((await stored()).gearchiveerd).toBe(false);
    expect(errors).toEqual([]);
  });
});
