import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from './browser';
import { signInAs } from './session';

/**
 * axe on every main screen (issue #9, docs/accessibility.md): no serious or critical violation.
 * axe-core is injected as a script, so the context bypasses the app's CSP.
 */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function pageAs(username?: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 }, locale: 'nl-NL', bypassCSP: true });
  const page = await context.newPage();
  if (username) {
    await signInAs(page, username);
    await page.getByTestId('user-panel').waitFor();
  }
  return page;
}

/** The serious and critical violations on screen, as 'rule: help (targets)' lines. */
async function violations(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${process.env.AXE_HTML ? ` HTML: ${v.nodes.slice(0, 3).map((n) => (n as unknown as { html: string }).html).join(' || ')}` : ''}`);
}

async function expectClean(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.getByTestId(ready).first().waitFor();
  const found = await violations(page);
  expect(found, `${path}:\n${found.join('\n')}`).toEqual([]);
}

describe('accessibility of the main screens (axe: no serious or critical violation)', () => {
  it('sign-in, forgotten password', async () => {
    const page = await pageAs();
    await expectClean(page, '/auth', 'login-form');
    await expectClean(page, '/auth/password-forgot', 'forgot-form');
  });

  it('the dossier lists, werkverdeling and opschonen', async () => {
    const page = await pageAs('medewerker');
    await expectClean(page, '/dossiers', 'dossier-list-dossiers');
    await expectClean(page, '/cds', 'dossier-list-cds');
    await expectClean(page, '/btl', 'dossier-list-btl');
    await expectClean(page, '/werkverdeling', 'werkverdeling');
    await expectClean(page, '/opschonen', 'cleanup-mark-all');
  });

  it('the dossier detail with each tab', async () => {
    const page = await pageAs('medewerker');
    await page.goto('/dossiers');
    await page.locator('[data-testid^="dossier-row-"]').first().click();
    await page.getByTestId('tab-overzicht').waitFor();
    const detail = new URL(page.url()).pathname;
    for (const tab of ['overzicht', 'aanvraag-inkomen', 'acceptatie', 'communicatie', 'documenten', 'documentbeoordeling', 'wijzigingen']) {
      await expectClean(page, `${detail}/${tab}`, `tabpanel-${tab}`);
    }
  });

  it('the documents tabs of a dossier with files, the page editor and a new note', async () => {
    const page = await pageAs('medewerker');
    const { content } = await page.evaluate(async () => {
      const res = await fetch('/api/v1/dossiers?size=1&sort=id,asc&fase=PASSEREN', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return res.json() as Promise<{ content: { id: number }[] }>;
    });
    const detail = `/dossiers/${content[0].id}`;
    await expectClean(page, `${detail}/documentbeoordeling`, 'review-requested');
    await expectClean(page, `${detail}/documenten`, 'documents-PASSEREN');
    await page.locator('[data-testid$="-pages"]').first().click();
    await page.getByTestId('thumb-1').click();
    await page.getByTestId('tool-rotateRight').click();
    await page.getByTestId('preview-page-1').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('page-editor-close').click();
    await page.goto(`${detail}/communicatie`);
    await page.getByTestId('note-create').click();
    await page.getByTestId('note-create-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('HDN Berichten, a message to link, the HDN log and the search window', async () => {
    const page = await pageAs('medewerker');
    await expectClean(page, '/tickets/hdn', 'hdn-list');
    await expectClean(page, '/tickets/hdn?status=ONGEKOPPELD', 'hdn-row');
    await page.getByTestId('hdn-row').first().click();
    await page.getByTestId('hdn-link').waitFor();
    expect(await violations(page)).toEqual([]);
    await expectClean(page, '/hdn-log', 'hdn-list');
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').fill('zonnepanelen');
    await page.locator('[data-testid^="search-hit-"]').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('profile and the information readers', async () => {
    const page = await pageAs('employee');
    await expectClean(page, '/profile', 'profile-page');
    for (const reader of ['aankondigingen', 'nieuwsbrieven', 'kennisbank']) await expectClean(page, `/informatie/${reader}`, `informatie-page-${reader}`);
  });

  it('signs in and opens a list by keyboard alone, with a visible focus', async () => {
    const page = await pageAs();
    await page.goto('/auth');
    await page.getByTestId('login-form').waitFor();
    await page.keyboard.type('medewerker');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await page.getByTestId('user-panel').waitFor();
    const focusedId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    for (let i = 0; i < 80 && (await focusedId()) !== 'nav-werkverdeling'; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('nav-werkverdeling');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('solid 2px');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/werkverdeling/);
    await page.getByTestId('werkverdeling').waitFor();
  });

  it('each kind of Beheer list and form', async () => {
    const page = await pageAs('beheerder');
    await expectClean(page, '/beheer', 'beheer-index');
    await expectClean(page, '/beheer/teams', 'teams-list');
    await expectClean(page, '/beheer/teams/create', 'teams-form');
    await expectClean(page, '/beheer/vrije-dagen', 'vrije-dagen-list');
    await expectClean(page, '/beheer/vrije-dagen/create', 'vrije-dagen-form');
    await expectClean(page, '/beheer/gebruikers', 'gebruikers-list');
    await expectClean(page, '/beheer/gebruikers/create', 'gebruikers-form');
    await expectClean(page, '/beheer/berichttemplates', 'berichttemplates-list');
    await expectClean(page, '/beheer/referentielijsten', 'referentielijsten-list');
    await expectClean(page, '/beheer/beveiligingslog', 'security-log');
  });
});
