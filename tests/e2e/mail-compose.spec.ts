import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet, apiSend } from './dossierHelpers';
import { signedIn } from './session';

/**
 * Writing mail as users expect it (issue 36; docs/mail.md "Recipients", "Out"): a colleague is
 * addressed by part of the name, 'de Ruiter' with its space; an outside address is typed in full;
 * a reply to a colleague does not call them "extern"; an empty body is refused at the body; and
 * Ctrl+Enter sends from the editor.
 */
const page = pagePerTest((p) => signedIn(p, 'medewerker'));
let other: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  other = await launch();
});
afterAll(() => other.close());

/** A page of another demo account, in its own browser context. */
async function signedInPage(username: string) {
  const p = await newPage(other);
  await signedIn(p, username);
  return p;
}

type Sent = { id: number; onderwerp: string; aan: { email: string; naam: string | null }[] };
const sentMail = async (p: Page) => (await apiSend<{ content: Sent[] }>(p, 'POST', '/api/v1/new/mail/search?size=500', { folder: 'VERZONDEN' })).content;

const compose = (p: Page) => p.getByTestId('mail-compose');
const tags = (p: Page) => p.locator('[data-testid="mail-compose-to-tag"]');

describe('Aan', () => {
  it('offers any colleague by part of the name, keeps the space of "de Ruiter", and takes an outside address typed in full', async () => {
    const errors = consoleErrors(page);
    // A colleague just made in Beheer, with whom no mail has passed yet.
    const beheer = await signedInPage('beheerder');
    const suffix = Date.now().toString(36);
    const role = (await apiGet<{ content: { id: number; naam: string }[] }>(beheer, '/api/v1/rols?page=0&size=100')).content.find((r) => r.naam === 'Employee')!;
    const team = (await apiGet<{ id: number }[]>(beheer, '/api/v1/teams/mail-to'))[0];
    const newcomer = `t.terhorst.${suffix}@demo.example.nl`;
    const created = await apiSend<{ id: number }>(beheer, 'POST', '/api/v1/beheer/gebruikers', {
      username: `t.terhorst.${suffix}`, voorLetters: 'T.', tussenVoegsels: 'ter', achterNaam: 'Horst', email: newcomer, typeCode: 'E', rolIds: [role.id], teamIds: [team.id], active: true,
    });
    expect(created.id).toBeGreaterThan(0);
    await beheer.context().close();

    await page.goto('/tickets/berichten');
    await page.getByTestId('mail-new').click();
    await page.getByTestId('mail-compose-to').click();
    // The demo's employee is J. de Ruiter: the space does not end the entry, and Enter takes the colleague offered.
    await page.keyboard.type('de Ruiter', { delay: 30 });
    expect(await page.getByTestId('mail-compose-to').inputValue()).toBe('de Ruiter');
    await page.getByRole('option', { name: 'J. de Ruiter <employee@demo.example.nl>' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => tags(page).count()).toBe(1);
    expect(await tags(page).first().getAttribute('data-type')).toBe('GEBRUIKER');
    expect(await tags(page).first().textContent()).toBe('J. de Ruiter');

    // The newcomer is offered by part of the name too, not being a recent contact.
    await page.keyboard.type('ter Hor', { delay: 30 });
    await page.getByRole('option', { name: `T. ter Horst <${newcomer}>` }).click();
    await expect.poll(() => tags(page).count()).toBe(2);
    expect(await tags(page).nth(1).textContent()).toBe('T. ter Horst');

    // An outside address, typed in full and ended with a space, is a tag of its own, marked extern.
    await page.getByTestId('mail-compose-to').click();
    await page.keyboard.type('notaris@voorbeeld.nl ', { delay: 10 });
    await expect.poll(() => tags(page).count()).toBe(3);
    expect(await tags(page).nth(2).getAttribute('data-type')).toBe('EXTERNAL');
    expect(await tags(page).nth(2).textContent()).toBe('notaris@voorbeeld.nl · extern');

    const subject = `Aktedatum ${suffix}`;
    await page.getByTestId('mail-compose-subject').fill(subject);
    await compose(page).locator('.ProseMirror').click();
    await page.keyboard.type('Kunnen jullie de aktedatum bevestigen?');
    await page.getByTestId('mail-send').click();
    await page.getByText('Bericht staat klaar om te verzenden').waitFor();
    const sent = (await sentMail(page)).find((m) => m.onderwerp === subject)!;
    expect(sent.aan).toEqual([
      { email: 'employee@demo.example.nl', naam: 'J. de Ruiter' },
      { email: newcomer, naam: 'T. ter Horst' },
      { email: 'notaris@voorbeeld.nl', naam: null },
    ]);
    expect(errors).toEqual([]);
  });

  it('names a colleague in a reply instead of tagging them "extern"', async () => {
    const colleague = await signedInPage('employee');
    const subject = `Vraag over de taxatie ${Date.now()}`;
    const medewerkerEmail = (await apiGet<{ adres: string; eigen: boolean; soort: string }[]>(page, '/api/v1/new/mail/mailboxes')).find((b) => b.eigen && b.soort === 'GEBRUIKER')!.adres;
    const sent = await apiSend<Sent>(colleague, 'POST', '/api/v1/new/mail', {
      recipients: [{ email: medewerkerEmail, tagTitle: medewerkerEmail, type: 'EXTERNAL' }],
      onderwerp: subject,
      html: '<p>Is het taxatierapport al binnen?</p>',
    });
    expect(sent.id).toBeGreaterThan(0);
    await colleague.context().close();

    await page.goto('/tickets/berichten');
    await page.getByTestId('mail-row').filter({ hasText: subject }).click();
    await page.getByTestId('mail-reply').click();
    await expect.poll(() => tags(page).first().getAttribute('data-type')).toBe('GEBRUIKER');
    expect(await tags(page).first().textContent()).not.toContain('extern');
  });
});

describe('the body', () => {
  it('refuses an empty message at the body with the required-field text, and Ctrl+Enter sends from the editor', async () => {
    const errors = consoleErrors(page);
    await page.goto('/tickets/berichten');
    await page.getByTestId('mail-new').click();
    await page.getByTestId('mail-compose-to').fill('klant@voorbeeld.nl ');
    const subject = `Leeg bericht ${Date.now()}`;
    await page.getByTestId('mail-compose-subject').fill(subject);
    const body = compose(page).locator('.ra-input-html');
    // The body is marked required, and sending without a word is refused there.
    expect(await body.locator('.RaLabeled-label').textContent()).toContain('*');
    await page.getByTestId('mail-send').click();
    await body.getByText('Dit veld is verplicht.').waitFor();
    expect((await sentMail(page)).map((m) => m.onderwerp)).not.toContain(subject);

    // Typing clears the refusal; Ctrl+Enter in the editor sends (and adds no line break).
    await compose(page).locator('.ProseMirror').click();
    await page.keyboard.type('Bijgaand de offerte.');
    await expect.poll(() => body.getByText('Dit veld is verplicht.').count()).toBe(0);
    await page.keyboard.press('Control+Enter');
    await page.getByText('Bericht staat klaar om te verzenden').waitFor();
    await compose(page).waitFor({ state: 'detached' });
    const sent = (await sentMail(page)).find((m) => m.onderwerp === subject)!;
    const detail = await apiGet<{ html: string }>(page, `/api/v1/new/mail/${sent.id}`);
    expect(detail.html).toBe('<p>Bijgaand de offerte.</p>');
    expect(errors).toEqual([]);
  });

  it('shows the upload control in the spec\'s words', async () => {
    await page.goto('/tickets/berichten');
    await page.getByTestId('mail-new').click();
    const upload = page.getByTestId('mail-upload');
    expect(await upload.textContent()).toContain('Upload hier je bestanden');
    expect(await upload.textContent()).toContain('Sleep hier of kies je bestand');
  });
});
