import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { typeDate } from './pickers';
import { signedIn } from './session';

/** The main lists per demo account (issue #18 §2 item 9: a 1,366 px screen shows them without scrolling sideways). */
const LISTS: Record<string, string[]> = {
  medewerker: ['/dossiers?alle=true', '/cds?alle=true', '/btl', '/beheer-btl', '/werkverdeling'],
  adviseur: ['/dossiers?alle=true'],
};

/** How far the widest table (or the page) sticks out beyond its box, in pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.MuiTableContainer-root'), document.documentElement];
    return Math.max(...boxes.map((box) => box.scrollWidth - box.clientWidth));
  });

for (const [user, paths] of Object.entries(LISTS)) {
  describe(`main lists of ${user} at 1,366 px`, () => {
    const page = pagePerTest(async (p) => {
      await p.setViewportSize({ width: 1366, height: 768 });
      await signedIn(p, user);
    });

    it.each(paths)('%s fits without a horizontal scroll bar', async (path) => {
      await page.goto(path);
      await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${user}${path.replace(/[/?=&]/g, '_')}.png` });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

describe('a list at 1,366 px as the medewerker', () => {
  const page = pagePerTest(async (p) => {
    await p.setViewportSize({ width: 1366, height: 768 });
    await signedIn(p, 'medewerker');
  });

  it('remembers the columns the user picks, and pages in the one Dutch pager text', async () => {
    await page.goto('/dossiers?alle=true');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    expect(await page.getByTestId('sort-hoofdsom').count()).toBe(0);
    expect(await page.getByTestId('dossier-pagination').textContent()).toMatch(/Rijen per pagina:.*1-25 van \d+/);
    await page.getByTestId('columns-button').click();
    await page.getByTestId('column-toggle-hoofdsom').click();
    await page.getByTestId('column-toggle-kenmerk').click();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('sort-hoofdsom').waitFor();
    expect(await page.getByTestId('sort-kenmerk').count()).toBe(0);
  });

  it('searches on a complete received date only, and refuses an end before the start under the field', async () => {
    await page.goto('/dossiers?alle=true');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    await page.getByTestId('filter-extended-toggle').click();
    const end = page.getByRole('group', { name: 'Ontvangen tot en met' });
    await end.waitFor();
    // No date field's label runs under its calendar button, the long empty ones included.
    const underButton = await page.evaluate(() =>
      [...document.querySelectorAll('.MuiPickersTextField-root')]
        .filter((field) => {
          const label = field.querySelector('label')?.getBoundingClientRect();
          const button = field.querySelector('button')?.getBoundingClientRect();
          return !!label && !!button && label.right > button.left && label.bottom > button.top && label.top < button.bottom;
        })
        .map((field) => field.querySelector('label')?.textContent),
    );
    expect(underButton).toEqual([]);
    await end.getByRole('spinbutton').first().click();
    await page.keyboard.type('0101202');
    await page.waitForTimeout(150);
    // A half-typed year is no search: no Foutmelding, the URL has no date yet.
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
    expect(page.url()).not.toContain('dateRangeEnd');
    await page.keyboard.type('5');
    await expect.poll(() => page.url()).toContain('dateRangeEnd=2025-01-01');
    // The whole date shows: the year is not cut off by a narrow field.
    expect((await end.textContent())?.replace(/\s/g, '')).toContain('01-01-2025');
    const box = await end.evaluate((group) => ({ shown: group.clientWidth, needed: group.scrollWidth }));
    expect(box.needed).toBeLessThanOrEqual(box.shown);

    await page.getByRole('group', { name: 'Ontvangen vanaf' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('01022025', { delay: 30 });
    await page.getByText('Deze datum ligt voor de begindatum.').waitFor();
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
    expect(page.url()).not.toContain('dateRangeStart');
  });
});

describe('a dossier at 1,366 px as the medewerker', () => {
  const page = pagePerTest(async (p) => {
    await p.setViewportSize({ width: 1366, height: 768 });
    await signedIn(p, 'medewerker');
  });

  it('shows every tab of the dossier inside the tab bar, none behind a scroll arrow', async () => {
    await page.goto('/dossiers?alle=true');
    await page.locator('[data-testid^="dossier-row-"]').first().click();
    await page.getByTestId('tab-documentbeoordeling').waitFor();
    const outside = await page.evaluate(() => {
      const bar = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('[role="tab"]')]
        .filter((tab) => tab.getBoundingClientRect().right > bar.right + 0.5 || tab.getBoundingClientRect().left < bar.left - 0.5)
        .map((tab) => tab.textContent);
    });
    expect(outside).toEqual([]);
    expect(await page.locator('.MuiTabs-scrollButtons').count()).toBe(0);
  });
});

describe('the workflow at 1,366 px as the verstrekker', () => {
  const page = pagePerTest(async (p) => {
    await p.setViewportSize({ width: 1366, height: 768 });
    await signedIn(p, 'verstrekker');
  });

  it('shows whole names in the Aan column, a long team name included, without a horizontal scroll bar', async () => {
    await page.goto('/workflow');
    await page.getByTestId('scope-TEAM').click();
    // Every deadline, not only those up to tomorrow.
    await typeDate(page, 'workflow-deadline-to', '');
    await page.getByTestId('workflow-row').first().waitFor();
    const clipped = await page.evaluate(() => {
      const column = [...document.querySelectorAll('[data-testid="workflow-list"] thead th')].findIndex((th) => th.textContent === 'Aan');
      return [...document.querySelectorAll('[data-testid="workflow-row"]')]
        .map((row) => row.children[column] as HTMLElement)
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent);
    });
    expect(clipped).toEqual([]);
    expect(await page.getByTestId('workflow-list').textContent()).toContain('Acceptatie ABN AMRO Hypotheken');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('a Beheer list at 1,366 px as the beheerder', () => {
  const page = pagePerTest(async (p) => {
    await p.setViewportSize({ width: 1366, height: 768 });
    await signedIn(p, 'beheerder');
  });

  /** Each filter's label, whether it is cut off, and where its box stands. */
  const filters = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('form .MuiInputLabel-root')].map((label) => {
        const box = label.closest('.MuiFormControl-root')!.getBoundingClientRect();
        return { label: label.textContent, clipped: label.scrollWidth > label.clientWidth, top: Math.round(box.top), bottom: Math.round(box.bottom) };
      }),
    );

  it('shows each filter with its whole label, all on one line, and nothing moves when the choices arrive', async () => {
    // The two mailbox lists answer only when told: first the row is measured while they load.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/postvakken**', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/beheer/postvakrechten');
    // react-admin stands a disabled text field in for a select whose choices are loading.
    await expect.poll(() => page.locator('form input:disabled').count()).toBe(2);
    const loading = await filters();
    answer();
    await expect.poll(() => page.locator('form input:disabled').count()).toBe(0);
    const loaded = await filters();
    expect(loaded.map((f) => f.label)).toEqual(['Medewerker', 'Mag het postvak lezen van', 'Mag versturen namens dit postvak']);
    expect(loaded.filter((f) => f.clipped)).toEqual([]);
    expect(new Set(loaded.map((f) => f.top)).size).toBe(1);
    expect(new Set(loaded.map((f) => f.bottom)).size).toBe(1);
    expect(loading).toEqual(loaded);
  });
});
