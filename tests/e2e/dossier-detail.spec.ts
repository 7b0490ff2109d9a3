import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bsnCheckDigit } from '../../contract/bsn';
import { personName } from '../../contract/names';
import { SERVER_MESSAGES } from '../../contract/errors';
import { launch, newPage, pagePerTest } from './browser';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Naw {
  geslacht: string | null;
  voorLetters: string | null;
  tussenVoegsels: string | null;
  achterNaam: string;
  bsn: string | null;
}

interface Detail {
  id: number;
  offerteNr: string | null;
  status: string;
  gearchiveerd: boolean;
  btl: boolean;
  cds: boolean;
  aanleverenViaHdnjn: number;
  kantoor: { bedrijfsNaam: string; plaatsNaam: string | null } | null;
  offerteData: { volgnummer: number; kenmerk: string | null }[];
  labels: { id: number }[];
  hypotheekGevers: { id: number; version: number; partijNawData: Naw }[];
  contractanten: { firstName: string | null; familyNamePrefix: string | null; familyName: string | null; name: string | null }[];
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

const words = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
/** The header as the app writes it: without an offer yet (a dossier just made through Aanvraag) only the number. */
const expectedTitle = (d: Detail) => {
  const reference = [...d.offerteData].sort((a, b) => a.volgnummer - b.volgnummer).at(-1)?.kenmerk ?? d.offerteNr;
  return reference ? `Dossier: ${d.id} - ${reference}` : `Dossier: ${d.id}`;
};

/** Running dossiers of a list call, each read in full; `skip` keeps the tests on separate dossiers. */
async function findDossier(p: Page, query: string, match: (d: Detail) => boolean | Promise<boolean>, skip = 0) {
  const { content } = await apiGet<{ content: { id: number }[] }>(p, `/api/v1/dossiers?size=100&${query}`);
  let skipped = 0;
  for (const row of content) {
    const detail = await apiGet<Detail>(p, `/api/v1/dossiers/${row.id}`);
    if (!(await match(detail))) continue;
    if (skipped++ === skip) return detail;
  }
  throw new Error(`no dossier for ${query}`);
}

const running = (d: Detail) => d.status === 'LOPEND' && !d.gearchiveerd && !d.cds && !d.btl;

/** A valid BSN that differs from the one the applicant has. */
const freshBsn = (seed: number) => {
  for (let n = seed; ; n++) {
    const eight = String(10_000_000 + (n % 89_999_999)).padStart(8, '0');
    const digit = bsnCheckDigit(eight);
    if (digit !== null) return `${eight}${digit}`;
  }
};

async function openFromList(p: Page, area: 'dossiers' | 'btl', id: number) {
  await p.goto(`/${area}?dossiernr=${id}`);
  await p.getByTestId(`dossier-row-${id}`).click();
  await expect.poll(() => new URL(p.url()).pathname).toBe(`/${area}/${id}`);
  await p.getByTestId('dossier-header').waitFor();
}

describe('dossier detail', () => {
  it('opens a couple from the list with the spec header, as page title too', async () => {
    // A couple with requested documents: a dossier that just came in (through HDN or Aanvraag) has none yet.
    const documentCount = async (id: number) => (await apiGet<{ aantal: number }[]>(page, `/api/v1/overzicht/${id}/document-status-count`)).reduce((sum, c) => sum + c.aantal, 0);
    const couple = await findDossier(page, 'dossierBTL=false', async (d) => running(d) && d.hypotheekGevers.length === 2 && (await documentCount(d.id)) > 0);
    await openFromList(page, 'dossiers', couple.id);
    const title = expectedTitle(couple);
    await expect.poll(() => page.getByTestId('dossier-header').textContent()).toBe(title);
    const names = couple.hypotheekGevers
      .map(({ partijNawData: n }) => words(n.geslacht?.includes('mannelijk') ? 'Dhr.' : 'Mevr.', n.voorLetters, n.tussenVoegsels, n.achterNaam))
      .join(' & ');
    expect(await page.getByTestId('dossier-applicants').textContent()).toBe(names);
    expect(names).toContain(' & ');
    expect(await page.getByTestId('dossier-office').textContent()).toBe([couple.kantoor?.bedrijfsNaam, couple.kantoor?.plaatsNaam].filter(Boolean).join(', '));
    await expect.poll(() => page.title()).toBe(title);
    // The overview tab is the default, its blocks come from the overview read.
    await page.getByTestId('overview-lenings').waitFor();
    await page.getByTestId('status-progress').waitFor();
    // The documents block counts the demo dossier's requested documents per status, as the API does.
    const counts = await apiGet<{ code: string; aantal: number }[]>(page, `/api/v1/overzicht/${couple.id}/document-status-count`);
    expect(counts.reduce((sum, c) => sum + c.aantal, 0)).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('overview-documents-list').locator('[data-testid$="-aantal"]').allTextContents()).toEqual(counts.map((c) => String(c.aantal)));
  });

  it('names the contractors of a BTL dossier not delivered via HDN', async () => {
    const btl = await findDossier(page, 'dossierBTL=true', (d) => d.btl && d.aanleverenViaHdnjn !== 1 && d.contractanten.length > 0);
    await openFromList(page, 'btl', btl.id);
    await expect.poll(() => page.getByTestId('dossier-header').textContent()).toBe(expectedTitle(btl));
    const names = btl.contractanten.map((c) => c.name ?? words(c.firstName, c.familyNamePrefix, c.familyName)).join(' & ');
    expect(await page.getByTestId('dossier-applicants').textContent()).toBe(names);
  });

  it('steps back once more when the browser goes back onto a dossier', async () => {
    const dossier = await findDossier(page, 'dossierBTL=false', running, 1);
    await openFromList(page, 'dossiers', dossier.id);
    await page.getByTestId('nav-werkverdeling').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/werkverdeling');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dossiers');
    expect(new URL(page.url()).searchParams.get('dossiernr')).toBe(String(dossier.id));
  });

