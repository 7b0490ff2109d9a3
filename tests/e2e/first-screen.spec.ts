import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from './browser';
import { apiGet, shownIds } from './dossierHelpers';
import { signedIn } from './session';

/**
 * A dossier list or a dossier opened in a new tab comes rendered by the server (docs/first-screen.md):
 * its rows are there before the app's script has run, and the app takes the screen over as it is,
 * without asking for it again and without moving anything.
 */

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 }, locale: 'nl-NL' });
  await signedIn(await context.newPage(), 'medewerker');
});
afterAll(() => browser.close());

/** What a new tab saw: its calls to the API, its errors, and the layout shifts of the first screen's own parts. */
async function watchedTab(from: BrowserContext = context) {
  const tab = await from.newPage();
  const calls: string[] = [];
  const errors: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.addInitScript(() => {
    const shifts: { value: number; parts: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        // The header and the page; the sidebar's badges arrive after the screen, as before (docs/first-screen.md).
        // Each part with where it was and went, so a failure tells what moved.
        const parts = entry.sources
          .filter((source): source is Source & { node: Element } => source.node instanceof Element && !!source.node.closest('header, #main-content'))
          .map(({ node, previousRect, currentRect }) => `${node.getAttribute('data-testid') ?? node.className.toString().slice(0, 60)} ${box(previousRect)} → ${box(currentRect)}`);
        if (parts.length) shifts.push({ value: entry.value, parts });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts = () => tab.evaluate(() => (window as unknown as { shifts: { value: number; parts: string[] }[] }).shifts);
  return { tab, calls, errors, shifts };
}

/** The app has taken the screen over: the header's title is a portal the app draws right after hydrating. */
const hydrated = (tab: Page, title: string) => expect.poll(() => tab.getByTestId('page-title').textContent(), { timeout: 15_000 }).toContain(title);

describe('a dossier list in a new tab', () => {
  it('shows its rows before any script runs', async () => {
    const bare = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, storageState: await context.storageState() });
    const tab = await bare.newPage();
    await tab.goto('/dossiers');
    const expected = await apiGet<{ content: { id: number }[] }>((await context.pages())[0], '/api/v1/dossiers?page=0&size=25');
    expect(await shownIds(tab)).toEqual(expected.content.map((row) => row.id));
    expect(await tab.getByTestId('user-panel-name').textContent()).not.toBe('');
    await bare.close();
  });

  it('hydrates without asking for the list again and without a layout shift, then sorts, filters and opens a row', async () => {
    const { tab, calls, errors, shifts } = await watchedTab();
    await tab.goto('/dossiers');
    const served = await shownIds(tab);
    expect(served.length).toBe(25);
    await hydrated(tab, 'Dossiers');
    // Time for whatever a mount would ask for.
    await tab.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.startsWith('GET /api/v1/dossiers?'))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await shifts()).toEqual([]);
    expect(await shownIds(tab)).toEqual(served);

    // Sorting asks the server, as on any list.
    const sorted = tab.waitForResponse((res) => res.url().includes('/api/v1/dossiers?') && res.url().includes('sort=naamHypotheekGever'));
    await tab.getByTestId('sort-naamHypotheekGever').click();
    const expected = (await (await sorted).json()) as { content: { id: number }[] };
    await expect.poll(() => shownIds(tab)).toEqual(expected.content.map((row) => row.id));
    // A filter too.
    await tab.getByRole('combobox', { name: 'Fase' }).click();
    await tab.getByRole('option', { name: 'Aanvraag', exact: true }).click();
    await expect.poll(() => tab.url()).toContain('fase=AANVRAAG');
    // Opening a row.
    await tab.locator('[data-testid^="dossier-row-"]').first().click();
    await tab.getByTestId('tab-overzicht').waitFor();
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('paints the whole screen at once on a slow machine, not a header or filter bar halfway parsed', async () => {
    const { tab, errors, shifts } = await watchedTab();
    // Eight times slower: the parser stops halfway through the page, where a paint showed the right-aligned
    // parts (the header's search, the Zoeken button) without those still to come, which then pushed them aside.
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await tab.goto('/dossiers');
    await hydrated(tab, 'Dossiers');
    await tab.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await shifts()).toEqual([]);
    await tab.close();
  });

  it('keeps the columns the user chose, as the server renders them', async () => {
    const first = await context.newPage();
    await first.goto('/dossiers');
    await first.getByTestId('columns-button').click();
    await first.getByTestId('column-toggle-hoofdsom').click();
    await first.keyboard.press('Escape');
    await first.getByRole('columnheader', { name: 'Hoofdsom' }).waitFor();
    await first.close();

    const { tab, errors, shifts } = await watchedTab();
    await tab.goto('/dossiers');
    expect(await tab.getByRole('columnheader', { name: 'Hoofdsom' }).count()).toBe(1);
    await hydrated(tab, 'Dossiers');
    await tab.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await shifts()).toEqual([]);
    await tab.close();
  });
});

