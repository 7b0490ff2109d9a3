import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { apiGet } from './dossierHelpers';
import { typeDate } from './pickers';
import { signedIn } from './session';

/**
 * Figures that agree everywhere (issue 36; docs/insight.md, docs/offices.md): an office's counts open
 * lists of as many dossiers and say whose dossiers they count; a dashboard and a report count the
 * same dossiers by one scope control; a dashboard keeps its period and filters; date ranges follow
 * spec 000 §5.
 */
const page = pagePerTest();

/** The number a figure or a cell shows ('1.234' reads as 1234). */
const number = (text: string | null) => Number((text ?? '').replace(/\./g, '').replace(',', '.'));
const listTotal = async (p: Page) => {
  await expect.poll(() => p.getByTestId('dossier-total').textContent()).toMatch(/^\d+ dossiers?$/);
  return number((await p.getByTestId('dossier-total').textContent())!.split(' ')[0]);
};
const day = (offset: number) => {
  const iso = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { iso, shown: iso.split('-').reverse().join('-') };
};
const chooseScope = async (p: Page, name: string) => {
  await p.getByRole('combobox', { name: 'Welke dossiers' }).click();
  await p.getByRole('option', { name }).click();
};

describe("an office's figures", () => {
  it('the adviser’s own Kantoor says whose dossiers it counts, and its running number opens as many', async () => {
    await signedIn(page, 'adviseur');
    const errors = consoleErrors(page);
    await page.getByTestId('nav-kantoor').click();
    await page.waitForURL(/\/adviseurs\/\d+$/);
    await expect.poll(() => page.getByTestId('office-figures-card').locator('h2').textContent()).toBe('Cijfers over de dossiers van uw kantoor die u kunt zien');
    expect(await page.getByTestId('office-figures-counted').textContent()).toBe('Geteld: dossiers zonder CDS en BTL-dossiers.');
    const own = number(await page.getByTestId('office-running-link').textContent());
    await page.getByTestId('office-running-link').click();
    await page.waitForURL(/\/dossiers\?/);
    expect(await listTotal(page)).toBe(own);
    expect(errors).toEqual([]);
  });

  it('a medewerker opens the office’s running dossiers and an adviser’s: each list holds as many as the page says', async () => {
    await signedIn(page, 'medewerker');
    const errors = consoleErrors(page);
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/kantoors?size=1&sort=lopendeDossiers,desc');
    await page.goto(`/adviseurs/${content[0].id}`);
    await expect.poll(() => page.getByTestId('office-figures-card').locator('h2').textContent()).toBe('Cijfers over alle dossiers van dit kantoor');
    expect(await page.getByTestId('office-figures-counted').textContent()).toBe('Geteld: alle soorten dossiers, ook de CDS-dossiers.');
    const all = number(await page.getByTestId('office-running-link').textContent());
    await page.getByTestId('office-running-link').click();
    await page.waitForURL(/\/dossiers\?/);
    expect(new URL(page.url()).searchParams.get('dossierStatus')).toBe('LOPEND');
    expect(await listTotal(page)).toBe(all);
    await page.goBack();

    const adviserLinks = page.getByTestId('office-adviser-running');
    await adviserLinks.first().waitFor();
    const counts = (await adviserLinks.allTextContents()).map(number);
    const busiest = counts.indexOf(Math.max(...counts));
    expect(counts[busiest]).toBeGreaterThan(0);
    await adviserLinks.nth(busiest).click();
    await page.waitForURL(/\/dossiers\?.*advisor=\d+/);
    expect(await listTotal(page)).toBe(counts[busiest]);
    expect(errors).toEqual([]);
  });
});

