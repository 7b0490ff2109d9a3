import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet, apiSend } from './dossierHelpers';
import { signedIn } from './session';

/**
 * Reading a mailbox is not sending from it (docs/mail.md "Rights"): the compose dialog's Van
 * offers only the mailboxes medewerker may send as; the beheerder switches "Mag versturen" on for
 * a colleague's mailbox in Beheer › Postvakrechten, after which medewerker sends from it.
 */
type Mailbox = { id: number; naam: string; adres: string; soort: string; versturen: boolean };
type Right = { id: number; gebruikerId: number; postvakId: number; versturen: boolean; version: number };

let browser: Awaited<ReturnType<typeof launch>>;
let medewerker: Page;
let beheerder: Page;
beforeAll(async () => {
  browser = await launch();
  medewerker = await newPage(browser);
  await signedIn(medewerker, 'medewerker');
  beheerder = await newPage(browser);
  await signedIn(beheerder, 'beheerder');
});
afterAll(() => browser.close());

/** The options of the compose dialog's Van, opened from Berichten. */
async function fromOptions(page: Page) {
  await page.goto('/tickets/berichten');
  await page.getByTestId('mail-new').click();
  await page.getByTestId('mail-compose').waitFor();
  return page.getByTestId('mail-compose-from').locator('option').allTextContents();
}

const label = (box: Mailbox) => `${box.naam} <${box.adres}>`;

describe('Van in the compose dialog', () => {
  it('offers only the mailboxes the user may send as, not those they only read', async () => {
    const errors = consoleErrors(medewerker);
    const boxes = await apiGet<Mailbox[]>(medewerker, '/api/v1/new/mail/mailboxes');
    const readOnly = boxes.filter((b) => !b.versturen);
    // The demo gives medewerker a colleague's and the Postkamer's mailbox to read only.
    expect(readOnly.length).toBeGreaterThanOrEqual(2);
    const options = await fromOptions(medewerker);
    expect(options).toEqual(boxes.filter((b) => b.versturen).map(label));
    for (const box of readOnly) expect(options).not.toContain(label(box));
    expect(errors).toEqual([]);
  });

  it('offers a colleague’s mailbox once the beheerder switches on "Mag versturen", and sends from it', async () => {
    const boxes = await apiGet<Mailbox[]>(medewerker, '/api/v1/new/mail/mailboxes');
    const colleague = boxes.find((b) => b.soort === 'GEBRUIKER' && !b.versturen)!;
    const rights = await apiGet<{ content: Right[] }>(beheerder, `/api/v1/beheer/postvakrechten?page=0&size=50&postvakId=${colleague.id}`);
    const right = rights.content.find((r) => r.postvakId === colleague.id)!;
    try {
      await beheerder.goto(`/beheer/postvakrechten/${right.id}`);
      const send = beheerder.getByLabel('Mag versturen namens dit postvak');
      await send.waitFor();
      expect(await send.isChecked()).toBe(false);
      await send.check();
      await beheerder.getByTestId('save-button').click();
      await beheerder.waitForURL(/\/beheer\/postvakrechten$/);
      await beheerder.getByText('Gegevens opgeslagen').waitFor();

      const options = await fromOptions(medewerker);
      expect(options).toContain(label(colleague));
      await medewerker.getByTestId('mail-compose-from').selectOption(String(colleague.id));
      const subject = `Namens mijn collega ${Date.now()}`;
      await medewerker.getByTestId('mail-compose-to').fill('notaris@voorbeeld.nl ');
      await medewerker.locator('[data-testid="mail-compose-to-tag"][data-type="EXTERNAL"]').waitFor();
      await medewerker.getByTestId('mail-compose-subject').fill(subject);
      await medewerker.getByTestId('mail-compose').locator('.ProseMirror').click();
      await medewerker.keyboard.type('De akte volgt morgen.');
      await medewerker.getByTestId('mail-send').click();
      await medewerker.getByText('Bericht staat klaar om te verzenden').waitFor();
      await medewerker.getByTestId('mail-compose').waitFor({ state: 'detached' });
      // Sent as the colleague: in their Verzonden, from their address.
      const sent = await apiSend<{ content: { onderwerp: string; van: { email: string } }[] }>(medewerker, 'POST', '/api/v1/new/mail/search?size=50', { postvakId: colleague.id, folder: 'VERZONDEN' });
      expect(sent.content.find((m) => m.onderwerp === subject)?.van.email).toBe(colleague.adres);
    } finally {
      const [current] = (await apiGet<{ content: Right[] }>(beheerder, `/api/v1/beheer/postvakrechten?page=0&size=50&postvakId=${colleague.id}`)).content.filter((r) => r.id === right.id);
      await apiSend(beheerder, 'PUT', `/api/v1/beheer/postvakrechten/${right.id}`, { gebruikerId: current.gebruikerId, postvakId: current.postvakId, versturen: false, version: current.version });
    }
  });
});
