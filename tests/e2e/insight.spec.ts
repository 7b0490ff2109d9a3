import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { consoleErrors } from './documentHelpers';
import { signedIn } from './session';

/**
 * The insight screens as their users use them (docs/insight.md): a team lead walks the dashboards,
 * changes the period and opens the dossiers behind a figure and behind a bar, finding as many as
 * the figure says; the lead times open the dossiers over their norm; an adviser lands on the
 * loyalty page; a medewerker finds on the Startpagina the task a colleague just gave them.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const as = async (username: string) => {
  const page = await newPage(browser);
  await signedIn(page, username);
  return page;
};

/** The number a figure or a table cell shows ('1.234' reads as 1234). */
const number = (text: string | null) => Number((text ?? '').replace(/\./g, '').replace(',', '.'));
const listTotal = async (page: Page) => {
  await expect.poll(() => page.getByTestId('dossier-total').textContent()).toMatch(/^\d+ dossiers?$/);
  return number((await page.getByTestId('dossier-total').textContent())!.split(' ')[0]);
};

/** A dashboard's figure opens the dossier list with the same number. */
async function drillFigure(page: Page, id: string) {
  const link = page.getByTestId(`figure-link-${id}`);
  const shown = number(await link.textContent());
  await link.click();
  await page.waitForURL(/\/(dossiers|cds)\?/);
  expect(await listTotal(page), `figure ${id}`).toBe(shown);
  await page.goBack();
}

describe('the dashboards', () => {
  it('a team lead opens each dashboard, changes the period and finds the figures in the dossier list', async () => {
    const page = await as('medewerker');
    const errors = consoleErrors(page);
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('dashboard-dashboard').waitFor();
    await page.getByTestId('figure-link-aanvragen').waitFor();
    await drillFigure(page, 'aanvragen');

    await page.getByTestId('nav-dashboards').click();
    for (const [nav, name, figure] of [
      ['dashboards-aanvragen', 'aanvragen', 'aanvragen'],
      ['dashboards-compleet-dossier', 'compleet-dossier', 'compleet'],
      ['dashboards-werkvoorraad', 'werkvoorraad', 'open'],
      ['dashboards-first-time-right', 'first-time-right', 'aanbiedingen'],
      ['dashboards-omzet', 'omzet', 'gepasseerd'],
      ['dashboards-adviseurs', 'adviseurs', 'actieveAdviseurs'],
      ['dashboards-agenda', 'agenda', 'FINANCIERINGSVOORBEHOUD'],
    ] as const) {
      await page.getByTestId(`nav-${nav}`).click();
      await page.getByTestId(`dashboard-${name}`).waitFor();
      await page.getByTestId(`figure-${figure}`).waitFor();
      expect(await page.getByTestId('period-label').textContent()).toMatch(/^[a-z]+ \d{4}$/);
    }

    // A year and a week; one week back; the label follows the ISO week-year.
    await page.getByTestId('nav-dashboards-aanvragen').click();
    await page.getByTestId('period-jaar').click();
    await expect.poll(() => page.getByTestId('period-label').textContent()).toMatch(/^\d{4}$/);
    await page.getByTestId('period-week').click();
    await expect.poll(() => page.getByTestId('period-label').textContent()).toMatch(/^Week \d{1,2}, \d{4}$/);
    const week = await page.getByTestId('period-label').textContent();
    await page.getByTestId('period-previous').click();
    await expect.poll(() => page.getByTestId('period-label').textContent()).not.toBe(week);
    expect(new URL(page.url()).searchParams.get('periode')).toBe('week');
    await page.getByTestId('period-current').click();
    await expect.poll(() => page.getByTestId('period-label').textContent()).toBe(week);

    // Back to the month: the chart as a table opens the dossiers of one day.
    await page.getByTestId('period-maand').click();
    await page.getByTestId('figure-link-aanvragen').waitFor();
    await drillFigure(page, 'viaHdn');
    await page.getByTestId('chart-table-perGeldverstrekker').click();
    const cell = page.getByTestId('chart-rows-perGeldverstrekker').getByRole('link').first();
    const value = number(await cell.textContent());
    await cell.click();
    await page.waitForURL(/\/dossiers\?/);
    expect(await listTotal(page)).toBe(value);
    await page.goBack();

    // A bar of the chart opens its dossiers too.
    await page.getByTestId('chart-bars-perKantoor').locator('.MuiBarElement-root').first().click();
    await page.waitForURL(/\/dossiers\?.*kantoor=\d+/);
    expect(await listTotal(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('every figure says how it is computed', async () => {
    const page = await as('medewerker');
    await page.goto('/dashboards/compleet-dossier');
    await page.getByTestId('uitleg-percentage').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('Compleet gedeeld door compleet plus onvolledig');
    expect(await page.getByTestId('uitleg-percentage').getAttribute('aria-label')).toBe('Hoe wordt Percentage compleet berekend?');
  });
});

describe('lead times', () => {
  it('shows median, P80 and P95 per step and opens the dossiers over their norm', async () => {
    const page = await as('medewerker');
    const errors = consoleErrors(page);
    await page.getByTestId('nav-doorlooptijden').click();
    await page.getByTestId('nav-doorlooptijden-volmacht').click();
    await page.getByTestId('lead-times-table').waitFor();
    await page.getByTestId('period-jaar').click();
    await expect.poll(() => page.getByTestId('period-label').textContent()).toMatch(/^\d{4}$/);
    const links = page.getByTestId('lead-over-norm');
    let opened = false;
    for (let i = 0; i < (await links.count()) && !opened; i++) {
      const count = number(await links.nth(i).textContent());
      if (count === 0) continue;
      await links.nth(i).click();
      await page.waitForURL(/\/dossiers\?.*bovenNorm=true/);
      expect(await listTotal(page)).toBe(count);
      opened = true;
    }
    expect(opened, 'some running dossier of the demo is over its norm').toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('loyalty and the Startpagina', () => {
  it('an adviser lands on Loyalty and sees the level of their office', async () => {
    const page = await as('adviseur');
    await page.waitForURL(/\/loyalty$/);
    await page.getByTestId('loyalty-office').waitFor();
    expect(await page.getByTestId('loyalty-level').textContent()).toMatch(/^(Goud|Zilver|Brons|Basis)/);
    expect(await page.getByTestId('loyalty-history').locator('tbody tr').count()).toBe(8);
  });

  it("a medewerker's Startpagina shows the task a colleague just gave them", async () => {
    const page = await as('medewerker');
    const medewerkerId = await page.evaluate(async () => {
      const res = await fetch('/api/v1/profile', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return ((await res.json()) as { id: number }).id;
    });
    const employee = await as('employee');
    const created = await employee.evaluate(async (assigneeId) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]);
      const res = await fetch('/api/v1/taken', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ toSelection: 1, assigneeId, typeId: 1, priorityId: 3, deadline: '2026-01-02T09:00:00', subject: 'Startpagina-test: taxatie nabellen', description: 'Taxateur bellen over het rapport.' }),
      });
      return { status: res.status, body: await res.json() };
    }, medewerkerId);
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await page.getByTestId('nav-startpagina').click();
    await page.getByTestId(`start-task-${created.body.id}`).waitFor();
    expect(await page.getByTestId(`start-task-${created.body.id}`).textContent()).toContain('Startpagina-test: taxatie nabellen');
  });
});