  it('refuses an invalid BSN with the Let op: message, keeps a valid one after a reload', async () => {
    const dossier = await findDossier(page, 'dossierBTL=false', running, 2);
    await page.goto(`/dossiers/${dossier.id}`);
    await page.getByTestId('applicant-1-edit').click();
    const bsn = page.getByTestId('applicant-1-form-bsn');
    await bsn.fill('123456789');
    await page.getByTestId('applicant-1-form-save').click();
    await page.getByText('Let op: dit BSN is ongeldig (elfproef).').waitFor();

    const valid = freshBsn(dossier.id * 7919);
    await bsn.fill(valid);
    await page.getByTestId('applicant-1-form-save').click();
    await expect.poll(() => page.getByTestId('applicant-1-view-bsn').textContent()).toBe(valid);
    await page.reload();
    await expect.poll(() => page.getByTestId('applicant-1-view-bsn').textContent()).toBe(valid);
  });

  it('closes a dossier with a reason, refuses a second close, and reopens it', async () => {
    const dossier = await findDossier(page, 'dossierBTL=false', running, 3);
    await page.goto(`/dossiers/${dossier.id}`);
    await page.getByTestId('action-close').click();
    await page.getByRole('combobox', { name: 'Reden' }).click();
    const reason = page.getByRole('option').first();
    const reasonText = await reason.textContent();
    await reason.click();
    await page.getByTestId('action-toelichting').fill('Klant ziet af van de aankoop.');
    await page.getByTestId('action-confirm').click();
    await expect.poll(() => page.getByTestId('status-status').textContent()).toBe('Beëindigd');
    expect(await page.getByTestId('status-reden').textContent()).toBe(reasonText);

    // The action is no longer offered, and the server refuses it as well.
    expect(await page.getByTestId('action-close').count()).toBe(0);
    const refusal = await page.evaluate(async (id) => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]);
      const res = await fetch(`/api/v1/dossiers/${id}/close`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ redenBeeindigingId: 1 }),
      });
      return { status: res.status, body: await res.json() };
    }, dossier.id);
    expect(refusal).toMatchObject({ status: 409, body: { messages: [`Dossier ${dossier.id} is al beëindigd.`] } });

    await page.getByTestId('action-reopen').click();
    await page.getByTestId('action-confirm').click();
    await expect.poll(() => page.getByTestId('status-status').textContent()).toBe('Lopend');
    await page.getByTestId('action-close').waitFor();
  });

  it('shows the 409 in the Foutmelding dialog when a second browser saved the applicant first', async () => {
    const dossier = await findDossier(page, 'dossierBTL=false', running, 4);
    const browser = await launch();
    try {
      const other = await newPage(browser);
      await signedIn(other, 'employee');
      for (const p of [page, other]) {
        await p.goto(`/dossiers/${dossier.id}`);
        await p.getByTestId('applicant-1-edit').click();
      }
      await other.getByTestId('applicant-1-form-plaatsNaam').fill('Zwolle');
      await other.getByTestId('applicant-1-form-save').click();
      await expect.poll(() => other.getByTestId('applicant-1-view-plaatsNaam').textContent()).toBe('Zwolle');

      await page.getByTestId('applicant-1-form-plaatsNaam').fill('Deventer');
      const refused = page.waitForResponse((res) => res.status() === 409);
      await page.getByTestId('applicant-1-form-save').click();
      await page.getByTestId('error-dialog').waitFor();
      expect(await page.getByTestId('error-dialog-messages').textContent()).toContain(SERVER_MESSAGES.staleRecord);
      // The reference a user quotes to the administrator: the request's id, as in the server's log (docs/deploy.md).
      const requestId = (await refused).headers()['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f]{20}$/);
      expect(await page.getByTestId('error-dialog-reference').textContent()).toBe(`Referentie: ${requestId}`);
    } finally {
      await browser.close();
    }
  });

  it('adds and removes a label, adds a remark, moves the workload, and shows the changes in Wijzigingen', async () => {
    const dossier = await findDossier(page, 'dossierBTL=false', (d) => running(d) && d.labels.length === 0, 6);
    await page.goto(`/dossiers/${dossier.id}`);

    await page.getByRole('combobox', { name: 'Label toevoegen' }).click();
    const option = page.getByRole('option').first();
    const labelName = (await option.textContent())!;
    await option.click();
    const chip = page.getByTestId('labels-panel').getByText(labelName, { exact: true });
    await chip.waitFor();
    await page.getByTestId('labels-panel').locator('[data-testid^="label-remove-"]').click();
    await expect.poll(() => chip.count()).toBe(0);

    await page.getByTestId('remark-text').fill('Werkgeversverklaring nagevraagd bij de adviseur.');
    await page.getByTestId('remark-add').click();
    await page.getByTestId('remarks-panel').getByText('Werkgeversverklaring nagevraagd bij de adviseur.').waitFor();

    const before = await page.getByTestId('workload-status').textContent();
    await page.getByTestId('workload-change').click();
    const target = page.locator('[data-testid^="workload-to-"]').filter({ hasNotText: 'Uitgezet' }).first();
    const targetText = (await target.textContent())!.replace('Naar: ', '');
    await target.click();
    await expect.poll(() => page.getByTestId('workload-status').textContent()).toBe(targetText);
    expect(targetText).not.toBe(before);

    await page.getByTestId('tab-wijzigingen').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dossiers/${dossier.id}/wijzigingen`);
    const fields = page.getByTestId('audit').getByTestId('audit-veld');
    await expect.poll(async () => (await fields.allTextContents()).filter((f) => ['Labels', 'Werkvoorraad'].includes(f) || f.startsWith('Opmerking ')).length).toBeGreaterThanOrEqual(3);
  });

  it('tells the seeded history of a demo dossier in Dutch: status names, people by name, no codes or ids (defect 5)', async () => {
    interface Change {
      veld: string;
      nieuweWaarde: string | null;
    }
    // The demo history gives one dossier in five an applicant's new phone number.
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=100');
    let dossierId = 0;
    for (const { id } of content.filter((row) => row.id % 5 === 0)) {
      const trail = await apiGet<{ content: Change[] }>(page, `/api/v1/dossiers/${id}/wijzigingen?size=50`);
      const velden = trail.content.map((c) => c.veld);
      const handled = trail.content.some((c) => c.veld === 'workloadStatus' && c.nieuweWaarde === 'BEHANDELING');
      if (handled && velden.includes('workloadGebruikerId') && velden.includes('fase') && velden.some((v) => v.startsWith('hypotheekGevers['))) {
        dossierId = id;
        break;
      }
    }
    expect(dossierId).toBeGreaterThan(0);
    const detail = await apiGet<Detail>(page, `/api/v1/dossiers/${dossierId}`);
    await page.goto(`/dossiers/${dossierId}/wijzigingen`);
    const rows = page.getByTestId('audit').locator('[data-testid^="audit-row-"]');
    await rows.first().waitFor();
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText)));
    const [, , veld, oud, nieuw] = [0, 1, 2, 3, 4].map((i) => cells.map((row) => row[i]));
    const text = cells.flat().join('\n');
    expect(text.match(/\b[A-Z]{3,}(?:_[A-Z0-9]+)*\b/g) ?? []).toEqual([]);
    // A field names no row by its id, and the handler's row shows a name, not a user id.
    expect(veld.filter((v) => /\d/.test(v))).toEqual([]);
    const handler = cells.find((row) => row[2] === 'Behandelaar')!;
    expect(handler[4]).toMatch(/^[A-Z]\.[\p{L} .-]+$/u);
    const applicantNames = detail.hypotheekGevers.map((h) => `Hypotheekgever ${personName(h.partijNawData)} › Telefoonnummer`);
    expect(veld.some((v) => applicantNames.includes(v)), veld.join(' | ')).toBe(true);
    expect([...oud, ...nieuw]).toContain('In behandeling');
  });

  it("lists the dossier's real HDN messages in Communicatie › Berichten and opens one on HDN Berichten; a letter opens in place", async () => {
    // The HDN messages of one dossier, as HDN Berichten lists them (docs/hdn.md).
    const { content } = await apiGet<{ content: { id: number; dossierId: number }[] }>(page, '/api/v1/hdn/berichten?size=1&richting=IN&soort=AX&status=VERWERKT');
    const dossierId = content[0].dossierId;
    const messages = await apiGet<{ content: { id: number; soort: string }[] }>(page, `/api/v1/hdn/berichten?size=100&dossierId=${dossierId}`);
    await page.goto(`/dossiers/${dossierId}/communicatie`);
    const hdnRows = page.locator('[data-testid^="message-hdn-"]');
    await expect.poll(() => hdnRows.count()).toBe(messages.content.length);
    // Only the kinds HDN has, named as the spec names them; no invented ones.
    for (const text of await hdnRows.allTextContents()) expect(text).toMatch(/HDN (AX|DA|DX|SX|OX) – /);
    expect(await page.getByTestId('messages').textContent()).not.toMatch(/\((SB|OF)\)/);
    const application = messages.content.find((m) => m.soort === 'AX')!;
    await page.getByTestId(`message-hdn-${application.id}`).click();
    await page.waitForURL(new RegExp(`/tickets/hdn/${application.id}$`));

    // A rejected dossier's letter opens in the tab itself.
    const rejected = await findDossier(page, 'status=AFGEWEZEN', (d) => d.status === 'AFGEWEZEN');
    await page.goto(`/dossiers/${rejected.id}/communicatie`);
    await page.getByRole('row').filter({ hasText: 'Afwijzing hypotheekaanvraag' }).first().click();
    await page.getByTestId('message-dialog').waitFor();
    expect(await page.getByTestId('message-body').textContent()).toContain(`(dossier ${rejected.id})`);
  });
});
