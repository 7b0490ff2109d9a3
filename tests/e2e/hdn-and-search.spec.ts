import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl, pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { signedIn } from './session';

/** Posts messages as the HDN exchange does: its own account, the XSRF pair, XML (docs/hdn.md). */
async function exchange() {
  const headers = { cookie: 'XSRF-TOKEN=e2e', 'x-xsrf-token': 'e2e' };
  const signIn = await fetch(`${baseUrl()}/authenticate`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hdn-koppeling', password: 'demo' }) });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return async (xml: string) => {
    const res = await fetch(`${baseUrl()}/api/v1/hdn/berichten`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}`, 'content-type': 'application/xml' }, body: xml });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; dossierId: number };
  };
}

const header = (soort: string, afzender: string, extra = '') =>
  `<Header><BerichtSoort>${soort}</BerichtSoort><BerichtId>${randomUUID()}</BerichtId><Afzender>${afzender}</Afzender>${extra}</Header>`;

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

describe('HDN messages and the one search', () => {
  it("shows a status from the money provider on HDN Berichten and on the dossier's trail, with the step it moved to", async () => {
    const errors = consoleErrors(page);
    const send = await exchange();
    // A new application for office 1 at ABN AMRO, then ABN's status 22 (rate offer sent) for it.
    const application = await send(
      `<HdnBericht>${header('AX', 'KANTOOR-1', '<Ontvanger>ABN</Ontvanger>')}<Aanvraag><Intermediair><KantoorNummer>1</KantoorNummer></Intermediair>` +
        '<Hypotheekgever><Geslacht>V</Geslacht><Voorletters>E.</Voorletters><Achternaam>Statusbrink</Achternaam><GeboorteDatum>1990-05-04</GeboorteDatum></Hypotheekgever>' +
        '<Lening><Hoofdsom>310000</Hoofdsom></Lening></Aanvraag></HdnBericht>',
    );
    const dossierId = application.dossierId;
    const status = await send(`<HdnBericht>${header('SX', 'ABN')}<Referentie><DossierNummer>${dossierId}</DossierNummer></Referentie><Statusmelding><StatusCode>22</StatusCode></Statusmelding></HdnBericht>`);

    await page.goto('/tickets/hdn');
    await page.getByTestId('hdn-filter-dossierId').fill(String(dossierId));
    await expect.poll(() => page.getByTestId('hdn-row').count()).toBe(2);
    const row = page.locator(`[data-message="${status.id}"]`);
    expect(await row.textContent()).toContain('Status 22: Renteaanbod verzonden');
    expect(await row.textContent()).toContain(`Dossier ${dossierId} naar Renteaanbod › Renteaanbod uitgebracht.`);
    await row.click();
    await page.getByTestId('hdn-raw').waitFor();
    expect(await page.getByTestId('hdn-raw').textContent()).toContain('    <StatusCode>22</StatusCode>');
    expect(await page.getByTestId('hdn-detail-status').textContent()).toBe('Verwerkt');

    await page.getByTestId('hdn-detail-dossier').click();
    await page.waitForURL(new RegExp(`/dossiers/${dossierId}`));
    await page.getByTestId('tab-wijzigingen').click();
    const hdnLine = page.getByTestId('audit-hdn').first();
    await hdnLine.waitFor();
    expect(await hdnLine.textContent()).toBe('HDN-bericht › Ontvangen');
    const lines = await page.locator('[data-testid^="audit-row-"]').allTextContents();
    // Newest first; another test may since have judged the dossier's stipulations, so the message's line is looked up.
    const at = lines.findIndex((line) => line.includes('SX – Status 22: Renteaanbod verzonden'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toMatch(/Systeem\s*Stap\s*Aanvraag ontvangen\s*Uitgebracht/);
    expect(lines[at + 2]).toMatch(/Systeem\s*Fase\s*Aanvraag\s*Renteaanbod/);
    // The line leads back to the message.
    await hdnLine.click();
    await page.waitForURL(new RegExp(`/tickets/hdn/${status.id}$`));
    expect(errors).toEqual([]);
  });

  it('keeps HDN Berichten from an adviser', async () => {
    // Another user on the same page: the session lives in local storage.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth');
    await signedIn(page, 'adviseur');
    await page.goto('/tickets/hdn');
    await page.waitForURL((url) => !url.pathname.startsWith('/tickets/hdn'));
    await page.goto('/hdn-log');
    await page.waitForURL((url) => !url.pathname.startsWith('/hdn-log'));
  });

  it('finds a dossier by a word of one of its notes with Ctrl+K, and opens it', async () => {
    const errors = consoleErrors(page);
    await page.goto('/tickets/hdn');
    await page.getByTestId('hdn-list').waitFor();
    const dossier = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const list = await (await fetch('/api/v1/dossiers?size=5&dossierBTL=false&dossierCds=false', { headers })).json();
      return list.content[3].id as number;
    });
    const word = `Kwispeldoorn${Date.now().toString(36)}`;
    const created = await page.evaluate(
      async ({ dossierId, word }) => {
        const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
        const res = await fetch(`/api/v1/dossiers/${dossierId}/notities`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
          body: JSON.stringify({ priorityId: 3, onderwerp: 'Tuin en erfgrens', aanleiding: 'I', bodyText: `Klant meldt een ${word} op de erfgrens; geen gevolgen voor de taxatie.` }),
        });
        return res.status;
      },
      { dossierId: dossier, word },
    );
    expect(created).toBe(201);

    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').fill(word.toLowerCase());
    const hit = page.locator('[data-testid^="search-hit-notitie-"]');
    await hit.first().waitFor();
    expect(await hit.count()).toBe(1);
    expect(await hit.textContent()).toContain(`Dossier ${dossier}`);
    expect(await page.getByTestId('search-fragment').textContent()).toContain(word);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/dossiers/${dossier}/communicatie$`));
    expect(await page.getByTestId('search-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('finds a demo e-mail of a team mailbox by its subject with Ctrl+K, and opens it on Berichten among that mailbox', async () => {
    const errors = consoleErrors(page);
    // A message outside the mailbox Berichten opens first: the page must follow it there.
    const { mail, box } = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const boxes = (await (await fetch('/api/v1/new/mail/mailboxes', { headers })).json()) as { id: number; naam: string }[];
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
      for (const box of boxes.slice(1)) {
        const list = await (
          await fetch('/api/v1/new/mail/search?page=0&size=50', {
            method: 'POST',
            headers: { ...headers, 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
            body: JSON.stringify({ postvakId: box.id, folder: 'INBOX' }),
          })
        ).json();
        const found = (list.content as { id: number; onderwerp: string }[]).find((m) => /\d/.test(m.onderwerp));
        if (found) return { mail: found, box };
      }
      throw new Error('no mail with a number in its subject outside the first mailbox');
    });

    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').fill(mail.onderwerp);
    const hit = page.getByTestId(`search-hit-mail-${mail.id}`);
    await hit.waitFor();
    await hit.click();
    await page.waitForURL(new RegExp(`/tickets/berichten\\?bericht=${mail.id}$`));
    expect(await page.getByTestId('mail-subject').textContent()).toBe(mail.onderwerp);
    expect(await page.getByTestId('search-dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('mailbox-select').textContent()).toContain(box.naam);
    await page.locator(`[data-testid="mail-row"][data-mail="${mail.id}"]`).waitFor();
    expect(errors).toEqual([]);
  });
});
