import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Opschoning {
  dossierId: number;
  status: string;
  anonimiseren: boolean;
  dossierNaam: string | null;
}

let browser: Browser;
let medewerker: Page;
let beheerder: Page;
/** Rejected dossiers from the end of their list, where the other browser tests do not look. */
let dossiers: number[];

beforeAll(async () => {
  browser = await launch();
  medewerker = await newPage(browser);
  beheerder = await newPage(browser);
  await signedIn(medewerker, 'medewerker');
  await signedIn(beheerder, 'beheerder');
  dossiers = (await apiGet<{ content: { id: number }[] }>(medewerker, '/api/v1/dossiers?size=100&status=AFGEWEZEN')).content.map((d) => d.id).slice(-2);
});
afterAll(() => browser.close());

/** A change through the API with the page's own session, as the app sends it. */
const apiPatch = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
    const res = await fetch(p, { method: 'PATCH', headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf } });
    return res.status;
  }, path);

const row = (page: Page, dossierId: number, status: string) => page.locator(`[data-testid="cleanup-row-${dossierId}"][data-status="${status}"]`);

describe('clean-up of a dossier', () => {
  it('a medewerker marks a dossier on its page; a beheerder approves and starts the clean-up and sees it done without a reload', async () => {
    const errors = [...consoleErrors(medewerker), ...consoleErrors(beheerder)];
    const [, id] = dossiers;
    await medewerker.goto(`/dossiers/${id}`);
    await medewerker.getByTestId('dossier-cleanup-mark').click();
    const dialog = medewerker.getByTestId('dossier-cleanup-mark-dialog');
    expect(await dialog.getByTestId('dossier-cleanup-mark-dialog-confirm').isDisabled()).toBe(true);
    await dialog.getByRole('combobox').click();
    await medewerker.getByTestId('dossier-cleanup-reden-VERZOEK_KLANT').click();
    await dialog.getByTestId('dossier-cleanup-mark-dialog-confirm').click();
    expect(await medewerker.getByTestId('dossier-cleanup-marker').textContent()).toBe('Gemarkeerd voor verwijdering');
    expect(await medewerker.getByTestId('dossier-cleanup-marked-by').textContent()).toContain('Verzoek van de klant om verwijdering');
    await medewerker.getByTestId('dossier-cleanup-unmark').waitFor();

    // The one who marked has no approval; the server refuses it too.
    await medewerker.getByTestId('nav-opschonen').click();
    await row(medewerker, id, 'GEMARKEERD').waitFor();
    expect(await row(medewerker, id, 'GEMARKEERD').getByTestId('cleanup-approve').count()).toBe(0);
    expect(await medewerker.getByTestId('cleanup-start').count()).toBe(0);
    expect(await apiPatch(medewerker, `/api/v1/dossiers/delete/${id}/approve`)).toBe(403);
    // At 1,366 px the list needs no sideways scrolling and shows Dutch words, not codes.
    await medewerker.setViewportSize({ width: 1366, height: 768 });
    expect(await medewerker.getByTestId('cleanup-table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    expect(await medewerker.locator('main').innerText()).not.toMatch(/GEMARKEERD|VERZOEK_KLANT|HANDMATIG/);

    await beheerder.goto('/opschonen');
    await row(beheerder, id, 'GEMARKEERD').getByTestId('cleanup-approve').click();
    expect(await beheerder.getByTestId('cleanup-approve-dialog').textContent()).toContain(`dossier ${id} (`);
    await beheerder.getByTestId('cleanup-approve-dialog-confirm').click();
    await row(beheerder, id, 'GOEDGEKEURD').waitFor();

    await beheerder.getByTestId('cleanup-start').click();
    const start = beheerder.getByTestId('cleanup-start-dialog');
    await expect.poll(() => start.textContent()).toContain('goedgekeurd dossier klaar');
    expect(await start.textContent()).toContain('Dit kan niet ongedaan worden gemaakt.');
    await beheerder.getByTestId('cleanup-limit').fill('0');
    expect(await beheerder.getByTestId('cleanup-start-dialog-confirm').isDisabled()).toBe(true);
    await beheerder.getByTestId('cleanup-limit').fill('5');
    await beheerder.getByTestId('cleanup-start-dialog-confirm').click();
    // The list follows the job by itself.
    await row(beheerder, id, 'UITGEVOERD').waitFor({ timeout: 30_000 });
    expect(await row(beheerder, id, 'UITGEVOERD').getByTestId('cleanup-status').textContent()).toBe('Opgeschoond');

    const [done] = (await apiGet<{ content: Opschoning[] }>(medewerker, `/api/v1/dossiers/delete?dossierId=${id}`)).content;
    expect(done).toMatchObject({ status: 'UITGEVOERD', dossierNaam: null });
    expect(await row(beheerder, id, 'UITGEVOERD').getByTestId('cleanup-dossier-gone').textContent()).toBe(done.anonimiseren ? 'Geanonimiseerd' : 'Verwijderd');
    const detail = await medewerker.evaluate(
      async (p) => (await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } })).status,
      `/api/v1/dossiers/${id}`,
    );
    expect(detail).toBe(done.anonimiseren ? 200 : 404);
    expect(errors).toEqual([]);
  });

  it("shows the server's refusal when a beheerder approves their own marking, and withdraws it", async () => {
    const [id] = dossiers;
    expect(await apiPatch(beheerder, `/api/v1/dossiers/delete/${id}`)).toBe(200);
    await beheerder.goto('/opschonen');
    await beheerder.getByTestId('cleanup-status-filter').locator('..').getByRole('combobox').click();
    await beheerder.getByTestId('cleanup-status-filter-GEMARKEERD').click();
    await row(beheerder, id, 'GEMARKEERD').getByTestId('cleanup-approve').click();
    await beheerder.getByTestId('cleanup-approve-dialog-confirm').click();
    await beheerder.getByTestId('error-dialog').waitFor();
    expect(await beheerder.getByTestId('error-dialog-messages').textContent()).toBe('Wie het dossier markeerde, mag de verwijdering niet zelf goedkeuren.');
    await beheerder.getByTestId('error-dialog-close').click();
    await row(beheerder, id, 'GEMARKEERD').getByTestId('cleanup-unmark').click();
    // Filtered on GEMARKEERD, the withdrawn marking leaves the list.
    await row(beheerder, id, 'GEMARKEERD').waitFor({ state: 'detached' });
    expect((await apiGet<{ content: Opschoning[] }>(beheerder, `/api/v1/dossiers/delete?dossierId=${id}`)).content[0].status).toBe('INGETROKKEN');
  });
});
