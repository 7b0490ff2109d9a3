import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pagePerTest } from './browser';
import { signedIn, visibleNav } from './session';

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

/** An upper-case code as the API carries it (TWEE_ONDER_EEN_KAP, BOX1), not a Dutch word. */
const RAW_CODE = /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b|\bBOX\d\b|\b(?:EENGEZINSWONING|HOEKWONING|APPARTEMENT|TUSSENWONING|WOONBOERDERIJ)\b/g;

async function rawCodes() {
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(RAW_CODE) ?? [])];
}

describe('codes on screen (issue #18, defect 13)', () => {
  it('shows Dutch names, never raw codes, on the lists and on every tab of several dossiers', async () => {
    await page.goto('/dossiers');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    expect(await rawCodes()).toEqual([]);
    const ids = await page.locator('[data-testid^="dossier-row-"]').evaluateAll((rows) => rows.slice(0, 4).map((r) => r.getAttribute('data-testid')!.slice('dossier-row-'.length)));
    for (const id of ids) {
      for (const tab of ['', '/aanvraag-inkomen', '/acceptatie', '/communicatie', '/wijzigingen']) {
        await page.goto(`/dossiers/${id}${tab}`);
        await page.getByTestId('tab-overzicht').waitFor();
        expect(await rawCodes(), `/dossiers/${id}${tab}`).toEqual([]);
      }
    }
    await page.goto('/werkverdeling');
    await page.getByTestId('werkverdeling').waitFor();
    expect(await rawCodes()).toEqual([]);
  });
});

/** A page of its own for another account, at the narrowest screen the app is made for. */
async function pageAs(user: string) {
  const other = await newPage(page.context().browser()!);
  await other.setViewportSize({ width: 1366, height: 900 });
  await signedIn(other, user);
  return other;
}

/** Sidebar labels whose text does not fit their box, with every group opened. */
async function cutOffLabels(p: Page) {
  await visibleNav(p);
  const labels = p.locator('[data-testid="sidebar"] .MuiListItemText-primary');
  expect(await labels.count()).toBeGreaterThan(10);
  return labels.evaluateAll((nodes) =>
    nodes
      .filter((n) => n.scrollWidth > n.clientWidth || getComputedStyle(n).textOverflow === 'ellipsis')
      .map((n) => `${n.textContent} (${n.scrollWidth} > ${n.clientWidth})`),
  );
}

describe('the sidebar and the filter row at 1,366 px (issue #18, defect 12)', () => {
  for (const user of ['medewerker', 'beheerder']) {
    it(`shows every sidebar label of ${user} in full`, async () => {
      const p = await pageAs(user);
      await p.goto('/');
      expect(await cutOffLabels(p)).toEqual([]);
      await p.close();
    });
  }

  it('lines the second line of the main filter row up with the columns of the first', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dossiers?alle=true');
    await page.locator('[data-testid^="dossier-row-"]').first().waitFor();
    const boxes = await page.getByTestId('filter-main').evaluate((row) =>
      [...row.children]
        .filter((child) => child.classList.contains('MuiFormControl-root'))
        .map((child) => {
          const box = child.getBoundingClientRect();
          return { label: child.querySelector('label')?.textContent ?? '', top: Math.round(box.top), left: Math.round(box.left), right: Math.round(box.right) };
        }),
    );
    const near = (a: number, b: number) => Math.abs(a - b) <= 2;
    const firstLine = boxes.filter((box) => box.top === boxes[0].top);
    const below = boxes.filter((box) => box.top > boxes[0].top);
    const fase = boxes.find((box) => box.label === 'Fase')!;
    // At this width SLA / Morgen goes to a second line: the case the defect was about.
    expect(below.map((box) => box.label)).toContain('SLA / Morgen');
    for (const box of below) {
      // One column wide, and starting or ending where a field of the first line does (the quick search spans two).
      expect(near(box.right - box.left, fase.right - fase.left), box.label).toBe(true);
      expect(firstLine.some((first) => near(first.left, box.left) || near(first.right, box.right)), box.label).toBe(true);
    }
  });
});

describe('page titles name the entity and the record (issue #18, defect 14)', () => {
  it('titles the create and edit pages of Beheer with the Dutch entity name and the record name', async () => {
    const p = await pageAs('beheerder');
    const heading = () => p.getByTestId('page-title').textContent();
    await p.goto('/beheer/berichttemplates/create');
    await expect.poll(heading).toBe('Berichttemplate aanmaken');
    await p.goto('/beheer/berichttemplates');
    await p.getByText('Documenten opvragen', { exact: true }).click();
    await p.waitForURL(/\/beheer\/berichttemplates\/\d+$/);
    await expect.poll(heading).toBe('Berichttemplate Documenten opvragen');
    await p.goto('/beheer/informatie/create');
    await expect.poll(heading).toBe('Informatiebericht aanmaken');
    await p.close();
  });
});
