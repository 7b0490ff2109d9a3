import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { apiGet, tableOverflow } from './dossierHelpers';
import { consoleErrors } from './documentHelpers';
import { signedIn } from './session';

const page = pagePerTest();

describe('offices (docs/offices.md)', () => {
  it('a medewerker finds an office by its AFM number, reads its data, advisers and money providers, and opens it from a dossier', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signedIn(page, 'medewerker');
    const errors = consoleErrors(page);
    await page.getByTestId('nav-kantoren').click();
    await page.waitForURL(/\/adviseurs$/);
    const firstRow = page.locator('[data-testid^="office-row-"]').first();
    await firstRow.waitFor();
    expect(await tableOverflow(page, 'offices-table')).toBeLessThanOrEqual(0);
    const afm = (await firstRow.locator('td').nth(4).textContent())!;
    expect(afm).toMatch(/^\d{8}$/);
    const name = (await firstRow.getByTestId('office-link').textContent())!;
    await page.getByTestId('offices-search').fill(afm);
    await expect.poll(() => page.locator('[data-testid^="office-row-"]').count()).toBe(1);
    await page.getByTestId('office-link').click();
    await page.waitForURL(/\/adviseurs\/\d+$/);
    await expect.poll(() => page.getByTestId('office-name').textContent()).toBe(name);
    expect(await page.getByTestId('office-contact').textContent()).toContain(afm);
    // Advisers, money providers and figures are three calls of their own, answered in any order.
    await expect.poll(() => page.getByTestId('office-advisers-row').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('office-lenders-row').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('office-figures').textContent()).toContain('Lopende dossiers');
    for (const table of ['office-advisers', 'office-lenders']) expect(await tableOverflow(page, table), table).toBeLessThanOrEqual(0);

    // The dossier detail names the adviser and office, and links to the office page.
    const officeId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const { content } = await apiGet<{ content: { id: number }[] }>(page, `/api/v1/dossiers?size=1&sort=id,asc&intermediair=${encodeURIComponent(name)}`);
    await page.goto(`/dossiers/${content[0].id}`);
    await page.getByTestId('advisor-contact-open').click();
    await page.getByTestId('advisor-contact').waitFor();
    expect(await page.getByTestId('advisor-contact-office').textContent()).toContain(afm);
    await page.getByTestId('advisor-contact-office-link').click();
    await page.waitForURL(new RegExp(`/adviseurs/${officeId}$`));
    await page.getByTestId('office-page').waitFor();
    expect(errors).toEqual([]);
  });

  it('an adviser sees their own office with colleagues beside the invoices, and not Kantoren or another office', async () => {
    await signedIn(page, 'adviseur');
    const errors = consoleErrors(page);
    await page.getByTestId('nav-kantoor').click();
    await page.waitForURL(/\/adviseurs\/\d+$/);
    const officeId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByTestId('office-teammates').waitFor();
    expect(await page.getByTestId('office-teammates').textContent()).toContain('(u)');
    await expect.poll(() => page.getByTestId('office-lenders-row').count()).toBeGreaterThan(0);
    await page.getByTestId('office-tab-facturen').click();
    await page.waitForURL(new RegExp(`/adviseurs/${officeId}/facturen$`));
    await page.getByTestId('invoices-table').waitFor();
    expect(await page.getByTestId('office-name').textContent()).toBeTruthy();

    await page.goto('/adviseurs');
    await page.waitForURL(/\/dossiers/);
    await page.goto(`/adviseurs/${officeId + 1}`);
    await page.getByTestId('not-found-page').waitFor();
    expect(errors).toEqual([]);
  });

  it('a medewerker reads a dossier’s stipulations, has them judged again and finds the outcome in the audit trail', async () => {
    await signedIn(page, 'medewerker');
    const errors = consoleErrors(page);
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=1&sort=id,desc&fase=AANVRAAG');
    await page.goto(`/dossiers/${content[0].id}`);
    await page.getByTestId('stipulations-outcome').waitFor();
    for (const rule of ['DOCUMENTEN_ONTVANGEN', 'DOCUMENTEN_GEVERIFIEERD', 'TAXATIE_BINNEN_TERMIJN', 'INKOMEN_GECONTROLEERD']) await page.getByTestId(`stipulation-${rule}`).waitFor();
    const outcome = (await page.getByTestId('stipulations-outcome').textContent())!;
    expect(outcome).toMatch(/^(Aan alle stipulaties voldaan|Niet aan alle stipulaties voldaan)$/);
    await page.getByTestId('stipulations-run').click();
    await page.getByText('De stipulaties zijn opnieuw beoordeeld.').waitFor();
    expect(await page.getByTestId('stipulations-when').textContent()).toMatch(/^Beoordeeld op \d{2}-\d{2}-\d{4} \d{2}:\d{2} door /);
    await page.getByTestId('tab-wijzigingen').click();
    await expect.poll(() => page.getByTestId('audit-veld').allTextContents()).toContain('Stipulaties');
    expect(errors).toEqual([]);
  });

  it('sends an employee without Kantoren to the home route', async () => {
    await signedIn(page, 'employee');
    await page.goto('/adviseurs');
    await page.waitForURL(/\/dossiers/);
    expect(await page.getByTestId('nav-kantoren').count()).toBe(0);
  });
});