describe('a dossier in a new tab', () => {
  it('shows its header and overview before any script runs, and hydrates without asking for them again', async () => {
    const { content } = await apiGet<{ content: { id: number }[] }>((await context.pages())[0], '/api/v1/dossiers?page=0&size=1');
    const id = content[0].id;
    const bare = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, storageState: await context.storageState() });
    const plain = await bare.newPage();
    await plain.goto(`/dossiers/${id}`);
    expect(await plain.getByTestId('dossier-header').textContent()).toContain(String(id));
    expect(await plain.getByTestId('overview-lenings').count()).toBe(1);
    await bare.close();

    const { tab, calls, errors } = await watchedTab();
    await tab.goto(`/dossiers/${id}`);
    await hydrated(tab, String(id));
    await tab.waitForLoadState('networkidle');
    // The header, the side panel and the overview; the tab's other sections load after them, as before.
    const served = [`GET /api/v1/dossiers/${id}?`, `GET /api/v1/dossiers/${id}/overview`, `GET /api/v1/overzicht/${id}/`, `GET /api/v1/dossiers/delete?dossierId=${id}&`];
    expect(calls.filter((call) => served.some((read) => call.startsWith(read)))).toEqual([]);
    expect(errors).toEqual([]);
    await tab.close();
  });
});

describe('a page the server cannot render for this tab’s session', () => {
  it('ends where it ended before: signed out, the new tab goes to the sign-in page', async () => {
    const other = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 } });
    const page = await other.newPage();
    await signedIn(page, 'employee');
    await page.getByTestId('user-panel').click();
    await page.getByTestId('user-menu-logout').click();
    await page.waitForURL(/\/auth/);
    const { tab, errors } = await watchedTab(other);
    await tab.goto('/dossiers');
    await tab.waitForURL(/\/auth/);
    expect(errors).toEqual([]);
    await other.close();
  });

  it('a screen rendered for another session than the tab keeps (its permissions changed) is dropped, and the app renders its own', async () => {
    const changed = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 }, storageState: await context.storageState() });
    const { tab, errors } = await watchedTab(changed);
    // The stored session no longer matches the one the server renders for.
    await tab.addInitScript(() => window.localStorage.setItem('permissions', JSON.stringify(['MENU_DOSSIERS_VIEW'])));
    const asked = tab.waitForRequest((request) => request.url().includes('/api/v1/dossiers?'));
    await tab.goto('/dossiers');
    await asked;
    await tab.locator('[data-testid^="dossier-row-"]').first().waitFor();
    // Only the entry that session's permission gives, not the server's full sidebar.
    await expect.poll(() => tab.locator('[data-testid="sidebar"] [data-testid^="nav-"]').count()).toBeLessThan(4);
    expect(errors).toEqual([]);
    await changed.close();
  });
});
