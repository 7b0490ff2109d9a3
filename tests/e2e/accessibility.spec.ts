import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, reportOnFailure } from './browser';
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
  const page = reportOnFailure(await context.newPage());
  if (username) {
    await signInAs(page, username);
    await page.getByTestId('user-panel').waitFor();
  }
  return page;
}

/**
 * Waits until every CSS transition and animation of finite length on the page has finished. A MUI
 * dialog fades in over 225 ms: axe measuring halfway blends its text with the backdrop below and
 * reports the title, labels and buttons as too pale (color-contrast), which they are not at rest.
 * Spinners run forever and are left out; two frames first, so a transition that a render has just
 * set up has started.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** The serious and critical violations on screen, once it is at rest, as 'rule: help (targets)' lines. */
async function violations(page: Page) {
  await page.waitForLoadState('networkidle');
  await transitionsDone(page);
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

// Each test walks up to twelve screens, each with an axe run of about a second; on the shared
// 2-core machine under load (20 and more) the Beheer walk took 53-60 s, so each gets two minutes.
describe('accessibility of the main screens (axe: no serious or critical violation)', { timeout: 120_000 }, () => {
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
    await page.getByTestId('review-ask').click();
    await page.getByTestId('request-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expectClean(page, `${detail}/documenten`, 'documents-PASSEREN');
    await page.getByTestId('documents-history').click();
    await page.getByTestId('history-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('history-close').click();
    await page.locator('[data-testid$="-pages"]').first().click();
    await page.getByTestId('thumb-1').click();
    await page.getByTestId('tool-rotateRight').click();
    await page.getByTestId('preview-page-1').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('page-editor-close').click();
    await page.getByTestId('page-editor-unsaved-discard').click();
    await page.goto(`${detail}/communicatie`);
    await page.getByTestId('note-create').click();
    await page.getByTestId('note-create-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('Berichten: the list, the reader and writing a message; the workflow with mail', async () => {
    const page = await pageAs('medewerker');
    await expectClean(page, '/tickets/berichten', 'mail-row');
    await page.getByTestId('mail-row').first().click();
    await page.getByTestId('mail-reader').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('mail-new').click();
    await page.getByTestId('mail-compose').waitFor();
    expect(await violations(page)).toEqual([]);
    await expectClean(page, '/workflow', 'workflow-list');
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

  it('Kantoren, an office, the message logs and the external-call traces', async () => {
    const page = await pageAs('medewerker');
    await expectClean(page, '/adviseurs', 'offices-table');
    await page.getByTestId('office-link').first().click();
    await page.getByTestId('office-page').waitFor();
    expect(await violations(page)).toEqual([]);
    await expectClean(page, '/btl-log', 'log-table');
    await expectClean(page, '/wijzigingslog', 'log-table');
    await expectClean(page, '/recieved-system-events', 'log-table');
    await page.getByTestId('log-open').first().click();
    await page.getByTestId('log-detail-bericht').waitFor();
    expect(await violations(page)).toEqual([]);
    const adviser = await pageAs('adviseur');
    await adviser.getByTestId('nav-kantoor').click();
    await adviser.getByTestId('office-teammates').waitFor();
    expect(await violations(adviser)).toEqual([]);
    const beheerder = await pageAs('beheerder');
    await expectClean(beheerder, '/externe-aanroepen', 'trace-table');
    await beheerder.getByTestId('trace-open').first().click();
    await beheerder.getByTestId('trace-request').waitFor();
    expect(await violations(beheerder)).toEqual([]);
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

  it('the two desks with a conversation open, and their new-conversation dialogs', async () => {
    const page = await pageAs('medewerker');
    for (const desk of ['voorbespreek', 'overrule']) {
      await expectClean(page, `/${desk === 'overrule' ? 'overruledesk' : 'voorbespreekdesk'}`, `${desk}-list`);
      await page.getByTestId(`${desk}-row`).first().locator('td').nth(1).click();
      await page.getByTestId(`${desk}-conversation`).waitFor();
      const open = await violations(page);
      expect(open, `${desk} conversation:\n${open.join('\n')}`).toEqual([]);
      await page.getByTestId(`${desk}-new`).click();
      await page.getByTestId(`${desk}-new-dialog`).waitFor();
      const dialog = await violations(page);
      expect(dialog, `${desk} new:\n${dialog.join('\n')}`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  it('Rente, the Productvergelijker, Bankgaranties, Verzekeringen, Aanvraag and BTL Dossiers in beheer', async () => {
    const page = await pageAs('medewerker');
    await page.goto('/rente-tarieven/alle');
    await page.locator('[data-testid^="rate-sheet-"]').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await expectClean(page, '/rente-tarieven/wijzigingen', 'rate-changes');
    await expectClean(page, '/productvergelijker?hoofdsom=300000&marktwaarde=400000&rentevastePeriode=10&looptijdJaren=30', 'comparison');
    await expectClean(page, '/bankgaranties', 'guarantees');
    const guarantee = await page.locator('[data-testid="guarantee-link"]').first().getAttribute('href');
    await expectClean(page, guarantee!, 'guarantee-facts');
    await expectClean(page, '/verzekeringen', 'insurances');
    await expectClean(page, '/appeals', 'appeal-submit');
    await expectClean(page, '/beheer-btl', 'dossier-list-beheer-btl');
    // A loan in servicing: its Beheer tab with the ledger and the reversal dialog (docs/transactions.md).
    const loan = await page.locator('[data-testid^="dossier-row-"]').first().getAttribute('data-testid');
    await expectClean(page, `/dossiers/${loan!.slice('dossier-row-'.length)}/beheer`, 'transactions-row');
    await page.getByTestId('transaction-reverse').first().click();
    await page.getByTestId('reversal-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
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
    // The rich-text editor's toolbar (its level select) and the permissions with their descriptions.
    await expectClean(page, '/beheer/informatie/create', 'heading-level');
    await expectClean(page, '/beheer/rechten', 'rechten-list');
    await expectClean(page, '/beheer/postvakrechten', 'postvakrechten-list');
    await expectClean(page, '/beheer/postvakrechten/create', 'postvakrechten-form');
    await expectClean(page, '/beheer/loyaliteit', 'loyaliteit-list');
    await expectClean(page, '/beheer/rapportages/create', 'rapportages-form');
  });

  it('the workflow, Taken, a task and the floating panel', async () => {
    const page = await pageAs('medewerker');
    await expectClean(page, '/tickets/taken', 'taken-list');
    await expectClean(page, '/workflow', 'workflow-list');
    await page.getByTestId('workflow-row').first().locator('td').nth(2).click();
    await page.getByTestId('task-history').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('task-detail').waitFor({ state: 'detached' });
    await page.getByTestId('panel-open').click();
    await page.getByTestId('panel-subject').fill('Taxatierapport nalopen');
    await page.getByTestId('panel-note').fill('De taxatiewaarde wijkt af.');
    await page.getByTestId('panel-next').click();
    await page.getByTestId('panel-save').click();
    await page.getByTestId('panel-to').getByText('Verplicht').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('panel-close').click();
    await page.getByTestId('panel-discard-dialog').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('the insight screens: dashboards with a chart as a table, lead times, Startpagina, a report and loyalty', async () => {
    const page = await pageAs('medewerker');
    await expectClean(page, '/dashboard', 'chart-perDag');
    await expectClean(page, '/dashboards/aanvragen', 'chart-perGeldverstrekker');
    await page.getByTestId('chart-table-perGeldverstrekker').click();
    await page.getByTestId('chart-rows-perGeldverstrekker').waitFor();
    expect(await violations(page)).toEqual([]);
    await expectClean(page, '/dashboards/werkvoorraad', 'chart-perFase');
    await expectClean(page, '/doorlooptijden/volmacht', 'lead-times-table');
    await expectClean(page, '/startpagina', 'start-tasks');
    await expectClean(page, '/rapportages/1', 'report-table');
    await expectClean(page, '/loyalty', 'loyalty-overview');
    const adviser = await pageAs('adviseur');
    await expectClean(adviser, '/loyalty', 'loyalty-history');
  });
});
