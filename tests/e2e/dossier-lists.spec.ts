import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { apiGet, counterValue, openNavGroup, shownIds } from './dossierHelpers';
import { signedIn } from './session';

interface Row {
  id: number;
  kenmerk: string | null;
  offerteNr: string | null;
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

const firstRow = (p: Page) => p.locator('[data-testid^="dossier-row-"]').first();

describe('dossier lists', () => {
  it('filters and sorts a list, keeps both in the URL and after a reload', async () => {
    await page.goto('/dossiers?alle=true');
    await firstRow(page).waitFor();
    await page.getByRole('combobox', { name: 'Fase' }).click();
    await page.getByRole('option', { name: 'Aanvraag', exact: true }).click();
    await expect.poll(() => page.url()).toContain('fase=AANVRAAG');
    await page.getByTestId('sort-naamHypotheekGever').click();
    await page.getByTestId('sort-naamHypotheekGever').click();
    await expect.poll(() => page.url()).toContain('sort=naamHypotheekGever%2Cdesc');

    const expected = await apiGet<{ content: Row[]; totalElements: number }>(page, '/api/v1/dossiers?fase=AANVRAAG&sort=naamHypotheekGever,desc&page=0&size=25');
    expect(expected.totalElements).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(expected.content.map((r) => r.id));
    expect(await page.getByTestId('dossier-table').locator('tbody td:nth-child(4)').allTextContents()).toSatisfy((cells: string[]) => cells.every((c) => c === 'Aanvraag'));

    await page.reload();
    await firstRow(page).waitFor();
    await expect.poll(() => shownIds(page)).toEqual(expected.content.map((r) => r.id));
    expect(await page.getByRole('combobox', { name: 'Fase' }).textContent()).toBe('Aanvraag');
    expect(await page.getByRole('columnheader', { name: 'Aanvrager(s)' }).getAttribute('aria-sort')).toBe('descending');
    expect(await page.getByRole('columnheader', { name: 'Kenmerk' }).getAttribute('aria-sort')).toBeNull();
  });

  it('opens the SLA child with exactly the dossiers its counter counts', async () => {
    await page.goto('/dossiers?alle=true');
    await openNavGroup(page, 'dossiers');
    await page.getByTestId('counter-dossiers.sla').waitFor();
    const counted = await counterValue(page, 'dossiers.sla');
    await page.getByTestId('nav-dossiers-sla').click();
    await expect.poll(() => page.url()).toContain('filter=SLA');
    await expect.poll(() => page.getByTestId('dossier-total').textContent()).toBe(`${counted} dossiers`);
    // Every row is open work with a deadline today or past.
    const chips = await page.locator('[data-testid^="dossier-row-"]').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    expect(chips.every((text) => text.includes('SLA'))).toBe(true);
  });

  it('quick search with one hit opens the dossier, whitespace stripped, and remembers it', async () => {
    const { content } = await apiGet<{ content: Row[] }>(page, '/api/v1/dossiers?size=50');
    const target = content.find((r) => r.kenmerk && r.kenmerk.length > 6)!;
    await page.goto('/startpagina');
    const spaced = `${target.kenmerk!.slice(0, 4)} ${target.kenmerk!.slice(4)}`;
    await page.getByTestId('quick-search-input').fill(spaced);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dossiers/${target.id}`);
    await expect.poll(() => page.getByTestId('dossier-header').textContent()).toBe(`Dossier: ${target.id} - ${target.kenmerk}`);

    await page.goto('/startpagina');
    await page.getByTestId('quick-search-input').focus();
    await page.getByTestId(`quick-search-recent-${target.id}`).waitFor();
  });

  it('quick search with several hits shows the list (max 500 px high) and opens the chosen one', async () => {
    await page.goto('/startpagina');
    await page.getByTestId('quick-search-input').fill('Jansen');
    await page.getByTestId('quick-search-submit').click();
    const results = page.getByTestId('quick-search-results');
    await results.waitFor();
    const hits = results.locator('[data-testid^="quick-search-hit-"]');
    expect(await hits.count()).toBeGreaterThan(1);
    expect(await results.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    const second = await hits.nth(1).getAttribute('data-testid');
    await hits.nth(1).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`/${second!.replace('quick-search-hit-', '')}$`));
    expect(await results.count()).toBe(0);
  });

  it('starts a second visit from the styles the first inserted, and looks the same', async () => {
    await page.goto('/dossiers');
    await page.getByTestId('filter-query').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hyp.styles')?.length ?? 0), { timeout: 10_000 }).toBeGreaterThan(10_000);
    const looks = () =>
      page.evaluate(() =>
        ['header', '[data-testid="dossier-table"] th', '[data-testid^="dossier-row-"] td', '[data-testid^="dossier-row-"] .tag', '[data-testid="filter-query"]'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return [selector, style.backgroundColor, style.color, style.font, style.padding, style.borderBottom, style.borderRadius].join(' | ');
        }),
      );
    const before = await looks();

    await page.reload();
    await page.getByTestId('filter-query').waitFor();
    expect(await looks()).toEqual(before);
    // The first screen's rules come from the snapshot (data-emotion="hyp name …"); emotion's own
    // sheet (data-emotion="hyp") gets at most a handful.
    const [restored, inserted] = await page.evaluate(() =>
      ['style[data-emotion^="hyp "]', 'style[data-emotion="hyp"]'].map((selector) =>
        [...document.querySelectorAll<HTMLStyleElement>(selector)].reduce((n, tag) => n + tag.sheet!.cssRules.length, 0),
      ),
    );
    expect(restored).toBeGreaterThan(100);
    expect(inserted).toBeLessThan(restored / 20);
  });
});

describe('extended search', () => {
  it('takes a date typed day-month-year and a money provider from its list', async () => {
    await page.goto('/dossiers?alle=true');
    await firstRow(page).waitFor();
    await page.getByTestId('filter-extended-toggle').click();

    // A Dutch date, whatever the browser's language; the URL and the API get year-month-day.
    const birth = page.getByRole('group', { name: 'Geboortedatum' });
    await birth.getByRole('spinbutton').first().click();
    await page.keyboard.type('05031980');
    await expect.poll(() => page.url()).toContain('gebdatum=1980-03-05');
    expect((await birth.textContent())?.replace(/\s/g, '')).toContain('05-03-1980');
    await page.getByRole('group', { name: 'Geboortedatum' }).getByRole('button', { name: /wissen|clear/i }).click();
    await expect.poll(() => page.url()).not.toContain('gebdatum');

    const lenders = await apiGet<{ id: number; naam: string }[]>(page, '/api/v1/rs/geldverstrekkers');
    const lender = lenders.find((l) => l.naam === 'ING Bank')!;
    await page.getByRole('combobox', { name: 'Geldverstrekkers' }).click();
    await page.getByRole('option', { name: 'ING Bank', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url()).toContain(`moneyproviders=${lender.id}`);
    const expected = await apiGet<{ content: Row[] }>(page, `/api/v1/dossiers?moneyproviders=${lender.id}&page=0&size=25`);
    await expect.poll(() => shownIds(page)).toEqual(expected.content.map((r) => r.id));
  });
});
