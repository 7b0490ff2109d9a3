import { describe, expect, it } from 'vitest';
import { MASK } from '../../contract/trace-codes';
import { newPage, pagePerTest } from './browser';
import { consoleErrors } from './documentHelpers';
import { openNavGroup, tableOverflow } from './dossierHelpers';
import { SMTP_PASSWORD } from './global-setup';
import { signedIn } from './session';

const page = pagePerTest();

describe('the message logs (docs/logs.md)', () => {
  it('a medewerker reads the BTL log, filters the system events and opens a client-portal change with its message', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signedIn(page, 'medewerker');
    const errors = consoleErrors(page);
    await page.goto('/btl-log');
    await page.getByTestId('log-row').first().waitFor();
    expect(await tableOverflow(page, 'log-table')).toBeLessThanOrEqual(0);
    // The status actions of earlier files on BTL dossiers (sent to servicing, rejected) are newer than the seed's applications.
    await page.getByRole('combobox', { name: 'Soort' }).click();
    await page.getByRole('option', { name: 'BTL-aanvraag' }).click();
    await expect.poll(async () => new Set(await page.getByTestId('log-row').locator('td:nth-child(3)').allTextContents())).toEqual(new Set(['BTL-aanvraag']));
    await page.getByTestId('log-open').first().click();
    await page.getByTestId('log-detail').waitFor();
    const raw = (await page.getByTestId('log-detail-bericht').textContent())!;
    expect(JSON.parse(raw)).toMatchObject({ berichtType: 'BTL_AANVRAAG', aanvraagNummer: expect.stringMatching(/^BTL-\d{7}$/) });
    // Pretty-printed: one key per line, indented.
    expect(raw).toContain('\n  "');
    await page.getByTestId('log-detail-close').click();

    await page.getByTestId('nav-logs-system-events').click();
    await page.waitForURL(/\/recieved-system-events$/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Genegeerd' }).click();
    await expect.poll(async () => new Set(await page.getByTestId('log-row').locator('td:nth-child(6)').allTextContents())).toEqual(new Set(['Genegeerd']));
    expect(await tableOverflow(page, 'log-table')).toBeLessThanOrEqual(0);

    await page.goto('/wijzigingslog');
    await page.getByTestId('log-row').first().waitFor();
    expect(await tableOverflow(page, 'log-table')).toBeLessThanOrEqual(0);
    const dossier = (await page.getByTestId('log-row').first().locator('td').nth(2).textContent())!;
    await page.getByTestId('log-filter-dossier').fill(dossier);
    await expect.poll(async () => new Set(await page.getByTestId('log-row').locator('td:nth-child(3)').allTextContents())).toEqual(new Set([dossier]));
    await page.getByTestId('log-open').first().click();
    expect(JSON.parse((await page.getByTestId('log-detail-bericht').textContent())!)).toMatchObject({ dossierId: Number(dossier), wijzigingen: expect.any(Array) });
    expect(errors).toEqual([]);
  });

  it('sends an employee without the logs’ permissions away from them', async () => {
    await signedIn(page, 'employee');
    for (const path of ['/btl-log', '/recieved-system-events', '/wijzigingslog', '/externe-aanroepen']) {
      await page.goto(path);
      await page.waitForURL(/\/dossiers/);
    }
  });

  it('sends an adviser away from the traces', async () => {
    await signedIn(page, 'adviseur');
    await page.goto('/externe-aanroepen');
    await page.waitForURL(/\/dossiers/);
  });
});

describe('the external-call traces (docs/traces.md)', () => {
  it('the beheerder finds the trace of a mail just sent to the relay, its password and the link’s token masked', async () => {
    // A user asks for a new password: the mail goes out through the relay.
    const visitor = await newPage(page.context().browser()!);
    await visitor.goto('/auth/password-forgot');
    await visitor.getByTestId('forgot-email').fill('medewerker@demo.example.nl');
    await visitor.getByTestId('forgot-submit').click();
    await visitor.getByTestId('forgot-sent').waitFor();

    await page.setViewportSize({ width: 1366, height: 768 });
    await signedIn(page, 'beheerder');
    const errors = consoleErrors(page);
    await page.goto('/beheer/uitgaande-mail');
    await page.getByTestId('outbox-filter').fill('medewerker@demo');
    await page.getByTestId('outbox-open').first().click();
    const token = /\/auth\/password-reset\/([\w-]+)/.exec((await page.getByTestId('outbox-text').textContent())!)![1];

    await openNavGroup(page, 'logs');
    await page.getByTestId('nav-logs-externe-aanroepen').click();
    await page.waitForURL(/\/externe-aanroepen$/);
    await page.getByTestId('trace-filter-query').fill('medewerker@demo');
    await expect.poll(() => page.getByTestId('trace-row').first().textContent(), { timeout: 15_000 }).toContain('mail versturen');
    expect(await page.getByTestId('trace-row').first().textContent()).toContain('Uitgaande mail (SMTP-relay)');
    expect(await tableOverflow(page, 'trace-table')).toBeLessThanOrEqual(0);
    await page.getByTestId('trace-open').first().click();
    await page.getByTestId('trace-detail').waitFor();
    const facts = (await page.getByTestId('trace-detail-facts').textContent())!;
    expect(facts).toContain(`smtp://e2e:${MASK}@127.0.0.1`);
    expect(facts).toContain('Gelukt');
    const request = (await page.getByTestId('trace-request').textContent())!;
    expect(request).toContain(`/auth/password-reset/${MASK}`);
    expect(request).not.toContain(token);
    expect(await page.getByTestId('trace-detail').textContent()).not.toContain(SMTP_PASSWORD);
    expect(await page.getByTestId('trace-response').textContent()).toContain('250 2.0.0 Ok');
    expect(errors).toEqual([]);
  });
});