describe('one scope for dashboards and reports', () => {
  it('a team lead counts with and without the CDS dossiers on a dashboard and in a report, and both say which they count', async () => {
    await signedIn(page, 'medewerker');
    const errors = consoleErrors(page);
    await page.goto('/dashboards/aanvragen?periode=jaar');
    await page.getByTestId('figure-link-aanvragen').waitFor();
    expect(await page.getByTestId('insight-scope-label').textContent()).toBe('Geteld: de dossiers die u mag zien, zonder de CDS-dossiers (zoals de lijst Dossiers).');
    const without = number(await page.getByTestId('figure-link-aanvragen').textContent());
    await chooseScope(page, 'Met CDS-dossiers');
    await expect.poll(() => page.getByTestId('insight-scope-label').textContent()).toBe('Geteld: alle dossiers die u mag zien, de CDS-dossiers inbegrepen.');
    await expect.poll(async () => number(await page.getByTestId('figure-link-aanvragen').textContent())).toBeGreaterThan(without);
    const withCds = number(await page.getByTestId('figure-link-aanvragen').textContent());
    await page.getByTestId('figure-link-aanvragen').click();
    await page.waitForURL(/\/dossiers\?.*dossierCds=alle/);
    expect(await listTotal(page)).toBe(withCds);

    // The report of the same year and scope counts as many applications; its tijdvak reads as a month.
    const reports = await apiGet<{ id: number; label: string }[]>(page, '/api/v1/rs/menurapportages');
    const production = reports.find((r) => r.label === 'Productie per maand')!;
    const year = new Date().getFullYear();
    await page.goto(`/rapportages/${production.id}`);
    await page.getByTestId('report-row').first().waitFor();
    expect(await page.getByTestId('insight-scope-label').textContent()).toContain('zonder de CDS-dossiers');
    await chooseScope(page, 'Met CDS-dossiers');
    await typeDate(page, 'report-van', `0101${year}`);
    await typeDate(page, 'report-tot', `3112${year}`);
    await page.getByTestId('report-apply').click();
    const columnSum = async () => {
      const cells = await page.getByTestId('report-row').evaluateAll((rows) => rows.map((r) => (r.children[1] as HTMLElement).innerText));
      return cells.map(number).reduce((s, n) => s + n, 0);
    };
    await expect.poll(columnSum).toBe(withCds);
    const months = await page.getByTestId('report-row').evaluateAll((rows) => rows.map((r) => (r.children[0] as HTMLElement).innerText));
    for (const month of months) expect(month).toMatch(new RegExp(`^(januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) ${year}$`));
    expect(errors).toEqual([]);
  });

  it('a dashboard keeps its period and filters when the user leaves through the sidebar and comes back', async () => {
    await signedIn(page, 'medewerker');
    await page.getByTestId('nav-dashboards').click();
    await page.getByTestId('nav-dashboards-omzet').click();
    await page.getByTestId('dashboard-omzet').waitFor();
    await page.getByTestId('period-week').click();
    await page.getByTestId('period-previous').click();
    await chooseScope(page, 'Alleen CDS-dossiers');
    await expect.poll(() => page.getByTestId('insight-scope-label').textContent()).toContain('alleen de CDS-dossiers');
    const week = await page.getByTestId('period-label').textContent();
    expect(week).toMatch(/^Week \d{1,2}, \d{4}$/);

    await page.getByTestId('nav-kantoren').click();
    await page.waitForURL(/\/adviseurs$/);
    await page.getByTestId('nav-dashboards-aanvragen').click();
    await page.getByTestId('dashboard-aanvragen').waitFor();
    // Another dashboard keeps its own.
    await expect.poll(() => page.getByTestId('period-label').textContent()).toMatch(/^[a-z]+ \d{4}$/);
    await page.getByTestId('nav-dashboards-omzet').click();
    await page.getByTestId('dashboard-omzet').waitFor();
    await expect.poll(() => page.getByTestId('period-label').textContent()).toBe(week);
    expect(await page.getByTestId('insight-scope-label').textContent()).toContain('alleen de CDS-dossiers');
    expect(new URL(page.url()).searchParams.get('cds')).toBe('alleen');
  });
});

describe('date ranges (spec 000 §5)', () => {
  it('a log and a report end tomorrow by default, send whole days, and Vandaag empties the start and ends today', async () => {
    await signedIn(page, 'medewerker');
    const errors = consoleErrors(page);
    const tomorrow = day(1);
    const today = day(0);
    const searched = page.waitForRequest((r) => r.url().includes('/api/v1/logs/btl/search'));
    await page.goto('/btl-log');
    expect((await searched).postDataJSON()).toMatchObject({ tot: `${tomorrow.iso}T23:59:59Z` });
    await expect.poll(() => page.getByTestId('log-filter-tot').inputValue()).toBe(tomorrow.shown);
    // Listened for before the typing, as the search can leave with the last digit; the whole date only.
    const ranged = page.waitForRequest((r) => r.url().includes('/api/v1/logs/btl/search') && (r.postData() ?? '').includes('"van":"2025-01-01'));
    await typeDate(page, 'log-filter-van', '01012025');
    expect((await ranged).postDataJSON()).toMatchObject({ van: '2025-01-01T00:00:00Z', tot: `${tomorrow.iso}T23:59:59Z` });
    const reset = page.waitForRequest((r) => r.url().includes('/api/v1/logs/btl/search') && !(r.postData() ?? '').includes('"van"'));
    await page.getByTestId('log-filter-today').click();
    expect((await reset).postDataJSON()).toMatchObject({ tot: `${today.iso}T23:59:59Z` });
    expect(await page.getByTestId('log-filter-van').inputValue()).toBe('');
    expect(await page.getByTestId('log-filter-tot').inputValue()).toBe(today.shown);

    const reports = await apiGet<{ id: number; label: string }[]>(page, '/api/v1/rs/menurapportages');
    const rows = page.waitForRequest((r) => r.url().includes('/rijen?'));
    await page.goto(`/rapportages/${reports[0].id}`);
    expect(new URL((await rows).url()).searchParams.get('tot')).toBe(`${tomorrow.iso}T23:59:59Z`);
    await expect.poll(() => page.getByTestId('report-tot').inputValue()).toBe(tomorrow.shown);
    const todayRows = page.waitForRequest((r) => r.url().includes('/rijen?') && new URL(r.url()).searchParams.get('tot') === `${today.iso}T23:59:59Z`);
    await page.getByTestId('report-today').click();
    expect(new URL((await todayRows).url()).searchParams.get('van')).toBeNull();
    expect(await page.getByTestId('report-van').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});
